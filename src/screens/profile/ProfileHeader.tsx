import { AspectRatio, Box, Button, chakra, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import {
  IMAGE_CONTENT_TYPES,
  imageFileProblem,
  professionLabels,
  regionNames,
  type Profile,
  type UploadKind,
} from '@/contract';
import { imageSrcSet, imageUrl } from '@/lib/uploads';
import { useStores } from '@/models/StoresProvider';
import { profileTexts as texts } from './texts';

const AVATAR_SIZE = 144;

/** Spec 9 "Social image 1200 by 630": the cover keeps that box before it loads. */
function Cover({ name, cover, preview }: { name: string; cover: string | null; preview?: string }) {
  // Without a cover, a plain band: an empty 1200:630 box would push the profile off screen.
  if (!preview && !cover) {
    return (
      <Box
        h={{ base: '32', md: '48' }}
        borderRadius={{ base: '0', md: 'xl' }}
        bgGradient="to-br"
        gradientFrom="brand.muted"
        gradientTo="brand.subtle"
      />
    );
  }
  return (
    <AspectRatio
      ratio={1200 / 630}
      bg="brand.muted"
      borderRadius={{ base: '0', md: 'xl' }}
      overflow="hidden"
    >
      {preview ? (
        <img src={preview} alt={texts.coverAlt(name)} style={{ objectFit: 'cover' }} />
      ) : (
        <picture>
          <source
            type="image/webp"
            srcSet={imageSrcSet('covers', cover, 'webp')}
            sizes="(min-width: 72rem) 72rem, 100vw"
          />
          <source
            type="image/jpeg"
            srcSet={imageSrcSet('covers', cover, 'jpg')}
            sizes="(min-width: 72rem) 72rem, 100vw"
          />
          <img
            src={imageUrl('covers', cover, 1200, 'jpg')}
            alt={texts.coverAlt(name)}
            width={1200}
            height={630}
            decoding="async"
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </picture>
      )}
    </AspectRatio>
  );
}

/**
 * Spec 2: upload avatar / upload cover on my own profile. Type and size are checked before
 * anything is sent (spec 9); the chosen image shows at once while it uploads.
 */
const UploadButton = observer(function UploadButton({
  kind,
  label,
  onPreview,
}: {
  kind: UploadKind;
  label: string;
  onPreview: (url: string | undefined) => void;
}) {
  const { me, toasts } = useStores();
  const input = useRef<HTMLInputElement>(null);
  const operation = me.ops.uploadImage.get(kind);

  const upload = async (file: File) => {
    const problem = imageFileProblem(file);
    if (problem) {
      toasts.show({ text: problem, status: 'danger' });
      return;
    }
    const url = URL.createObjectURL(file);
    onPreview(url);
    try {
      await me.uploadImage(kind, file);
    } catch (error) {
      toasts.show({ text: errorMessage(error, 'upload'), status: 'danger' });
    } finally {
      // Once stored, the server's re-encoded image takes over: the file as chosen (with its
      // metadata) shows only while it uploads.
      onPreview(undefined);
    }
  };

  return (
    <>
      <chakra.input
        ref={input}
        type="file"
        accept={IMAGE_CONTENT_TYPES.join(',')}
        display="none"
        aria-label={label}
        data-testid={`upload-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button
        size="sm"
        variant="outline"
        bg="bg"
        loading={operation.isPending}
        loadingText={texts.uploading}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
});

/** An object URL, revoked when replaced or unmounted. */
function usePreview() {
  const [url, setUrl] = useState<string>();
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return [url, setUrl] as const;
}

export interface ProfileHeaderProps {
  profile: Profile;
  isOwn: boolean;
  /** The buttons beside the name (own: Edit Profile; another's: spec 6). */
  actions?: ReactNode;
}

/** Cover, avatar, name, profession, city and state; on my own profile the upload buttons. */
export const ProfileHeader = observer(function ProfileHeader({
  profile,
  isOwn,
  actions,
}: ProfileHeaderProps) {
  const { me } = useStores();
  const [avatarPreview, setAvatarPreview] = usePreview();
  const [coverPreview, setCoverPreview] = usePreview();
  const name = fullName(profile);
  // My own images follow my record in the store, so a new upload shows without a reload.
  const own = isOwn ? me.user : undefined;
  const avatar = own ? own.avatar : profile.avatar;
  const cover = own ? own.cover : profile.cover;
  const place = [profile.city, profile.region ? regionNames[profile.region] : null]
    .filter(Boolean)
    .join(', ');

  return (
    <Stack gap="0">
      <Box position="relative">
        <Cover name={name} cover={cover} preview={coverPreview} />
        {isOwn && (
          <Box position="absolute" top="3" right="3">
            <UploadButton kind="covers" label={texts.uploadCover} onPreview={setCoverPreview} />
          </Box>
        )}
      </Box>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align="flex-start"
        gap={{ base: '3', md: '5' }}
        px={{ base: '4', md: '6' }}
      >
        <Stack gap="2" align="flex-start" mt={`-${AVATAR_SIZE / 2}px`} flexShrink={0}>
          <Box borderWidth="4px" borderColor="bg" borderRadius="full" bg="bg" position="relative">
            {avatarPreview ? (
              <Box
                asChild
                display="block"
                width={`${AVATAR_SIZE}px`}
                height={`${AVATAR_SIZE}px`}
                borderRadius="full"
                overflow="hidden"
              >
                <img src={avatarPreview} alt={name} style={{ objectFit: 'cover' }} />
              </Box>
            ) : (
              <MemberAvatar member={{ ...profile, avatar }} size={AVATAR_SIZE} />
            )}
          </Box>
          {isOwn && (
            <UploadButton kind="avatars" label={texts.uploadAvatar} onPreview={setAvatarPreview} />
          )}
        </Stack>
        <Stack gap="1" flex="1" pt={{ base: '0', md: '4' }} minW="0">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {name}
          </Heading>
          {profile.profession && (
            <Text fontSize="lg" fontWeight="medium">
              {professionLabels[profile.profession]}
            </Text>
          )}
          {place && <Text color="fg.muted">{place}</Text>}
        </Stack>
        {actions && <Box pt={{ base: '0', md: '4' }}>{actions}</Box>}
      </Flex>
    </Stack>
  );
});

export const EditProfileButton = () => (
  <Button asChild colorPalette="brand">
    <RouterLink to="/settings">{texts.editProfile}</RouterLink>
  </Button>
);
