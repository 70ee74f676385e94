import type {
  AccountDeletionBody,
  AccountExport,
  EmailChangeBody,
  EmailChangeStarted,
  EmailConfirmed,
  EmailRestored,
  EmailRestorePreview,
  VerificationSent,
} from '@/contract';
import type { ApiClient } from './client';

/**
 * The account (issue 23): /v1/user/verification (resend, confirm), /v1/user/email (change,
 * confirm, restore), /v1/user/export and /v1/user/deletion. The confirmations need no sign-in:
 * the e-mailed token is the proof.
 */
export const accountApi = (client: ApiClient) => ({
  resendVerification: (): Promise<VerificationSent> =>
    client.request<VerificationSent>('/v1/user/verification', { method: 'POST' }),
  confirmVerification: (token: string): Promise<EmailConfirmed> =>
    client.request<EmailConfirmed>(`/v1/user/verification/${encodeURIComponent(token)}`, {
      method: 'POST',
    }),
  startEmailChange: (body: EmailChangeBody): Promise<EmailChangeStarted> =>
    client.request<EmailChangeStarted>('/v1/user/email', { method: 'POST', body }),
  confirmEmailChange: (token: string): Promise<EmailConfirmed> =>
    client.request<EmailConfirmed>(`/v1/user/email/${encodeURIComponent(token)}`, {
      method: 'POST',
    }),
  /** What the notice's "This wasn't me" link would restore (issue 38 §4); changes nothing. */
  previewEmailRestore: (token: string): Promise<EmailRestorePreview> =>
    client.request<EmailRestorePreview>(`/v1/user/email/restore/${encodeURIComponent(token)}`),
  restoreEmail: (token: string): Promise<EmailRestored> =>
    client.request<EmailRestored>(`/v1/user/email/restore/${encodeURIComponent(token)}`, {
      method: 'POST',
    }),
  exportData: (): Promise<AccountExport> => client.request<AccountExport>('/v1/user/export'),
  deleteAccount: (body: AccountDeletionBody): Promise<void> =>
    client.request<void>('/v1/user/deletion', { method: 'POST', body }),
});

export type AccountApi = ReturnType<typeof accountApi>;
