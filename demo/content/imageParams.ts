import { z } from 'zod';

// The query an image url may carry: the subset of the content service's image CDN (imgix)
// that @prismicio/client's helpers write. asImageWidthSrcSet sets `width` per srcset entry,
// asImagePixelDensitySrcSet sets `dpr`, asImageSrc passes what it is given (w, h, fit, fm, q),
// and the service puts `auto=format,compress` on every url. Anything else is refused, so the
// image service's cache holds a bounded set of sizes. The server and the MSW handlers both
// check urls with it, so a story shows a refused url as a broken image, as the server would.

/** Widths (and heights) in CSS pixels; the srcset widths of spec 9 are inside it. */
export const IMAGE_SIZE_RANGE = { min: 16, max: 3840 } as const;
/** Spec 9's pixel densities. */
export const IMAGE_DENSITIES = ['1', '2', '3'] as const;

const whole = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, { error: `${name} must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `${name} must be a whole number from ${min} to ${max}`,
    });

const size = (name: string) => whole(name, IMAGE_SIZE_RANGE.min, IMAGE_SIZE_RANGE.max).optional();

export const imageQuerySchema = z
  .strictObject(
    {
      w: size('w'),
      width: size('width'),
      h: size('h'),
      height: size('height'),
      dpr: z.enum(IMAGE_DENSITIES, { error: 'dpr must be 1, 2 or 3' }).transform(Number).optional(),
      fit: z.enum(['clip', 'max', 'crop'], { error: 'fit must be clip, max or crop' }).optional(),
      fm: z.enum(['webp', 'jpg', 'jpeg'], { error: 'fm must be webp, jpg or jpeg' }).optional(),
      q: whole('q', 1, 100).optional(),
      auto: z
        .string()
        .refine(
          (value) => value.split(',').every((part) => part === 'format' || part === 'compress'),
          {
            error: 'auto must list format and/or compress',
          },
        )
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown image parameter: ${issue.keys.join(', ')}`
          : undefined,
    },
  )
  .refine((query) => !(query.w && query.width) && !(query.h && query.height), {
    error: 'Give w or width, and h or height, not both',
  })
  .refine(
    (query) => query.fit !== 'crop' || ((query.w ?? query.width) && (query.h ?? query.height)),
    {
      error: 'fit=crop needs a width and a height',
    },
  );

export type ImageQuery = z.output<typeof imageQuerySchema>;

/** The query of an image url, or the first problem with it (a repeated parameter is one). */
export function readImageQuery(
  params: URLSearchParams,
): { query: ImageQuery; message?: undefined } | { message: string } {
  const query = Object.create(null) as Record<string, string>;
  for (const [key, value] of params) {
    if (Object.hasOwn(query, key)) return { message: `Give ${key} once` };
    query[key] = value;
  }
  const parsed = imageQuerySchema.safeParse(query);
  return parsed.success
    ? { query: parsed.data }
    : { message: parsed.error.issues[0]?.message ?? 'Invalid image parameters' };
}
