import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoImageFiles, type DemoImageSlug } from '../../demo/content/images';
import type { ImageQuery } from '../../demo/content/imageParams';
import { projectRoot } from '../paths';

// The bundled content's image service, in the manner of the content service's image CDN
// (imgix): one source per image, resized on request to the width (x density) asked for, never
// past the source, as WebP or JPEG. Encodings are kept in memory (least recently used go first
// past a byte budget), and a size asked for while it is being encoded waits for that encoding.

export const DEMO_IMAGES_DIR = join(projectRoot, 'demo', 'content', 'images');
/** About 700 encodings of the demo images at their largest. */
const DEFAULT_CACHE_BYTES = 24 * 1024 * 1024;
const RENDER_TIMEOUT_SECONDS = 20;

export type ImageFormat = 'webp' | 'jpeg';

export interface ImagePlan {
  width: number;
  height: number;
  /** Cropped to width × height (fit=crop); otherwise the whole image, scaled. */
  crop: boolean;
  format: ImageFormat;
  quality: number;
}

export const contentTypeOf: Record<ImageFormat, string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** As imgix: WebP where the browser takes it (`auto=format`), unless `fm` names a format. */
const formatFor = (query: ImageQuery, accept: string | undefined): ImageFormat => {
  if (query.fm) return query.fm === 'webp' ? 'webp' : 'jpeg';
  return /\bimage\/webp\b/i.test(accept ?? '') ? 'webp' : 'jpeg';
};

const qualityFor = (query: ImageQuery, format: ImageFormat): number =>
  query.q ?? (query.auto?.split(',').includes('compress') ? 65 : format === 'webp' ? 80 : 82);

/**
 * What to draw for a query: width and height in device pixels (CSS size × dpr), scaled down
 * together when either would pass the source, so an image is never enlarged.
 */
export function planImage(
  query: ImageQuery,
  source: { width: number; height: number },
  accept: string | undefined,
): ImagePlan {
  const dpr = query.dpr ?? 1;
  const width = query.w ?? query.width;
  const height = query.h ?? query.height;
  const format = formatFor(query, accept);
  const quality = qualityFor(query, format);
  if (query.fit === 'crop' && width && height) {
    const [w, h] = [width * dpr, height * dpr];
    const scale = Math.min(1, source.width / w, source.height / h);
    return {
      width: Math.max(1, Math.round(w * scale)),
      height: Math.max(1, Math.round(h * scale)),
      crop: true,
      format,
      quality,
    };
  }
  const scale = Math.min(
    1,
    width ? (width * dpr) / source.width : 1,
    height ? (height * dpr) / source.height : 1,
  );
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
    crop: false,
    format,
    quality,
  };
}

/** The cache key, and the ETag: the same source and plan give the same bytes. */
export const variantKey = (slug: DemoImageSlug, plan: ImagePlan): string =>
  `${slug}.${demoImageFiles[slug].hash}.${plan.width}x${plan.height}${plan.crop ? 'c' : ''}.q${plan.quality}.${plan.format}`;

export interface RenderedImage {
  body: Buffer;
  /** True when the encoding came from the cache. */
  cached: boolean;
}

export interface ImageServiceOptions {
  dir?: string;
  maxCacheBytes?: number;
}

export function createImageService({
  dir = DEMO_IMAGES_DIR,
  maxCacheBytes = DEFAULT_CACHE_BYTES,
}: ImageServiceOptions = {}) {
  const sources = new Map<DemoImageSlug, Promise<Buffer>>();
  const encoded = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let cachedBytes = 0;
  const stats = { renders: 0, hits: 0 };

  /** The source, read once and checked against the hash its urls carry. */
  const source = (slug: DemoImageSlug): Promise<Buffer> => {
    let loading = sources.get(slug);
    if (!loading) {
      loading = readFile(join(dir, `${slug}.webp`)).then((bytes) => {
        const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
        if (hash !== demoImageFiles[slug].hash) {
          throw new Error(`demo image ${slug} differs from demo/content/imageFiles.ts`);
        }
        return bytes;
      });
      loading.catch(() => sources.delete(slug));
      sources.set(slug, loading);
    }
    return loading;
  };

  const keep = (key: string, body: Buffer) => {
    encoded.set(key, body);
    cachedBytes += body.length;
    for (const [oldest, bytes] of encoded) {
      if (cachedBytes <= maxCacheBytes) break;
      encoded.delete(oldest);
      cachedBytes -= bytes.length;
    }
  };

  const encode = async (slug: DemoImageSlug, plan: ImagePlan): Promise<Buffer> => {
    stats.renders += 1;
    const image = sharp(await source(slug), { failOn: 'error' })
      .resize(plan.width, plan.height, { fit: plan.crop ? 'cover' : 'fill' })
      .timeout({ seconds: RENDER_TIMEOUT_SECONDS });
    return plan.format === 'webp'
      ? image.webp({ quality: plan.quality, effort: 4 }).toBuffer()
      : image
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: plan.quality, mozjpeg: true })
          .toBuffer();
  };

  return {
    stats,
    async render(slug: DemoImageSlug, plan: ImagePlan): Promise<RenderedImage> {
      const key = variantKey(slug, plan);
      const hit = encoded.get(key);
      if (hit) {
        // Most recently used last: the budget removes from the front.
        encoded.delete(key);
        encoded.set(key, hit);
        stats.hits += 1;
        return { body: hit, cached: true };
      }
      const running = pending.get(key);
      if (running) return { body: await running, cached: true };
      const encoding = encode(slug, plan)
        .then((body) => {
          keep(key, body);
          return body;
        })
        .finally(() => pending.delete(key));
      pending.set(key, encoding);
      return { body: await encoding, cached: false };
    },
    get cachedBytes() {
      return cachedBytes;
    },
  };
}

export type ImageService = ReturnType<typeof createImageService>;
