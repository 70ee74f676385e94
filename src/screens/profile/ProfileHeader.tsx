import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ImageUploadButton, useImagePreview } from '@/components/member/ImageUpload';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { COVER_RATIO, ProfileCover } from '@/components/member/ProfileCover';
import { professionLabels, regionNames, type Profile } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { profileTexts as texts } from './texts';

const AVATAR_SIZE = 144;

export interface ProfileHeaderProps {
  profile: Profile;
  isOwn: boolean;
  /** The buttons beside the name (own: Edit Profile; another's: spec 6). */
  actions?: ReactNode;
  /** Under the name and place: the verification badges (issue 24). */
  badges?: ReactNode;
}

/** Cover, avatar, name, profession, city and state; on my own profile the upload buttons. */
export const ProfileHeader = observer(function ProfileHeader({
  profile,
  isOwn,
  actions,
  badges,
}: ProfileHeaderProps) {
  const { me } = useStores();
  const [avatarPreview, setAvatarPreview] = useImagePreview();
  const [coverPreview, setCoverPreview] = useImagePreview();
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
        <ProfileCover
          cover={cover}
          preview={coverPreview}
          alt={texts.coverAlt(name)}
          ratio={{ base: COVER_RATIO, md: 4 }}
          priority
        />
        {isOwn && (
          <Box position="absolute" top="3" right="3">
            <ImageUploadButton
              kind="covers"
              label={texts.uploadCover}
              onPreview={setCoverPreview}
            />
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
            <MemberAvatar
              member={{ ...profile, avatar }}
              size={AVATAR_SIZE}
              preview={avatarPreview}
            />
          </Box>
          {isOwn && (
            <ImageUploadButton
              kind="avatars"
              label={texts.uploadAvatar}
              onPreview={setAvatarPreview}
            />
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
          {badges && <Box pt="2">{badges}</Box>}
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
