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
 * The search a URL query describes, read leniently with the contract's schema (a value it
 * refuses is ignored); undefined when the URL holds none. Suspends while the schema loads.
 */
export function useUrlSearch(queryKey: string): SearchDraft | undefined {
  const read =
    queryKey === '' ? undefined : (schemas ?? use(loadSearchSchema())).readProfileSearchQuery;
  return useMemo(() => {
    const query = read?.(new URLSearchParams(queryKey));
    return query && draftOf(query);
  }, [read, queryKey]);
}
