import type { ReportBody, ReportReceipt } from '@/contract';
import type { ApiClient } from './client';

/** POST /v1/profiles/{id}/reports: 'Report this profile' (signed in, another member's). */
export const reportsApi = (client: ApiClient) => ({
  create: (memberId: number, body: ReportBody): Promise<ReportReceipt> =>
    client.request<ReportReceipt>(`/v1/profiles/${memberId}/reports`, { method: 'POST', body }),
});

export type ReportsApi = ReturnType<typeof reportsApi>;
