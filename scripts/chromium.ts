import { existsSync } from 'node:fs';

/**
 * Test tools cannot download their own browser on this network, so every browser test runs the
 * system Chromium: CHROMIUM_PATH first, then Debian's package location.
 */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path): path is string => Boolean(path) && existsSync(path!));
  if (!found) {
    throw new Error(
      'Chromium was not found. Install it with `apt-get install -y chromium` ' +
        '(Debian) or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
  }
  return found;
}

/** For configs evaluated even when no browser test runs: never throws. */
export function chromiumPathOrDefault(): string {
  try {
    return findChromium();
  } catch {
    return '/usr/bin/chromium';
  }
}

/** Flags that keep headless Chromium quiet on a machine without outside network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
