import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface Newcomer {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** A member no other test uses, so the journeys can run against one data folder. */
export function newcomer(tag: string): Newcomer {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  return {
    email: `${tag}-${stamp}@example.com`,
    password: 'first-password-1',
    firstName: 'Ada',
    lastName: 'Lovelace',
  };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Logs out through the avatar menu (desktop) and lands on the home page. */
export async function logOut(page: Page, fullName: string) {
  await page.getByRole('button', { name: `Account menu for ${fullName}` }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
}

interface OutboxMessage {
  to: string;
  subject: string;
  links: string[];
}

/** The newest e-mailed link to `to` whose path starts with `path` (DEV_OUTBOX=true). */
export async function emailedLink(request: APIRequestContext, to: string, path: string) {
  let link: string | undefined;
  await expect(async () => {
    const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(answer.status()).toBe(200);
    const messages = (await answer.json()) as OutboxMessage[];
    link = messages
      .flatMap((message) => message.links)
      .find((candidate) => new URL(candidate).pathname === path);
    expect(link, `an e-mail to ${to} with a ${path} link`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  const url = new URL(link as string);
  return url.pathname + url.search;
}

/**
 * A surname that sorts before every earlier run's (the search orders by last name, first name),
 * so this run's members are on the first page of results however often the journeys ran.
 */
export function runSurname(): string {
  let rest = 2 ** 45 - Date.now();
  let letters = '';
  for (let index = 0; index < 10; index += 1) {
    letters = String.fromCharCode(97 + (rest % 26)) + letters;
    rest = Math.floor(rest / 26);
  }
  return `Q${letters}`;
}

/** The toast reads `text`; it is dismissed so the next one shows at once (one at a time). */
export async function expectToast(page: Page, text: string) {
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  await expect(toast).toHaveText(text);
  await toast.getByRole('button', { name: 'Dismiss alert' }).click();
  await expect(toast).toHaveCount(0);
}
