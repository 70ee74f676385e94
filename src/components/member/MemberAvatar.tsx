import { Box, Circle } from '@chakra-ui/react';
import { imageSrcSet, imageUrl } from '@/lib/uploads';
import { MOBILE_MAX_WIDTH } from '@/theme';

/** Width and height in px; or one size on mobile and another from the `md` breakpoint up. */
export type AvatarSize = number | { base: number; md: number };

export interface MemberAvatarProps {
  member: { firstName: string; lastName: string; avatar: string | null };
  /** The box keeps this size before the image loads. */
  size: AvatarSize;
  /** A file the member chose, shown while it uploads (an object URL). */
  preview?: string;
}

const px = (value: number) => `${value}px`;

/** The box's CSS size (responsive when two sizes), and the `sizes` attribute for the browser. */
const boxOf = (size: AvatarSize) =>
  typeof size === 'number'
    ? { css: px(size), font: px(Math.round(size * 0.38)), sizes: px(size), largest: size }
    : {
        css: { base: px(size.base), md: px(size.md) },
        font: { base: px(Math.round(size.base * 0.38)), md: px(Math.round(size.md * 0.38)) },
        sizes: `(min-width: ${MOBILE_MAX_WIDTH}) ${px(size.md)}, ${px(size.base)}`,
        largest: Math.max(size.base, size.md),
      };

export const fullName = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim();

const initialsOf = (member: { firstName: string; lastName: string }) =>
  [member.firstName, member.lastName].map((part) => part.trim().charAt(0).toUpperCase()).join('');

/**
 * A member's picture in a fixed square (no layout shift): WebP sizes with a JPEG fallback,
 * the browser picking the width from `size`. Without an uploaded image, the initials; while a
 * new one uploads, the file as chosen.
 */
export function MemberAvatar({ member, size, preview }: MemberAvatarProps) {
  const name = fullName(member);
  const box = boxOf(size);
  if (preview) {
    return (
      <Box
        asChild
        display="block"
        flexShrink={0}
        width={box.css}
        height={box.css}
        borderRadius="full"
        overflow="hidden"
      >
        <img src={preview} alt={name} style={{ objectFit: 'cover' }} />
      </Box>
    );
  }
  if (!member.avatar) {
    return (
      <Circle
        size={box.css}
        flexShrink={0}
        bg="brand.muted"
        color="brand.fg"
        fontWeight="semibold"
        fontSize={box.font}
        role="img"
        aria-label={name}
      >
        <span aria-hidden="true">{initialsOf(member)}</span>
      </Circle>
    );
  }
  const { sizes } = box;
  return (
    <Box
      asChild
      display="block"
      flexShrink={0}
      width={box.css}
      height={box.css}
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
          width={box.largest}
          height={box.largest}
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </picture>
    </Box>
  );
}
