import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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

/** A free TCP port on 127.0.0.1 (asked of the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface BuiltServer {
  /** http://127.0.0.1:PORT, also its PUBLIC_BASE_URL. */
  origin: string;
  stop(): Promise<void>;
}

/**
 * Another instance of the production build the e2e web server made (dist/server), on its own
 * port and data folder, with `env` added (run-time settings, SEED_DEMO, …); resolves once ready.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'guildhall-e2e-instance-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_BASE_URL: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect(async () => {
    expect((await fetch(`${origin}/api/health/ready`)).status).toBe(200);
  }).toPass({ timeout: 90_000 });
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// ---- Settings forms (the same moves as tests/e2e/settings-journey.spec.ts) ----

/** A self-saving block of /settings/basic, named by its heading. */
export const settingsBlock = (page: Page, title: string) =>
  page.getByRole('form', { name: title, exact: true });

/** Saves a block with its own Save and waits for its toast; Save is disabled again after. */
export async function saveBlock(page: Page, form: Locator, title: string, toast: string) {
  const save = form.getByRole('button', { name: `Save ${title}`, exact: true });
  await expect(save).toBeEnabled();
  await save.click();
  await expectToast(page, toast);
  await expect(save).toBeDisabled();
}

/** Checks a checkbox by its visible label (a required one's ends in '*'), as a member does. */
export async function tick(scope: Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await scope.getByText(new RegExp(`^${escaped}\\*?$`)).click();
  await expect(scope.getByRole('checkbox', { name: label, exact: true })).toBeChecked();
}

/** Picks a month and a year in a month–year pair ('Start date Month', 'Start date Year'). */
export async function pickMonthYear(form: Locator, label: string, month: string, year: number) {
  await form.getByRole('combobox', { name: `${label} Month` }).selectOption({ label: month });
  await form.getByRole('combobox', { name: `${label} Year` }).selectOption(String(year));
}

// ---- Accounts over the API (the endpoints tests/contract/harness.ts uses) ----

const WEB_CLIENT = { clientId: 'guildhall-web', clientSecret: 'guildhall-web-public' };

export interface ApiAccount {
  id: number;
  fullName: string;
  /** The bearer header of a fresh session. */
  auth: { Authorization: string };
}

/** Signs `member` up and logs in, as the SPA does, without a browser. */
export async function signUpOverApi(
  request: APIRequestContext,
  member: Newcomer,
): Promise<ApiAccount> {
  const created = await request.post('/api/v1/users', { data: member });
  expect(created.status(), 'sign-up').toBe(201);
  const { id } = (await created.json()) as { id: number };
  const login = await request.post('/api/v1/oauth/token', {
    data: {
      grantType: 'password',
      ...WEB_CLIENT,
      username: member.email,
      password: member.password,
    },
  });
  expect(login.status(), 'log-in').toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return {
    id,
    fullName: `${member.firstName} ${member.lastName}`,
    auth: { Authorization: `Bearer ${accessToken}` },
  };
}
