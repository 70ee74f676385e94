import { execFile } from 'node:child_process';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { secondFactorTexts as texts } from '../../src/components/admin/secondFactor/texts';
import { RECOVERY_CODE_COUNT, secondFactorMessages } from '../../src/contract/index';
import { queueTexts } from '../../src/screens/admin/reviews/texts';
import { expect, test } from './fixtures';
import { codeAt, shownSecret } from './secondFactor';
import { logIn, newcomer, signUpOverApi } from './support';

// The operators' second factor on the real server (issue 38 §6): a reviewer made with
// `npm run operator` opens /admin, sets up the factor (the code computed from the key the page
// shows, as an authenticator app would), saves the recovery codes; a later sign-in is
// challenged, refuses a wrong code and opens with a recovery code; `npm run operator --
// reset-2fa` makes her set it up again.

const run = promisify(execFile);

/** `npm run operator -- …` against the e2e server's data folder, as an operator types it. */
async function operatorCommand(args: string[]) {
  const cwd = dirname(test.info().config.configFile ?? `${process.cwd()}/playwright.config.ts`);
  const env = { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? './data-e2e' };
  const { stdout } = await run('npm', ['run', 'operator', '--', ...args], {
    cwd,
    env,
    timeout: 60_000,
  });
  return stdout;
}

const STEP_MS = 30_000;

test('an operator sets up the second factor, is challenged later, and can be reset', async ({
  page,
  browser,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(240_000);
  // A refused code answers 400, and /admin's API 403 before the factor.
  allowConsoleError(/Failed to load resource: the server responded with a status of 40[03]/);
  const tess = { ...newcomer('operators-2fa'), firstName: 'Tess', lastName: 'Factor' };
  await signUpOverApi(request, tess);
  expect(await operatorCommand(['add', tess.email, '--role', 'reviewer'])).toContain(
    `${tess.email} is now a reviewer (was a member).`,
  );

  const enrolment = page.getByRole('heading', { level: 1, name: texts.enrolHeading });
  const queue = page.getByRole('heading', { level: 1, name: queueTexts.title });
  let recoveryCode = '';
  await test.step('the first visit to /admin sets the factor up', async () => {
    await page.goto('/login');
    await logIn(page, tess.email, tess.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/admin');
    await expect(enrolment).toBeVisible();
    await expect(queue).toHaveCount(0);
    const secret = await shownSecret(page);
    await expect(page.getByRole('link', { name: texts.openInApp })).toHaveAttribute(
      'href',
      new RegExp(`^otpauth://totp/.*secret=${secret}`),
    );
    const step = Math.floor(Date.now() / STEP_MS);
    const code = page.getByLabel(texts.codeLabel, { exact: true });
    await code.fill(codeAt(secret, step + 10));
    await page.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByText(secondFactorMessages.codeWrong)).toBeVisible();
    await code.fill(codeAt(secret, step));
    await page.getByRole('button', { name: texts.confirm }).click();
    const codes = page.getByRole('list', { name: texts.codesList }).getByRole('listitem');
    await expect(codes).toHaveCount(RECOVERY_CODE_COUNT);
    recoveryCode = await codes.first().innerText();
    await page.getByRole('button', { name: texts.codesSaved }).click();
    await expect(queue).toBeVisible();
  });

  await test.step('a later sign-in is challenged: a wrong code, then a recovery code', async () => {
    const later = await browser.newPage();
    await later.goto('/login');
    await logIn(later, tess.email, tess.password);
    await expect(later).toHaveURL(/\/dashboard$/);
    await later.goto('/admin/reviews');
    await expect(
      later.getByRole('heading', { level: 1, name: texts.challengeHeading }),
    ).toBeVisible();
    const field = later.getByLabel(texts.challengeCodeLabel);
    await field.fill('000000');
    await later.getByRole('button', { name: texts.continue }).click();
    await expect(later.getByText(secondFactorMessages.codeWrong)).toBeVisible();
    await field.fill(recoveryCode.toUpperCase());
    await later.getByRole('button', { name: texts.continue }).click();
    await expect(later.getByRole('heading', { level: 1, name: queueTexts.title })).toBeVisible();
    await later.close();
  });

  await test.step('`npm run operator -- reset-2fa` makes her set it up again', async () => {
    expect(await operatorCommand(['reset-2fa', tess.email])).toContain(
      `${tess.email} has no second factor now`,
    );
    await page.goto('/admin/reviews');
    await expect(enrolment).toBeVisible();
  });
});
