import { createHash, hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * AUTH_SECRET, or one generated on first start and kept in DATA_DIR/secret.key (mode 600), so
 * tokens and upload signatures survive a restart without any setup.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Separate keys per purpose, so one leaked use never unlocks another. */
export function deriveKey(
  secret: string,
  purpose: 'jwt' | 'uploads' | 'ssn' | 'refresh' | 'mail-links' | 'second-factor',
): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'guildhall', purpose, 32));
}

/** Stored form of opaque tokens (refresh, reset): a leaked table does not yield usable tokens. */
export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
