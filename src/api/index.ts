import { authApi } from './auth';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';
import { usersApi } from './users';

export * from './client';
export * from './errors';
export * from './locks';
export * from './storage';
export type { AuthApi, ResetPasswordInput } from './auth';
export type { UsersApi } from './users';

/** Every endpoint function, bound to one client. */
export const createApi = (client: ApiClient) => ({
  client,
  auth: authApi(client),
  users: usersApi(client),
});

export type Api = ReturnType<typeof createApi>;

export const createApiWith = (options: ApiClientOptions): Api =>
  createApi(createApiClient(options));
