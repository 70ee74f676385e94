import type { ReportDecisionBody, ReportItem, ReportPage, ReportState } from '@/contract';
import type { ApiClient } from '../client';

export interface ReportList {
  state?: ReportState;
  limit?: number;
  offset?: number;
}

/**
 * The reports queue: GET /v1/admin/reports?state= (oldest first, paged) and
 * POST /v1/admin/reports/{id}/decisions, which answers the report as decided.
 */
export const adminReportsApi = (client: ApiClient) => ({
  list: ({ state, limit, offset }: ReportList = {}): Promise<ReportPage> =>
    client.request<ReportPage>('/v1/admin/reports', { query: { state, limit, offset } }),
  decide: (id: number, body: ReportDecisionBody): Promise<ReportItem> =>
    client.request<ReportItem>(`/v1/admin/reports/${id}/decisions`, { method: 'POST', body }),
});

export type AdminReportsApi = ReturnType<typeof adminReportsApi>;
