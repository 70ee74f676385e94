import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { secondFactorTexts as texts } from '../../src/components/admin/secondFactor/texts';
import { expect } from './fixtures';

// The operators' second factor in the browser (issue 38 §6): what an operator's authenticator
// app does, for the journeys that open /admin. The code is computed from the setup key the page
// shows, with the library the server uses (otpauth).

const STEP_MS = 30_000;
/** Each operator's setup key and the last time step a code was sent for, by e-mail. */
const factors = new Map<string, { secret: string; step: number }>();

const totpOf = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
export const codeAt = (secret: string, step: number): string =>
  totpOf(secret).generate({ timestamp: step * STEP_MS + 1 });
const stepNow = () => Math.floor(Date.now() / STEP_MS);

/** The setup key as the enrolment shows it (groups of four), without its spaces. */
export async function shownSecret(page: Page): Promise<string> {
  const key = page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
  await expect(key).toBeVisible();
  return (await key.innerText()).replace(/\s/g, '');
}

/** A step no earlier session of this operator used: a code is accepted once. */
export function nextCode(email: string): string {
  const known = factors.get(email);
  if (!known) throw new Error(`No second factor known for ${email}`);
  const step = Math.max(stepNow(), known.step + 1);
  factors.set(email, { ...known, step });
  return codeAt(known.secret, step);
}

/** Remembers an operator's key (a journey that enrols by hand). */
export const rememberFactor = (email: string, secret: string, step = stepNow()) =>
  factors.set(email, { secret, step });

/**
 * Opens /admin (or `path`) as the signed-in operator and passes the second factor as they
 * would: the enrolment on the first visit (the recovery codes saved), the challenge later.
 */
export async function passSecondFactor(page: Page, email: string, path = '/admin') {
  await page.goto(path);
  const enrol = page.getByRole('heading', { level: 1, name: texts.enrolHeading });
  const challenge = page.getByRole('heading', { level: 1, name: texts.challengeHeading });
  await expect(enrol.or(challenge)).toBeVisible();
  if (await enrol.isVisible()) {
    const secret = await shownSecret(page);
    rememberFactor(email, secret);
    await page.getByLabel(texts.codeLabel, { exact: true }).fill(codeAt(secret, stepNow()));
    await page.getByRole('button', { name: texts.confirm }).click();
    await page.getByRole('button', { name: texts.codesSaved }).click();
  } else {
    await page.getByLabel(texts.challengeCodeLabel).fill(nextCode(email));
    await page.getByRole('button', { name: texts.continue }).click();
  }
  await expect(enrol.or(challenge)).toHaveCount(0);
}
