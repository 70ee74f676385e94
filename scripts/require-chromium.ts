import { findChromium } from './chromium';

/** Vitest global setup of the browser project: stop early with the install command. */
export default function requireChromium(): void {
  findChromium();
}
