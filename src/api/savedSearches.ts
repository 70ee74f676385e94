import type { SavedSearch, SavedSearchPatchBody, SavedSearchQuery } from '@/contract';
import type { ApiClient } from './client';

/** /v1/user/searches: the member's saved community searches (issue 23). */
export const savedSearchesApi = (client: ApiClient) => ({
  /** Newest first, each with how many members match now and how many are new. */
  list: (): Promise<SavedSearch[]> => client.request<SavedSearch[]>('/v1/user/searches'),
  save: (body: { name: string; query: SavedSearchQuery }): Promise<SavedSearch> =>
    client.request<SavedSearch>('/v1/user/searches', { method: 'POST', body }),
  rename: (id: number, body: SavedSearchPatchBody): Promise<SavedSearch> =>
    client.request<SavedSearch>(`/v1/user/searches/${id}`, { method: 'PATCH', body }),
  /** The member ran it: its matches so far are no longer new. */
  opened: (id: number): Promise<SavedSearch> =>
    client.request<SavedSearch>(`/v1/user/searches/${id}/opened`, { method: 'POST' }),
  remove: (id: number): Promise<void> =>
    client.request<void>(`/v1/user/searches/${id}`, { method: 'DELETE' }),
});

export type SavedSearchesApi = ReturnType<typeof savedSearchesApi>;
