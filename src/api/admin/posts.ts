import type { PostDecisionBody, PostItem, PostPage, PostState } from '@/contract';
import type { ApiClient } from '../client';

export interface PostList {
  state?: PostState;
  limit?: number;
  offset?: number;
}

/**
 * The posted links' moderation queue: GET /v1/admin/posts?state= (oldest first, paged) and
 * POST /v1/admin/posts/{id}/decisions, which answers the post as decided.
 */
export const adminPostsApi = (client: ApiClient) => ({
  list: ({ state, limit, offset }: PostList = {}): Promise<PostPage> =>
    client.request<PostPage>('/v1/admin/posts', { query: { state, limit, offset } }),
  decide: (id: number, body: PostDecisionBody): Promise<PostItem> =>
    client.request<PostItem>(`/v1/admin/posts/${id}/decisions`, { method: 'POST', body }),
});

export type AdminPostsApi = ReturnType<typeof adminPostsApi>;
