import type { LicenceDecisionBody, LicenceItem, LicencePage, VerificationState } from '@/contract';
import type { ApiClient } from '../client';

export interface LicenceList {
  state?: VerificationState;
  limit?: number;
  offset?: number;
}

/**
 * The licence ledger (issue 24): GET /v1/admin/licences?state= (oldest change first, paged)
 * and POST /v1/admin/licences/{id}/decision, which answers the licence as decided.
 */
export const adminLicencesApi = (client: ApiClient) => ({
  list: ({ state, limit, offset }: LicenceList = {}): Promise<LicencePage> =>
    client.request<LicencePage>('/v1/admin/licences', { query: { state, limit, offset } }),
  decide: (id: number, body: LicenceDecisionBody): Promise<LicenceItem> =>
    client.request<LicenceItem>(`/v1/admin/licences/${id}/decision`, { method: 'POST', body }),
});

export type AdminLicencesApi = ReturnType<typeof adminLicencesApi>;
