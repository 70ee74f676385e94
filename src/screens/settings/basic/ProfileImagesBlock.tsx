import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { ImageUploadButton, useImagePreview } from '@/components/member/ImageUpload';
import { imageTexts } from '@/components/member/imageTexts';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { ProfileCover } from '@/components/member/ProfileCover';
import { basicTexts } from '../basicTexts';
import { SettingsBlock } from '../components/SettingsBlock';
import type { BasicBlockProps } from './blockProps';

const texts = basicTexts.images;
const AVATAR_SIZE = 96;

/**
 * "Profile photo and cover": the avatar and the cover, with the profile's own upload buttons
 * (spec 2 "upload avatar, upload cover", the same `me.uploadImage`). The profile page of a member
 * is not found until it is published (spec 6), so without this block every member would go live
 * without a photo. Each upload saves at once: the block has no Save of its own.
 */
export const ProfileImagesBlock = observer(function ProfileImagesBlock({ user }: BasicBlockProps) {
  const [avatarPreview, setAvatarPreview] = useImagePreview();
  const [coverPreview, setCoverPreview] = useImagePreview();
  return (
    <SettingsBlock title={texts.title} description={texts.description}>
      <HStack gap="4" align="center" wrap="wrap">
        <MemberAvatar member={user} size={AVATAR_SIZE} preview={avatarPreview} />
        <Stack gap="2" align="flex-start">
          <Text fontWeight="medium">{texts.photo}</Text>
          <ImageUploadButton
            kind="avatars"
            label={imageTexts.uploadAvatar}
            onPreview={setAvatarPreview}
          />
        </Stack>
      </HStack>
      <Stack gap="2" align="stretch">
        <Text fontWeight="medium">{texts.cover}</Text>
        <ProfileCover
          cover={user.cover}
          preview={coverPreview}
          alt={imageTexts.coverAlt(fullName(user))}
          sizes="(min-width: 48rem) 44rem, 100vw"
          borderRadius="md"
        />
        <Box>
          <ImageUploadButton
            kind="covers"
            label={imageTexts.uploadCover}
            onPreview={setCoverPreview}
          />
        </Box>
      </Stack>
      <Text fontSize="sm" color="fg.muted">
        {texts.hint}
      </Text>
    </SettingsBlock>
  );
});
