import { accountTexts as settingsAccountTexts } from '../../src/screens/settings/accountTexts';
import { accountTexts } from '../../src/screens/account/texts';
import { verificationTexts } from '../../src/components/account/verificationTexts';
import { signupTexts } from '../../src/screens/auth/signupTexts';
import { expect, test } from './fixtures';
import { emailedLinkUnder, expectToast, newcomer } from './support';

// Issue 23 on the real server: a member signs up, follows the verification e-mail (read from
// the dev outbox), downloads their data and deletes the account.

// A sign-up, a login and a deletion, each a password hash at the production cost.
test.describe.configure({ timeout: 150_000 });

test('sign up, verify the address by e-mail, export the data, delete the account', async ({
  page,
  request,
  allowConsoleError,
}) => {
  // The deleted session's last requests are refused (401) on purpose.
  allowConsoleError(/Failed to load resource: the server responded with a status of 40[01]/);
  const member = newcomer('account');

  await test.step('sign up: the banner asks to confirm the address', async () => {
    await page.goto('/signup');
    await page.getByLabel(signupTexts.email).fill(member.email);
    await page.getByLabel(signupTexts.password, { exact: true }).fill(member.password);
    await page.getByRole('button', { name: signupTexts.next }).click();
    await page.getByLabel(signupTexts.firstName).fill(member.firstName);
    await page.getByLabel(signupTexts.lastName).fill(member.lastName);
    await page.getByRole('button', { name: signupTexts.submit }).click();
    await expect(page).toHaveURL(/\/onboarding\/call$/);
    await expect(page.getByText(verificationTexts.title)).toBeVisible();
  });

  await test.step('the e-mailed link confirms it; the banner goes', async () => {
    const link = await emailedLinkUnder(request, member.email, '/verify-email/');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: accountTexts.verify.done }),
    ).toBeVisible();
    await expect(page.getByText(verificationTexts.title)).toHaveCount(0);
    // Used once.
    const token = link.slice(link.lastIndexOf('/') + 1);
    const again = await request.post(`/api/v1/user/verification/${token}`);
    expect(again.status()).toBe(400);
  });

  await test.step('export: one JSON file of the account', async () => {
    await page.goto('/settings/security');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: settingsAccountTexts.export.submit }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^guildhall-export-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const { readFile } = await import('node:fs/promises');
    const data = JSON.parse(await readFile(path, 'utf8')) as {
      account: { email: string; emailVerifiedAt: string | null };
    };
    expect(data.account.email).toBe(member.email);
    expect(data.account.emailVerifiedAt).not.toBeNull();
  });

  await test.step('delete: the password again, then signed out everywhere', async () => {
    const texts = settingsAccountTexts.deletion;
    await page.getByRole('button', { name: texts.open }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel(texts.password).fill(member.password);
    await dialog.getByText(texts.confirm).click();
    await dialog.getByRole('button', { name: texts.submit }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectToast(page, texts.deleted);
    await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();

    const login = await request.post('/api/v1/oauth/token', {
      data: {
        grantType: 'password',
        clientId: 'guildhall-web',
        clientSecret: 'guildhall-web-public',
        username: member.email,
        password: member.password,
      },
    });
    expect(login.status()).toBe(401);
    const mails = await request.get(`/api/dev/outbox?to=${encodeURIComponent(member.email)}`);
    const [confirmation] = (await mails.json()) as { subject: string }[];
    expect(confirmation?.subject).toMatch(/account was deleted/);
  });
});
