import type { WatchEntry, WatchListItem } from '@/contract';
import type { ApiClient } from './client';

/** /v1/user/watching: the watch list, and watch/stop watching/verify one member. */
export const watchApi = (client: ApiClient) => ({
  list: (): Promise<WatchListItem[]> => client.request<WatchListItem[]>('/v1/user/watching'),
  watch: (id: number): Promise<WatchEntry> =>
    client.request<WatchEntry>(`/v1/user/watching/${id}`, { method: 'PUT' }),
  unwatch: (id: number): Promise<WatchEntry> =>
    client.request<WatchEntry>(`/v1/user/watching/${id}`, { method: 'DELETE' }),
  get: (id: number): Promise<WatchEntry> => client.request<WatchEntry>(`/v1/user/watching/${id}`),
});

export type WatchApi = ReturnType<typeof watchApi>;
