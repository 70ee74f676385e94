import { Box, Circle } from '@chakra-ui/react';
import { imageSrcSet, imageUrl } from '@/lib/uploads';

export interface MemberAvatarProps {
  member: { firstName: string; lastName: string; avatar: string | null };
  /** Width and height in px; the box keeps this size before the image loads. */
  size: number;
}

export const fullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();

const initialsOf = (member: { firstName: string; lastName: string }) =>
  [member.firstName, member.lastName].map((part) => part.trim().charAt(0).toUpperCase()).join('');

/**
 * A member's picture in a fixed square (no layout shift): WebP sizes with a JPEG fallback,
 * the browser picking the width from `size`. Without an uploaded image, the initials.
 */
export function MemberAvatar({ member, size }: MemberAvatarProps) {
  const name = fullName(member);
  if (!member.avatar) {
    return (
      <Circle
        size={`${size}px`}
        flexShrink={0}
        bg="brand.muted"
        color="brand.fg"
        fontWeight="semibold"
        fontSize={`${Math.round(size * 0.38)}px`}
        role="img"
        aria-label={name}
      >
        <span aria-hidden="true">{initialsOf(member)}</span>
      </Circle>
    );
  }
  const sizes = `${size}px`;
  return (
    <Box
      asChild
      display="block"
      flexShrink={0}
      width={`${size}px`}
      height={`${size}px`}
      borderRadius="full"
      overflow="hidden"
      bg="brand.muted"
    >
      <picture>
        <source
          type="image/webp"
          srcSet={imageSrcSet('avatars', member.avatar, 'webp')}
          sizes={sizes}
        />
        <source
          type="image/jpeg"
          srcSet={imageSrcSet('avatars', member.avatar, 'jpg')}
          sizes={sizes}
        />
        <img
          src={imageUrl('avatars', member.avatar, 192, 'jpg')}
          alt={name}
          width={size}
          height={size}
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
    </Box>
  );
}
