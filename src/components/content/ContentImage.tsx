import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import { densitySources, widthSources, type ContentImageField } from './contentImageSources';

export interface ContentImageProps extends Omit<ImageProps, 'src' | 'srcSet' | 'alt' | 'sizes'> {
  image: ContentImageField | null | undefined;
  /** The box the image fills: its width and height attributes, so nothing shifts as it loads. */
  width: number;
  height: number;
  /**
   * A fluid image: how wide it shows at each breakpoint (the `sizes` attribute); the srcset
   * holds the image service's widths. Without it the image is fixed at `width` CSS px and the
   * srcset holds pixel densities.
   */
  sizes?: string;
  /** Above the fold: loads at once instead of lazily. */
  eager?: boolean;
  /** Adds nothing the text beside it does not say: empty alt whatever the field holds. */
  decorative?: boolean;
}

/**
 * An image from the content service, in the sizes of its image service (spec 9), lazy below
 * the fold. Without an image, or when it cannot load, it renders nothing: no broken image.
 */
export function ContentImage({
  image,
  width,
  height,
  sizes,
  eager = false,
  decorative = false,
  ...rest
}: ContentImageProps) {
  const [failed, setFailed] = useState(false);
  const sources = sizes ? widthSources(image) : densitySources(image, width);
  if (!sources || failed) return null;
  return (
    <Image
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      htmlWidth={width}
      htmlHeight={height}
      // An image the editor gave no alt text sits beside its own title, which names it.
      alt={decorative ? '' : (image?.alt ?? '')}
      loading={eager ? undefined : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      fit="cover"
      bg="bg.muted"
      {...(sizes
        ? { w: 'full', h: 'auto', aspectRatio: `${width} / ${height}` }
        : { w: `${width}px`, h: `${height}px` })}
      {...rest}
    />
  );
}
