import { expect, test } from './fixtures';
import { logIn, logOut, newcomer } from './support';

// Issue 10 section 3: a member changes the password in /settings/security; the server ends the
// member's other sessions and keeps this one.

// Four logins and a password change, each a scrypt hash at the production cost (2^17): on a
// busy 2-core machine that alone can pass the default 60 s.
test.describe.configure({ timeout: 150_000 });

test('a member changes the password: another browser is signed out, the new password logs in', async ({
  page,
  request,
  newPage,
  allowConsoleError,
}) => {
  // The browser logs the refused requests this journey makes on purpose: a wrong current
  // password (400) and the other browser's ended session (401).
  allowConsoleError(/Failed to load resource: the server responded with a status of 40[01]/);
  const member = newcomer('security');
  const fullName = `${member.firstName} ${member.lastName}`;
  const next = 'second-password-2';
  expect((await request.post('/api/v1/users', { data: member })).status()).toBe(201);

  // A second browser, signed in before the change.
  const other = await newPage();
  await other.goto('/login');
  await logIn(other, member.email, member.password);
  await expect(other).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByRole('link', { name: /^Security/ }).click();
  await expect(page).toHaveURL(/\/settings\/security$/);

  const form = page.getByRole('form', { name: 'Change password' });
  const save = form.getByRole('button', { name: 'Update password' });
  await expect(save).toBeDisabled();

  // A wrong current password is refused at its field.
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel(/^New password/).fill(next);
  await form.getByLabel('Confirm new password').fill(next);
  await save.click();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();

  await form.getByLabel('Current password').fill(member.password);
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Password updated')).toBeVisible();
  await expect(form.getByLabel('Current password')).toHaveValue('');

  // This session goes on.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Security' })).toBeVisible();

  // The other browser's session has ended: its next load signs it out.
  await other.reload();
  await expect(other).toHaveURL(/\/login/);
  await expect(other.getByRole('button', { name: 'Log In' })).toBeVisible();

  // The old password no longer works; the new one does.
  await logIn(other, member.email, member.password);
  await expect(other.getByText('Invalid username or password')).toBeVisible();
  await other.getByLabel('Password', { exact: true }).fill(next);
  await other.getByRole('button', { name: 'Log In' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);

  await logOut(page, fullName);
});
