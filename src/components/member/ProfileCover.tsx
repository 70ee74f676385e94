import { AspectRatio, Box } from '@chakra-ui/react';
import { imageSrcSet, imageUrl } from '@/lib/uploads';

export interface ProfileCoverProps {
  /** The cover's upload key; null without one. */
  cover: string | null;
  /** The chosen file while it uploads (an object URL): shown in the cover's place. */
  preview?: string;
  alt: string;
  /** The `sizes` of the cover's picture: how wide it shows. */
  sizes?: string;
  /** Square on a phone's full width (the profile), rounded from md up; or one radius. */
  borderRadius?: string | { base: string; md: string };
  /**
   * The box's width to height: the whole 1200:630 image by default; the profile shows a banner
   * of it from md up, so the member's name stays in the first screen.
   */
  ratio?: number | { base: number; md: number };
  /** The page's largest picture (the profile's): asked for before the other images. */
  priority?: boolean;
}

/** Spec 9's social image: 1200 by 630. */
export const COVER_RATIO = 1200 / 630;

/**
 * A member's cover (the profile's, and the one /settings/basic shows), in spec 9's "Social image
 * 1200 by 630" box so nothing moves when it loads. Without a cover, a plain band: an empty
 * 1200:630 box would push the profile off screen.
 */
export function ProfileCover({
  cover,
  preview,
  alt,
  sizes = '(min-width: 72rem) 72rem, 100vw',
  borderRadius = { base: '0', md: 'xl' },
  ratio = COVER_RATIO,
  priority = false,
}: ProfileCoverProps) {
  if (!preview && !cover) {
    return (
      <Box
        h={{ base: '32', md: '48' }}
        borderRadius={borderRadius}
        bgGradient="to-br"
        gradientFrom="brand.muted"
        gradientTo="brand.subtle"
      />
    );
  }
  return (
    <AspectRatio ratio={ratio} bg="brand.muted" borderRadius={borderRadius} overflow="hidden">
      {preview ? (
        <img src={preview} alt={alt} style={{ objectFit: 'cover' }} />
      ) : (
        <picture>
          <source type="image/webp" srcSet={imageSrcSet('covers', cover, 'webp')} sizes={sizes} />
          <source type="image/jpeg" srcSet={imageSrcSet('covers', cover, 'jpg')} sizes={sizes} />
          <img
            src={imageUrl('covers', cover, 1200, 'jpg')}
            alt={alt}
            width={1200}
            height={630}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
            style={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </picture>
      )}
    </AspectRatio>
  );
}
