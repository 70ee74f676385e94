import {
  API_BASE_PATH,
  IMAGE_WIDTHS,
  imageVariantPath,
  type ImageFormat,
  type ImageWidth,
  type UploadKind,
} from '@/contract';

/**
 * Where one size of an uploaded image is served, by its upload key (the server stores only
 * these re-encoded sizes, never the file as sent).
 */
export function imageUrl<K extends UploadKind>(
  kind: K,
  key: string | null | undefined,
  width: ImageWidth<K>,
  format: ImageFormat = 'webp',
): string | undefined {
  return key ? `${API_BASE_PATH}/uploads/${imageVariantPath(key, width, format)}` : undefined;
}

/** Every size of an image as an `<img srcSet>` value (`url 96w, url 192w, …`). */
export function imageSrcSet(
  kind: UploadKind,
  key: string | null | undefined,
  format: ImageFormat = 'webp',
): string | undefined {
  if (!key) return undefined;
  return IMAGE_WIDTHS[kind]
    .map((width) => `${imageUrl(kind, key, width, format)} ${width}w`)
    .join(', ');
}
