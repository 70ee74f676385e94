import { describe, expect, it } from 'vitest';
import {
  authKeyPrefix,
  createAuthStore,
  createMemoryStorage,
  readClaims,
  removePersistedEntries,
} from '@/api';
import { mockJwt } from '@mocks/tokens';

describe('auth storage', () => {
  it('keeps the record under a client-specific prefix with v1', () => {
    const storage = createMemoryStorage();
    const store = createAuthStore(storage, 'guildhall-web');
    const accessToken = mockJwt({ sub: '7', iat: 1_700_000_000, exp: 1_700_003_600 });
    store.write({ accessToken, refreshToken: 'r', claims: readClaims(accessToken)! });
    expect(authKeyPrefix('guildhall-web')).toBe('auth.guildhall-web.v1.');
    expect(store.key.startsWith('auth.guildhall-web.v1.')).toBe(true);
    expect(storage.getItem(store.key)).toContain('"sub":"7"');
    expect(store.read()?.claims.exp).toBe(1_700_003_600);
    expect(createAuthStore(storage, 'other-client').read()).toBeNull();
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('ignores a damaged record', () => {
    const storage = createMemoryStorage();
    const store = createAuthStore(storage, 'c');
    storage.setItem(store.key, '{not json');
    expect(store.read()).toBeNull();
    storage.setItem(store.key, JSON.stringify({ accessToken: 'a' }));
    expect(store.read()).toBeNull();
  });

  it('reads the claims of a JWT, and nothing from a malformed one', () => {
    const token = mockJwt({ sub: '12', iat: 100, exp: 200 });
    expect(readClaims(token)).toEqual({ sub: '12', iat: 100, exp: 200 });
    expect(readClaims('not-a-jwt')).toBeNull();
    expect(readClaims('a.%%%.c')).toBeNull();
  });

  it('removes only the keys that begin with "persist"', () => {
    const storage = createMemoryStorage();
    storage.setItem('persist:root', '1');
    storage.setItem('persistence', '1');
    storage.setItem('auth.x.v1.record', '1');
    storage.setItem('my-persist', '1');
    expect(removePersistedEntries(storage).sort()).toEqual(['persist:root', 'persistence']);
    expect(storage.getItem('auth.x.v1.record')).toBe('1');
    expect(storage.getItem('my-persist')).toBe('1');
  });
});
