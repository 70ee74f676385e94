import { demoImageFiles, type DemoImageSlug } from './imageFiles';

// The demo content's image fields, in the content service's shape: what @prismicio/client's
// image helpers read (url, alt, dimensions; id, edit and copyright as the service sends them).
// A document holds the file name; the engine makes it absolute (the srcset helpers add their
// imgix parameters to an absolute url) against the images path beside the content endpoint.

export { demoImageFiles, type DemoImageSlug };

export interface ServiceImageField {
  id: string;
  url: string;
  alt: string | null;
  copyright: string | null;
  dimensions: { width: number; height: number };
  edit: { x: number; y: number; zoom: number; background: string };
}

/** What the service's image CDN puts on every image url. */
export const DEMO_IMAGE_QUERY = 'auto=format,compress';

/** `<slug>.<hash>.webp`: the hash changes with the drawing, so a name is cached for good. */
export const demoImageFileName = (slug: DemoImageSlug): string =>
  `${slug}.${demoImageFiles[slug].hash}.webp`;

/** The image field of a demo document; its url is relative until the engine serves it. */
export function demoImage(slug: DemoImageSlug): ServiceImageField {
  const file = demoImageFiles[slug];
  return {
    id: `demo-${slug}`,
    url: `${demoImageFileName(slug)}?${DEMO_IMAGE_QUERY}`,
    alt: file.alt,
    copyright: null,
    dimensions: { width: file.width, height: file.height },
    edit: { x: 0, y: 0, zoom: 1, background: 'transparent' },
  };
}

/** The images path beside a content endpoint: …/api/content/api/v2 -> …/api/content/images. */
export const imagesBaseOf = (endpoint: string): string =>
  endpoint.replace(/\/api\/v2\/?$/, '/images');

/** The slug of a served name (`<slug>.<hash>.webp`), or undefined for any other name. */
export function demoImageSlugOf(name: string): DemoImageSlug | undefined {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.([0-9a-f]{10})\.webp$/.exec(name);
  if (!match) return undefined;
  const slug = match[1] as DemoImageSlug;
  return Object.hasOwn(demoImageFiles, slug) && demoImageFiles[slug].hash === match[2]
    ? slug
    : undefined;
}

/** A document's data with its image url made absolute (other fields as they are). */
export function withAbsoluteImage(data: unknown, imagesBase: string): unknown {
  if (!data || typeof data !== 'object' || !('image' in data)) return data;
  const image = (data as { image?: { url?: unknown } }).image;
  if (!image || typeof image.url !== 'string' || /^[a-z]+:/i.test(image.url)) return data;
  return { ...data, image: { ...image, url: `${imagesBase}/${image.url}` } };
}
