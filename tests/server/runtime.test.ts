import { getHashes } from 'node:crypto';
import * as crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeServer } from './suite';

// The product runs on Node 24 LTS (docs/architecture.md "Runtime"), brought in by the project's
// own install where the machine's Node is older: the tests run on it too.
describe('runtime', () => {
  it('is Node 24.7 or later, with crypto.argon2', () => {
    const [major, minor] = process.versions.node.split('.').map(Number) as [number, number];
    expect(major).toBe(24);
    expect(minor).toBeGreaterThanOrEqual(7);
    expect(typeof (crypto as unknown as { argon2?: unknown }).argon2).toBe('function');
    expect(getHashes()).toContain('sha256');
  });
});

describeServer(
  'start-up log',
  ({ logged }) => {
    it('names the Node version the server runs on', () => {
      const line = logged()
        .split('\n')
        .filter(Boolean)
        .map((text) => JSON.parse(text) as { msg: string; node?: string })
        .find((entry) => entry.node);
      expect(line?.node).toBe(process.version);
      expect(line?.msg).toBe(`Guildhall server on Node ${process.version}`);
    });
  },
  { logLevel: 'info' },
  { captureLog: true },
);
