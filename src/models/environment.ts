import { getEnv, types } from 'mobx-state-tree';
import {
  createApiWith,
  createMemoryLocks,
  createMemoryStorage,
  type Api,
  type CreateApiOptions,
  type LockManagerLike,
  type StorageLike,
} from '@/api';
import { config } from '@/lib/config';

/**
 * What a RootStore gets from whoever creates it (the app, a story, a test) through the MST
 * environment, so that no store reaches for a global.
 */
export interface RootStoreEnv {
  readonly api: Api;
  /** Where the auth record lives; init() also sweeps its 'persist*' keys. */
  readonly storage: StorageLike;
  /** The clock of completion rules (open positions run to "now"). */
  readonly now?: () => Date;
}

/** The SPA's OAuth client (README: CLIENT_ID, CLIENT_SECRET; run-time, else the build's). */
export const clientCredentials = () => ({
  clientId: config.clientId,
  clientSecret: config.clientSecret,
});

const browserStorage = (): StorageLike | undefined => {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    // Storage can be blocked (privacy settings); the session then lasts as long as the tab.
    return undefined;
  }
};

const browserLocks = (): LockManagerLike | undefined =>
  (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;

/**
 * The environment of the real app: the api at /api, local storage, and the Web Locks API
 * shared by every tab. Each missing browser piece falls back to an in-memory one.
 */
export function createAppEnv(overrides: Partial<CreateApiOptions> = {}): RootStoreEnv {
  const storage = overrides.storage ?? browserStorage() ?? createMemoryStorage();
  const api = createApiWith({
    credentials: clientCredentials(),
    locks: browserLocks() ?? createMemoryLocks(),
    ...overrides,
    storage,
  });
  return { api, storage };
}

/** Gives a store `self.env` (composed first in every store that calls the api). */
export const WithEnv = types.model('WithEnv', {}).views((self) => ({
  get env(): RootStoreEnv {
    return getEnv<RootStoreEnv>(self);
  },
}));
