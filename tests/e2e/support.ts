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

/** The newest e-mailed link to `to` whose path is under `prefix` (e.g. '/verify-email/'). */
export async function emailedLinkUnder(request: APIRequestContext, to: string, prefix: string) {
  let link: string | undefined;
  await expect(async () => {
    const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    expect(answer.status()).toBe(200);
    const messages = (await answer.json()) as OutboxMessage[];
    link = messages
      .flatMap((message) => message.links)
      .find((candidate) => new URL(candidate).pathname.startsWith(prefix));
    expect(link, `an e-mail to ${to} with a ${prefix} link`).toBeDefined();
  }).toPass({ timeout: 10_000 });
  return new URL(link as string).pathname;
}

/**
 * Follows the verification link e-mailed at sign-up (issue 23) over the API, as the member
 * would in their mail: the background check needs a verified address.
 */
export async function verifyEmailOverApi(request: APIRequestContext, email: string) {
  const path = await emailedLinkUnder(request, email.toLowerCase(), '/verify-email/');
  const token = path.slice(path.lastIndexOf('/') + 1);
  const answer = await request.post(`/api/v1/user/verification/${token}`);
  expect(answer.status(), 'e-mail verification').toBe(200);
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
  const toast = page.getByRole('region', { name: 'Alerts' }).getByRole('status');
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
      // The demo community, as on the suite's own server (a spec may give SEED_DEMO=false).
      SEED_DEMO: 'true',
      // As for the suite's own server (playwright.config.ts): a stall of the event loop here is
      // the browsers and servers sharing CI's 2 cores, not the product's overload.
      MAX_QUEUE_DELAY_MS: '0',
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: 'inherit',
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await expect(async () => {
    expect((await fetch(`${origin}/api/health/ready`)).status).toBe(200);
    // A fresh database seeds the demo community: on 2 busy cores that can take minutes.
  }).toPass({ timeout: 240_000 });
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
  await verifyEmailOverApi(request, member.email);
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

export interface Practice {
  profession: string;
  /** As the Profession select shows it. */
  label: string;
  expertise: string;
}

export interface Place {
  code: string;
  name: string;
  city: string;
  postalCode: string;
}

/** No demo member lives in Vermont: a search for its residents finds only the journeys' members. */
export const VERMONT: Place = {
  code: 'VT',
  name: 'Vermont',
  city: 'Burlington',
  postalCode: '05401',
};

export interface PublishedMember extends Newcomer {
  id: number;
  fullName: string;
  auth: { Authorization: string };
}

/**
 * Signs a member up over the API, verifies the address from the e-mailed link, completes the
 * profile (a practice residing in and covering `place`) and submits it, so it is published.
 */
export async function publishedMember(
  request: APIRequestContext,
  name: { firstName: string; lastName: string },
  practice: Practice,
  place: Place = VERMONT,
): Promise<PublishedMember> {
  const member = { ...newcomer('member-journey'), ...name };
  const created = await request.post('/api/v1/users', { data: member });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await verifyEmailOverApi(request, member.email);
  const login = await request.post('/api/v1/oauth/token', {
    data: {
      grantType: 'password',
      ...WEB_CLIENT,
      username: member.email,
      password: member.password,
    },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { Authorization: `Bearer ${accessToken}` };

  const writes = [
    request.patch('/api/v1/user', {
      headers: auth,
      data: {
        employmentStatus: 'independent',
        independentStatus: 'advanced',
        profession: practice.profession,
        experienceYears: 13,
        city: place.city,
        region: place.code,
        postalCode: place.postalCode,
        expertises: [practice.expertise],
        locations: [place.code],
      },
    }),
    request.post('/api/v1/educations', {
      headers: auth,
      data: { organization: 'University of Vermont', degree: 'BS', issuedYear: 2005 },
    }),
    request.post('/api/v1/positions', {
      headers: auth,
      data: { title: 'Director', company: 'Green Mountain Co', startDate: '2010-01-01' },
    }),
  ];
  for (const write of writes) expect((await write).ok()).toBe(true);
  const submitted = await request.post('/api/v1/profiles', {
    headers: auth,
    data: { ssn: '1234' },
  });
  expect(submitted.status()).toBe(200);
  expect(await submitted.json()).toMatchObject({ published: true, complete: true });
  return { ...member, id, fullName: `${member.firstName} ${member.lastName}`, auth };
}

// ---- Testimonials (issue 24) ----

export interface Disclosures {
  /** The label of the relationship to pick; none keeps the preselected one. */
  relationship?: string;
  from: number;
  /** A year, or 'Still working together'. */
  until: number | 'Still working together';
  paid: boolean;
  /** A described material conflict; none picks 'No material conflict'. */
  conflict?: string;
}

/** Fills the writing page's disclosures, below company, position and testimonial. */
export async function fillDisclosures(page: Page, disclosures: Disclosures) {
  if (disclosures.relationship) {
    await page.getByLabel(/^Your relationship/).selectOption({ label: disclosures.relationship });
  }
  await page.getByLabel(/^Worked together from/).selectOption(String(disclosures.from));
  await page.getByLabel(/^Until/).selectOption({ label: String(disclosures.until) });
  await page
    .getByLabel(/^Were you paid/)
    .selectOption({ label: disclosures.paid ? 'Yes, paid or compensated' : 'No' });
  if (disclosures.conflict === undefined) {
    await page.getByLabel(/^Any material conflict/).selectOption({ label: 'No material conflict' });
  } else {
    await page
      .getByLabel(/^Any material conflict/)
      .selectOption({ label: 'Yes, there is a material conflict' });
    await page.getByLabel(/^Describe the conflict/).fill(disclosures.conflict);
  }
}

/**
 * The page as axe should measure it: what it loads after it has shown has arrived (a signed-in
 * page's content alert comes from a lazy chunk, then the content service), the alert has met the
 * fixtures' handler, which dismisses it at the next assertion as before any other, and the
 * animations that end (a dialog's or a toast's enter, not a skeleton's pulse) have ended: axe
 * measures the colours an element ends with, not a frame of its fade, where a red button's white
 * text over the page behind read 4.25:1, and a content alert's text fading in failed too.
 */
export async function settledForAxe(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('body')).toBeVisible();
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Holds back the page's scripts (or those `which` names) until the returned function is
 * called: the prerendered page stays as the server sent it, with no code, while a test acts on
 * it as a visitor would.
 */
export async function holdScripts(page: Page, which = '**/assets/*.js'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(which, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
