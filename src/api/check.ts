import type { MyCheck, NoticeResponseBody } from '@/contract';
import type { ApiClient } from './client';

/**
 * /v1/user/check: the member's background check as they may see it (their latest review, or
 * null before submitting), their answer to an adverse notice, and a request for a re-review.
 */
export const checkApi = (client: ApiClient) => ({
  get: (): Promise<MyCheck | null> => client.request<MyCheck | null>('/v1/user/check'),

  /** Answers a running notice, once; answers the check with the response stored. */
  respond: (body: NoticeResponseBody): Promise<MyCheck> =>
    client.request<MyCheck>('/v1/user/check/response', { method: 'POST', body }),

  /** After an adverse decision, once: opens a new review; answers the check it opened. */
  requestReReview: (): Promise<MyCheck> =>
    client.request<MyCheck>('/v1/user/check/rereview', { method: 'POST' }),
});

export type CheckApi = ReturnType<typeof checkApi>;
