import type { VerificationList } from '@/contract';
import type { ApiClient } from './client';

/** /v1/profiles/{id}/verifications: the receipts of a profile's badges. */
export const verificationsApi = (client: ApiClient) => ({
  list: (memberId: number): Promise<VerificationList> =>
    client.request<VerificationList>(`/v1/profiles/${memberId}/verifications`),
});

export type VerificationsApi = ReturnType<typeof verificationsApi>;
