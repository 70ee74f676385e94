import type {
  SecondFactorEnrolment,
  SecondFactorPassed,
  SecondFactorRecoveryCodes,
  SecondFactorStatus,
} from '@/contract';
import type { ApiClient } from '../client';

/** The operator's second factor (/v1/admin/second-factor): the one admin API open before it. */
export const adminSecondFactorApi = (client: ApiClient) => ({
  status: (): Promise<SecondFactorStatus> =>
    client.request<SecondFactorStatus>('/v1/admin/second-factor'),
  startEnrolment: (): Promise<SecondFactorEnrolment> =>
    client.request<SecondFactorEnrolment>('/v1/admin/second-factor/enrolment', {
      method: 'POST',
    }),
  confirmEnrolment: (code: string): Promise<SecondFactorRecoveryCodes> =>
    client.request<SecondFactorRecoveryCodes>('/v1/admin/second-factor/enrolment/confirm', {
      method: 'POST',
      body: { code },
    }),
  challenge: (code: string): Promise<SecondFactorPassed> =>
    client.request<SecondFactorPassed>('/v1/admin/second-factor/challenge', {
      method: 'POST',
      body: { code },
    }),
});

export type AdminSecondFactorApi = ReturnType<typeof adminSecondFactorApi>;
