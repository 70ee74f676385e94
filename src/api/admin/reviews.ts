import type {
  Profession,
  RevealedSsn,
  ReviewDecisionBody,
  ReviewDetail,
  ReviewPage,
  ReviewState,
} from '@/contract';
import type { ApiClient } from '../client';

export interface ReviewList {
  /** A review state, or 'open' (submitted, in review, notice: the default). */
  state?: ReviewState | 'open';
  profession?: Profession;
  limit?: number;
  offset?: number;
}

/**
 * The review queue and one review: GET /v1/admin/reviews?state=&profession= (oldest first,
 * paged), GET /v1/admin/reviews/{id}, POST …/start (claims it), POST …/decisions (clear, notice,
 * confirm, withdraw) and POST …/ssn (the last four digits, audited). Start and decisions answer
 * the review as it now is.
 */
export const adminReviewsApi = (client: ApiClient) => ({
  list: ({ state, profession, limit, offset }: ReviewList = {}): Promise<ReviewPage> =>
    client.request<ReviewPage>('/v1/admin/reviews', {
      query: { state, profession, limit, offset },
    }),
  get: (id: number): Promise<ReviewDetail> =>
    client.request<ReviewDetail>(`/v1/admin/reviews/${id}`),
  start: (id: number): Promise<ReviewDetail> =>
    client.request<ReviewDetail>(`/v1/admin/reviews/${id}/start`, { method: 'POST' }),
  decide: (id: number, body: ReviewDecisionBody): Promise<ReviewDetail> =>
    client.request<ReviewDetail>(`/v1/admin/reviews/${id}/decisions`, { method: 'POST', body }),
  revealSsn: (id: number): Promise<RevealedSsn> =>
    client.request<RevealedSsn>(`/v1/admin/reviews/${id}/ssn`, { method: 'POST' }),
});

export type AdminReviewsApi = ReturnType<typeof adminReviewsApi>;
