import {
  createClient,
  ForbiddenError,
  NotFoundError,
  ParsingError,
  PrismicError,
  RefNotFoundError,
  type Client,
  type Ordering,
} from '@prismicio/client';
import type { ZodType } from 'zod';
import {
  communityUserIdsSchema,
  contentAlertSchema,
  featuredMemberIds,
  legalDocumentSchema,
  liveEventSchema,
  resourceItemSchema,
  vendorSchema,
  type ContentAlert,
  type LegalDocument,
  type LegalUid,
  type LiveEvent,
  type ResourceItem,
  type Vendor,
} from '@/contract';
import { config } from '@/lib/config';
import { ApiError, toApiError } from './errors';

// The hosted content service (spec 7 "Content service") through its own client, which pages
// 100 documents at a time with a 500 ms pause between pages and caches the repository info
// (refs) for 5 s. By default the API server serves bundled content at the same origin.

import { type ContentApiOptions, type ContentDocument } from './contentTypes';

const byFirstPublication = (direction: 'asc' | 'desc'): Ordering[] => [
  { field: 'document.first_publication_date', direction },
];

const absolute = (endpoint: string): string => {
  if (/^https?:\/\//i.test(endpoint)) return endpoint;
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  if (!origin) throw new Error(`The content endpoint ${endpoint} needs an origin`);
  return new URL(endpoint, origin).toString();
};

/** Spec 8's content errors as ApiErrors, keeping the service's own wording. */
export const toContentError = (error: unknown): ApiError => {
  if (error instanceof PrismicError) {
    const body = (error.response ?? {}) as { message?: unknown; error?: unknown };
    const said = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
    if (error instanceof RefNotFoundError) {
      return new ApiError({
        kind: 'CLIENT',
        status: 404,
        code: 'ResourceNotFound',
        data: body,
        message: said(body.message) ?? 'Ref could not be found.',
      });
    }
    if (error instanceof ForbiddenError) {
      const message = said(body.error) ?? said(body.message) ?? error.message;
      return new ApiError({ kind: 'CLIENT', status: 403, code: 'Forbidden', data: body, message });
    }
    if (error instanceof NotFoundError) {
      return new ApiError({
        kind: 'CLIENT',
        status: 404,
        code: 'ResourceNotFound',
        data: body,
        message: error.message,
      });
    }
    if (error instanceof ParsingError) {
      return new ApiError({
        kind: 'CLIENT',
        status: 400,
        code: 'InvalidRequest',
        data: body,
        message: error.message,
      });
    }
    // Other statuses and unreadable bodies: 'An invalid API response was returned'.
    return new ApiError({ kind: 'SERVER', data: error.response, message: error.message });
  }
  return toApiError(error);
};

/** Keeps the documents whose data reads as `schema`: one bad CMS entry must not blank a page. */
const readAll =
  <T>(schema: ZodType<T>) =>
  (
    documents: Array<{
      id: string;
      uid?: string | null;
      first_publication_date: string;
      data: unknown;
    }>,
  ) =>
    documents.flatMap((doc): Array<ContentDocument<T>> => {
      const parsed = schema.safeParse(doc.data);
      return parsed.success
        ? [
            {
              id: doc.id,
              uid: doc.uid ?? null,
              firstPublished: doc.first_publication_date,
              data: parsed.data,
            },
          ]
        : [];
    });

/** The content client itself; `contentApi` in ./content loads this module on first use. */
export function contentService(options: ContentApiOptions = {}) {
  const configured = options.endpoint ?? config.contentEndpoint;
  let client: Client | undefined;
  // @prismicio/client shares an identical GET in flight across every client of the page, keyed
  // by URL and signal. A signal of this service's own keeps that sharing inside one store: a
  // request another store left hanging (a story of a loading state) is never this one's answer.
  const own = new AbortController();
  // Made on first use: the page origin is only needed once content is asked for.
  const cms = (): Client =>
    (client ??= createClient('guildhall', {
      documentAPIEndpoint: absolute(configured),
      fetch: (input, init) => (options.fetch ?? globalThis.fetch)(input, init),
      fetchOptions: { signal: own.signal },
    }));

  const run = async <T>(query: () => Promise<T>): Promise<T> => {
    try {
      return await query();
    } catch (error) {
      throw toContentError(error);
    }
  };

  const allOfType = <T>(type: string, schema: ZodType<T>, orderings?: Ordering[]) =>
    run(() => cms().getAllByType(type, orderings ? { orderings } : {})).then(readAll(schema));

  return {
    efficiency: (): Promise<Array<ContentDocument<ResourceItem>>> =>
      allOfType('efficiency', resourceItemSchema, byFirstPublication('asc')),
    marketingHelp: (): Promise<Array<ContentDocument<ResourceItem>>> =>
      allOfType('marketing_help', resourceItemSchema, byFirstPublication('asc')),
    technologyHelp: (): Promise<Array<ContentDocument<ResourceItem>>> =>
      allOfType('technology_help', resourceItemSchema, byFirstPublication('asc')),
    vendors: (): Promise<Array<ContentDocument<Vendor>>> =>
      allOfType('vendors', vendorSchema, byFirstPublication('desc')),
    liveEvents: (): Promise<Array<ContentDocument<LiveEvent>>> =>
      allOfType('liveevents', liveEventSchema, byFirstPublication('desc')),
    alerts: (): Promise<Array<ContentDocument<ContentAlert>>> =>
      allOfType('alerts', contentAlertSchema),
    /** Featured member ids from the newest community_users_ids document. */
    async featuredMemberIds(): Promise<number[]> {
      const documents = await allOfType(
        'community_users_ids',
        communityUserIdsSchema,
        byFirstPublication('desc'),
      );
      return documents[0] ? featuredMemberIds(documents[0].data) : [];
    },
    /** A legal page (privacy or terms); 'No documents were returned' when it is missing. */
    async legal(uid: LegalUid): Promise<LegalDocument> {
      const doc = await run(() => cms().getByUID('legal', uid));
      const parsed = legalDocumentSchema.safeParse(doc.data);
      if (!parsed.success) {
        throw new ApiError({ kind: 'SERVER', message: 'An invalid API response was returned' });
      }
      return parsed.data;
    },
  };
}

export type ContentService = ReturnType<typeof contentService>;
