import {
  createApiClient,
  createApiWith,
  createMemoryLocks,
  createMemoryStorage,
  type ApiClientOptions,
  type LockManagerLike,
  type StorageLike,
} from '@/api';
import { clientCredentials, createRootStore, type RootStoreEnv } from '@/models';

/** Where the MSW node server answers: Node has no page origin for '/api'. */
export const TEST_BASE_URL = 'http://localhost/api';

export interface TestEnvOptions extends Partial<ApiClientOptions> {
  storage?: StorageLike;
  locks?: LockManagerLike;
}

export function clientOptions(options: TestEnvOptions = {}): ApiClientOptions {
  return {
    credentials: clientCredentials(),
    baseURL: TEST_BASE_URL,
    storage: options.storage ?? createMemoryStorage(),
    locks: options.locks ?? createMemoryLocks(),
    // No real waiting between retries unless a test asks for it.
    sleep: () => Promise.resolve(),
    ...options,
  };
}

export const createTestClient = (options: TestEnvOptions = {}) =>
  createApiClient(clientOptions(options));

export const TEST_CONTENT_ENDPOINT = 'http://localhost/api/content/api/v2';

export function createTestEnv(options: TestEnvOptions = {}): RootStoreEnv {
  const resolved = clientOptions(options);
  return {
    api: createApiWith({ ...resolved, content: { endpoint: TEST_CONTENT_ENDPOINT } }),
    storage: resolved.storage,
  };
}

export const createTestStore = (options: TestEnvOptions = {}) =>
  createRootStore(createTestEnv(options));
