import { use, useMemo } from 'react';
import { ALL, toProfileSearchParams, type ProfileSearchQuery } from '@/contract';
import type * as searchSchemas from '@/contract/schemas/profileSearch';

type SearchSchemas = typeof searchSchemas;

/** What the form edits: a search's filters (the contract's query without its paging). */
export type SearchDraft = Omit<ProfileSearchQuery, 'limit' | 'offset'>;

/** Nothing chosen. Its field order is the URL's, whatever order a draft was filled in. */
export const emptyDraft: SearchDraft = {
  profession: undefined,
  expertise: undefined,
  region: undefined,
  experienceYears: undefined,
  licensedIn: undefined,
  searchByRegion: false,
};

/** The draft of a search: its filters, in the URL's order. */
const draftOf = ({
  limit: _limit,
  offset: _offset,
  ...filters
}: ProfileSearchQuery): SearchDraft => ({
  ...emptyDraft,
  ...filters,
});

/**
 * The URL of a search: the contract's params of its draft, and always the region (ALL when
 * none), so that a URL after a search says so even when nothing was chosen.
 */
export function searchUrlOf(draft: SearchDraft): URLSearchParams {
  const params = toProfileSearchParams(draft);
  return new URLSearchParams({ ...params, region: params.region ?? ALL });
}

// The contract's schema brings zod (about 30 KB gzip), which the community page does not load
// otherwise: it is fetched once a URL holds a query, or the member starts choosing filters.
let schemas: SearchSchemas | undefined;
let loading: Promise<SearchSchemas> | undefined;
export const loadSearchSchema = (): Promise<SearchSchemas> =>
  (loading ??= import('@/contract/schemas/profileSearch').then((module) => (schemas = module)));

/**
 * Suspends while the schema that reads a URL's search loads, when `queryKey` holds one. Call it
 * last in its component, after every hook: React replays a component that suspended, and once
 * the schema has loaded the replay skips this `use`; a hook after it would then fail (React
 * error 467, "Update hook called on initial render", seen in CI).
 */
export function useSearchSchema(queryKey: string): void {
  if (queryKey !== '' && schemas === undefined) use(loadSearchSchema());
}

/**
 * The search a URL query describes, read leniently with the contract's schema (a value it
 * refuses is ignored); undefined when the URL holds none. A component above has waited for the
 * schema (useSearchSchema).
 */
export function useUrlSearch(queryKey: string): SearchDraft | undefined {
  const read = queryKey === '' ? undefined : schemas?.readProfileSearchQuery;
  return useMemo(() => {
    const query = read?.(new URLSearchParams(queryKey));
    return query && draftOf(query);
  }, [read, queryKey]);
}

/** The search that form fields named as the URL's parameters describe, read as a URL is. */
export async function readSearchDraft(params: URLSearchParams): Promise<SearchDraft> {
  const query = (await loadSearchSchema()).readProfileSearchQuery(params);
  return query ? draftOf(query) : emptyDraft;
}
