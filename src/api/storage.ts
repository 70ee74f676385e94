import {
  isAuthRecord,
  isTokenClaims,
  isTokenResponse,
  type AuthRecord,
  type TokenClaims,
} from '@/contract';

/** The part of the Web Storage API the client uses, so tests can pass an in-memory one. */
export interface StorageLike {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const createMemoryStorage = (): StorageLike => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
};

/** Spec 2: on start, locally stored entries whose keys begin with 'persist' are removed. */
export const removePersistedEntries = (storage: StorageLike): string[] => {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith('persist')) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
  return keys;
};

// ---- The access token's claims ----

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** Reads (never verifies: that is the server's job) the claims of a JWT; null if unreadable. */
export const readClaims = (token: string): TokenClaims | null => {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    return isTokenClaims(claims) ? claims : null;
  } catch {
    return null;
  }
};

/** The auth record of a token answer; throws when the answer is not one. */
export const toAuthRecord = (token: unknown): AuthRecord => {
  if (!isTokenResponse(token)) throw new Error('The token answer has an unexpected shape');
  const claims = readClaims(token.accessToken);
  if (!claims) throw new Error('The access token has unreadable claims');
  return { accessToken: token.accessToken, refreshToken: token.refreshToken, claims };
};

// ---- The auth record in local storage ----

/** Spec 9: auth data lives under a client-specific prefix with 'v1'. */
export const authKeyPrefix = (clientId: string): string => `auth.${clientId}.v1.`;

export interface AuthStore {
  readonly key: string;
  read(): AuthRecord | null;
  write(record: AuthRecord): void;
  clear(): void;
}

export const createAuthStore = (storage: StorageLike, clientId: string): AuthStore => {
  const key = `${authKeyPrefix(clientId)}record`;
  return {
    key,
    read() {
      const raw = storage.getItem(key);
      if (!raw) return null;
      try {
        const stored: unknown = JSON.parse(raw);
        return isAuthRecord(stored) ? stored : null;
      } catch {
        return null;
      }
    },
    write(record) {
      storage.setItem(key, JSON.stringify(record));
    },
    clear() {
      storage.removeItem(key);
    },
  };
};
