import {
  TOKEN_PATH,
  toPasswordGrantBody,
  type AuthRecord,
  type LoginForm,
  type PasswordResetBody,
  type PasswordResetTokenBody,
  type TokenClaims,
} from '@/contract';
import type { ApiClient } from './client';
import { toAuthRecord } from './storage';

export interface ResetPasswordInput {
  token: string;
  password: string;
}

/** POST/GET/DELETE /v1/oauth/token and the password-reset pair (spec 7). */
export const authApi = (client: ApiClient) => ({
  /** Password grant; the answer is stored as the auth record (spec 7). */
  async login(form: LoginForm): Promise<AuthRecord> {
    const answer = await client.request<unknown>(TOKEN_PATH, {
      method: 'POST',
      body: toPasswordGrantBody(form, client.credentials),
    });
    const record = toAuthRecord(answer);
    client.signIn(record);
    return record;
  },

  /** Checks the stored token is valid; answers its claims. */
  verify: (): Promise<TokenClaims> => client.request<TokenClaims>(TOKEN_PATH),

  /** Ends the server session (revokes the refresh token). */
  logout: (): Promise<void> => client.request<void>(TOKEN_PATH, { method: 'DELETE' }),

  /** Starts a reset; answers 204 whether or not the e-mail exists. */
  requestPasswordReset(email: string): Promise<void> {
    const body: PasswordResetTokenBody = { ...client.credentials, username: email };
    return client.request<void>('/v1/users/password/token', { method: 'POST', body });
  },

  resetPassword(input: ResetPasswordInput): Promise<void> {
    const body: PasswordResetBody = { ...client.credentials, ...input };
    return client.request<void>('/v1/users/password', { method: 'POST', body });
  },
});

export type AuthApi = ReturnType<typeof authApi>;
