import {
  asImagePixelDensitySrcSet,
  asImageWidthSrcSet,
  type ImageFieldImage,
} from '@prismicio/client';

/** Spec 9 "Content images": the image service's default widths (px) and pixel densities. */
export const CONTENT_IMAGE_WIDTHS = [640, 828, 1200, 2048, 3840];
export const CONTENT_IMAGE_DENSITIES = [1, 2, 3];

/** A content image field as the content schemas read it (spec 3: image{url,alt}). */
export interface ContentImageField {
  url?: string | null;
  alt?: string | null;
}

export interface ContentImageSources {
  src: string;
  srcSet: string;
}

/**
 * The image as the content client's helpers take it. They build imgix URLs, which must be
 * absolute: a path (content served by this origin) is resolved against the page.
 */
function asField(image: ContentImageField | null | undefined): ImageFieldImage | null {
  const url = image?.url?.trim();
  if (!url) return null;
  try {
    const base = (globalThis as { location?: { origin?: string } }).location?.origin;
    return { url: new URL(url, base).toString(), alt: image?.alt ?? null } as ImageFieldImage;
  } catch {
    // A path with no page to resolve it against, or not a URL at all: no image.
    return null;
  }
}

/** A fluid image: one candidate per width of the image service, for the browser to pick. */
export function widthSources(
  image: ContentImageField | null | undefined,
): ContentImageSources | null {
  const field = asField(image);
  const sources = field && asImageWidthSrcSet(field, { widths: CONTENT_IMAGE_WIDTHS });
  return sources ? { src: sources.src, srcSet: sources.srcset } : null;
}

/** A fixed-size image (`width` CSS px wide): one candidate per pixel density. */
export function densitySources(
  image: ContentImageField | null | undefined,
  width: number,
): ContentImageSources | null {
  const field = asField(image);
  const sources =
    field && asImagePixelDensitySrcSet(field, { pixelDensities: CONTENT_IMAGE_DENSITIES, width });
  return sources ? { src: sources.src, srcSet: sources.srcset } : null;
}
