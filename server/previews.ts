import type { AppContext } from './context';
import {
  API_BASE_PATH,
  idParamSchema,
  imageVariantPath,
  PRODUCT_NAME,
  professionLabels,
  regionNames,
  type ImageWidth,
  type Profession,
  type RegionCode,
} from './contract';
import { headElement, type PageHead } from './html';

// Link previews (Open Graph and Twitter cards): what a chat or a social network shows for a
// shared link, read from the HTML without running the SPA. A published member's profile
// previews as that member; every other page as the product. Contact details are never here:
// they are not public (docs/architecture.md "member contact details"), and a preview is read by anyone.

/** Spec 2 and 9: "Social image size 1200 by 630". */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const;
/** The product's own preview image, in public/ (drawn by scripts/social-image.mjs). */
export const SOCIAL_IMAGE_PATH = '/social-image.png';
/** The cover variant drawn at the social image's size; JPEG, since many crawlers skip WebP. */
const COVER_WIDTH = SOCIAL_IMAGE.width satisfies ImageWidth<'covers'>;
const DESCRIPTION_MAX = 160;

const PROFILE_PATH = /^\/profile\/([^/]+)\/?$/;

/** The member id of a /profile/{id} page path; undefined for another path or a bad id. */
export function profileIdOf(path: string): number | undefined {
  const segment = PROFILE_PATH.exec(path)?.[1];
  const id = idParamSchema.safeParse(segment);
  return segment !== undefined && id.success ? id.data : undefined;
}

/** Spec 2's titles: 'page name | the product' (as the SPA's pageTitle()). */
const pageTitle = (name: string) => `${name} | ${PRODUCT_NAME}`;

/** Cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const boundary = cut.lastIndexOf(' ');
  return `${(boundary > max / 2 ? cut.slice(0, boundary) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

interface Preview {
  title: string;
  documentTitle: string;
  description: string;
  type: 'website' | 'profile';
  image: string;
  url?: string;
  extra?: Record<string, string>;
}

function toHead(preview: Preview): PageHead {
  const property = (name: string, content: string) =>
    headElement('meta', { property: name, content });
  return {
    title: preview.documentTitle,
    description: preview.description,
    elements: [
      property('og:site_name', PRODUCT_NAME),
      property('og:type', preview.type),
      property('og:title', preview.title),
      property('og:description', preview.description),
      ...(preview.url ? [property('og:url', preview.url)] : []),
      property('og:image', preview.image),
      property('og:image:width', String(SOCIAL_IMAGE.width)),
      property('og:image:height', String(SOCIAL_IMAGE.height)),
      ...Object.entries(preview.extra ?? {}).map(([name, content]) => property(name, content)),
      headElement('meta', { name: 'twitter:card', content: 'summary_large_image' }),
    ],
  };
}

/** The head of every page that is not a published member's profile. */
export function genericHead(baseUrl: string, description: string): PageHead {
  return toHead({
    title: PRODUCT_NAME,
    documentTitle: PRODUCT_NAME,
    description,
    type: 'website',
    image: `${baseUrl}${SOCIAL_IMAGE_PATH}`,
  });
}

/**
 * The head for a page path: a published member's preview for /profile/{id}, else the generic
 * one. An id that is not a canonical member id answers the generic head without a query; a
 * profile costs one query, by the same visibility rule as GET /v1/profiles/{id} (for a visitor
 * who is not signed in, as a crawler is).
 */
export async function pageHead(
  ctx: Pick<AppContext, 'repos' | 'config'>,
  path: string,
  genericDescription: string,
): Promise<PageHead> {
  const baseUrl = ctx.config.publicBaseUrl;
  const generic = () => genericHead(baseUrl, genericDescription);
  const id = profileIdOf(path);
  if (id === undefined) return generic();
  const row = await ctx.repos.profiles.findVisible(id);
  if (!row) return generic();

  const name = `${row.firstName} ${row.lastName}`.trim();
  const place = [row.city, row.region ? regionNames[row.region as RegionCode] : null]
    .filter(Boolean)
    .join(', ');
  const facts = [row.profession ? professionLabels[row.profession as Profession] : null, place]
    .filter(Boolean)
    .join(' · ');
  const about = row.summary?.trim() || row.bio?.trim() || '';
  const description = clip([facts, about].filter(Boolean).join('. ')) || genericDescription;
  const head = toHead({
    title: name,
    documentTitle: pageTitle(name),
    description,
    type: 'profile',
    url: `${baseUrl}/profile/${row.id}`,
    image: row.cover
      ? `${baseUrl}${API_BASE_PATH}/uploads/${imageVariantPath(row.cover, COVER_WIDTH, 'jpg')}`
      : `${baseUrl}${SOCIAL_IMAGE_PATH}`,
    extra: { 'profile:first_name': row.firstName, 'profile:last_name': row.lastName },
  });
  // The profile the page shows, asked for as the page arrives rather than once the SPA has run:
  // the SPA's own request for it (a visitor's, without a token) takes the preloaded answer.
  head.elements.push(
    headElement('link', {
      rel: 'preload',
      as: 'fetch',
      crossorigin: 'anonymous',
      href: `${API_BASE_PATH}/v1/profiles/${row.id}`,
    }),
  );
  return head;
}
