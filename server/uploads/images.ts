import sharp, { type OutputInfo } from 'sharp';
import {
  IMAGE_FORMATS,
  IMAGE_WIDTHS,
  imageVariantPath,
  messages,
  type ImageFormat,
  type UploadKind,
} from '../contract';
import { badRequest } from '../errors';
import { isAllowedSize, sniffImageType } from './signing';

// Every upload is decoded and drawn again by sharp (libvips) before anyone can fetch it:
// what is served holds pixels only (no EXIF, GPS, XMP, ICC or comments: sharp writes no
// metadata unless asked), in the sizes the screens use. A file that does not decode as one
// of the four allowed types (a GIF header in front of a script, say) is refused.

/** A 48-megapixel phone photo fits; a decompression bomb does not. */
const MAX_INPUT_PIXELS = 50_000_000;
const RENDER_TIMEOUT_SECONDS = 30;

const heightFor = (kind: UploadKind, width: number) =>
  kind === 'avatars' ? width : Math.round((width * 630) / 1200);

export const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

export interface ImageVariant {
  /** Path below the uploads root: `{key}/{width}.{format}`. */
  path: string;
  contentType: string;
  body: Buffer;
}

/** The variant paths of an upload key (what to serve, and what to delete when replaced). */
export const variantPaths = (kind: UploadKind, key: string): string[] =>
  IMAGE_WIDTHS[kind].flatMap((width) =>
    IMAGE_FORMATS.map((format) => imageVariantPath(key, width, format)),
  );

/** True when `{width}.{format}` is one of the sizes served for this kind. */
export function isVariantName(kind: UploadKind, name: string): boolean {
  const match = /^(\d{2,4})\.(webp|jpg)$/.exec(name);
  return Boolean(match && (IMAGE_WIDTHS[kind] as readonly number[]).includes(Number(match[1])));
}

const notAnImage = () => badRequest(messages.image);

/**
 * Decodes untrusted bytes and draws every served size of them, as WebP and JPEG. Throws 400
 * (the spec's image message) for anything that is not a gif, jpeg, png or tiff by content,
 * or is 8,000,000 bytes or more. Animated GIFs keep their first frame.
 */
export async function renderVariants(
  kind: UploadKind,
  key: string,
  bytes: Buffer,
): Promise<ImageVariant[]> {
  if (!isAllowedSize(bytes.length)) throw notAnImage();
  // The magic bytes first, so libvips never opens another format's loader (SVG, PDF, HEIF).
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw notAnImage();
  const widths = IMAGE_WIDTHS[kind];
  const largest = Math.max(...widths);
  let base: { data: Buffer; info: OutputInfo };
  try {
    const input = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
      autoOrient: true,
    });
    const { format } = await input.metadata();
    if (`image/${format}` !== sniffed) throw notAnImage();
    // Decoded once, cropped to the kind's shape at its largest size; the rest scale from it.
    base = await input
      .resize(largest, heightFor(kind, largest), { fit: 'cover' })
      .timeout({ seconds: RENDER_TIMEOUT_SECONDS })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw notAnImage();
  }
  const { width, height, channels } = base.info;
  const draw = (target: number) =>
    sharp(base.data, { raw: { width, height, channels } }).resize(target, heightFor(kind, target), {
      fit: 'cover',
    });
  return Promise.all(
    widths.flatMap((target) => [
      draw(target)
        .webp({ quality: 80 })
        .toBuffer()
        .then((body) => ({
          path: imageVariantPath(key, target, 'webp'),
          contentType: contentTypes.webp,
          body,
        })),
      draw(target)
        // JPEG has no transparency: transparent parts become white, not black.
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, progressive: true })
        .toBuffer()
        .then((body) => ({
          path: imageVariantPath(key, target, 'jpg'),
          contentType: contentTypes.jpg,
          body,
        })),
    ]),
  );
}
