import { verificationTexts } from '../../src/components/account/verificationTexts';
import { apiMessages } from '../../src/contract/apiMessages';
import { profileTexts } from '../../src/screens/profile/texts';
import { expect, test } from './fixtures';
import { logIn, newcomer, publishedMember, runSurname, type Practice } from './support';

// Issue 38 "Nobody floods anybody" on the real server: a fresh account whose address is not
// verified sees Add to Team, is refused on confirm with the reason and a Resend beside it, and
// Resend mails a new verification link (read from the dev outbox).

const ACCOUNTING: Practice = { profession: 'accounting', label: 'Accounting', expertise: 'audits' };

test.describe.configure({ timeout: 150_000 });

interface OutboxMessage {
  links: string[];
}

/** The verification links e-mailed to `to` so far. */
async function verificationLinks(request: Parameters<typeof publishedMember>[0], to: string) {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as OutboxMessage[])
    .flatMap((message) => message.links)
    .filter((link) => new URL(link).pathname.startsWith('/verify-email/'));
}

test('an unverified account is refused a team invitation, with a Resend that mails a new link', async ({
  page,
  request,
  allowConsoleError,
}) => {
  // The refused invitation is a 403 the browser logs.
  allowConsoleError(/Failed to load resource: the server responded with a status of 403/);
  const fresh = { ...newcomer('unverified'), firstName: 'Uma', lastName: 'Unverified' };
  expect((await request.post('/api/v1/users', { data: fresh })).status()).toBe(201);
  const signedUpAt = Date.now();
  await expect.poll(async () => (await verificationLinks(request, fresh.email)).length).toBe(1);

  const sought = await publishedMember(
    request,
    { firstName: 'Sage', lastName: runSurname() },
    ACCOUNTING,
  );
  await page.goto('/login');
  await logIn(page, fresh.email, fresh.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/profile/${sought.id}`);

  await page.getByRole('button', { name: profileTexts.addToTeam }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: profileTexts.confirmInvite }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText(apiMessages.verifyBeforeSending);

  // The server sends a verification e-mail at most once a minute: the sign-up's was the last.
  await page.waitForTimeout(Math.max(0, signedUpAt + 61_000 - Date.now()));
  await refusal.getByRole('button', { name: verificationTexts.resend }).click();
  await expect(refusal.getByRole('status')).toHaveText(verificationTexts.resent(fresh.email));
  await expect.poll(async () => (await verificationLinks(request, fresh.email)).length).toBe(2);

  // Nothing was made: no relation, and the sought member heard of nothing.
  const notices = await request.get('/api/v1/notifications?limit=50', { headers: sought.auth });
  expect(((await notices.json()) as { items: { kind: string }[] }).items).toEqual([]);
});
