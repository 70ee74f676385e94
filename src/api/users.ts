import type { CreateUserBody, User, UserPatch } from '@/contract';
import type { ApiClient } from './client';

/** POST /v1/users, GET and PATCH /v1/user (spec 7). */
export const usersApi = (client: ApiClient) => ({
  create: (body: CreateUserBody): Promise<User> =>
    client.request<User>('/v1/users', { method: 'POST', body }),

  me: (): Promise<User> => client.request<User>('/v1/user'),

  /** Partial fields, e.g. an avatar upload key, or a password change. */
  update: (patch: UserPatch): Promise<User> =>
    client.request<User>('/v1/user', { method: 'PATCH', body: patch }),
});

export type UsersApi = ReturnType<typeof usersApi>;
