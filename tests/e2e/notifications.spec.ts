import type { APIRequestContext } from '@playwright/test';
import { texts as errorTexts } from '../../src/api/errors';
import { notificationTexts } from '../../src/components/notifications/texts';
import { savedSearchTexts } from '../../src/components/savedSearches/texts';
import { expect, test } from './fixtures';
import {
  logIn,
  publishedMember,
  runSurname,
  type Place,
  type Practice,
  type PublishedMember,
} from './support';

// Issue 23 on the real server, as its "Done when" says: A invites B; B sees the bell's count,
// the notification and the e-mail, and accepts from the notification; A is told. B leaves, A
// invites again and B declines, A invites again at once: the relation is pending (spec 4) and
// B hears of it no second time within 30 days. A saves a search; a third member completes a
// matching profile; A is told exactly once.

const ACCOUNTING: Practice = { profession: 'accounting', label: 'Accounting', expertise: 'audits' };
const HR: Practice = { profession: 'hr', label: 'Human Resources', expertise: 'recruiting' };
// No other journey puts a coach in North Dakota, and no demo member lives there.
const COACHING: Practice = {
  profession: 'coach',
  label: 'Business Coaching',
  expertise: 'executive-coaching',
};
const NORTH_DAKOTA: Place = {
  code: 'ND',
  name: 'North Dakota',
  city: 'Fargo',
  postalCode: '58102',
};

interface NotificationRow {
  kind: string;
  actor: { id: number } | null;
  data: Record<string, unknown>;
  readAt: string | null;
}

async function notificationsOf(request: APIRequestContext, member: PublishedMember) {
  const answer = await request.get('/api/v1/notifications?limit=50', { headers: member.auth });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: NotificationRow[] }).items;
}

async function outboxSubjects(request: APIRequestContext, to: string) {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as Array<{ subject: string }>).map((mail) => mail.subject);
}

const invite = (request: APIRequestContext, owner: PublishedMember, member: PublishedMember) =>
  request.put(`/api/v1/user/team/${member.id}`, { headers: owner.auth });

test('an invitation arrives, is accepted from the notification, and cannot flood anyone', async ({
  page,
  request,
}) => {
  test.slow();
  const lastName = runSurname();
  const ada = await publishedMember(request, { firstName: 'Ada', lastName }, ACCOUNTING);
  const bea = await publishedMember(request, { firstName: 'Bea', lastName }, HR);

  expect((await invite(request, ada, bea)).ok()).toBe(true);

  // B: the e-mail at once (invitations default to "at once"), then the bell and the panel.
  await expect
    .poll(() => outboxSubjects(request, bea.email))
    .toContainEqual(expect.stringContaining(ada.fullName));
  await page.goto('/login');
  await logIn(page, bea.email, bea.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const bell = page.getByRole('button', { name: notificationTexts.bell(1) });
  await expect(bell).toBeVisible();
  await bell.click();
  const line = notificationTexts.line.team_invitation(ada.fullName);
  const item = page.getByRole('listitem').filter({ hasText: line });
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: notificationTexts.accept }).click();
  await expect(page.getByRole('region', { name: 'Alerts' }).getByRole('status')).toHaveText(
    errorTexts.teamJoined(ada.fullName),
  );
  await expect(item.getByText(notificationTexts.accepted)).toBeVisible();

  // A is told.
  await expect
    .poll(async () => (await notificationsOf(request, ada)).map((row) => row.kind))
    .toContain('team_invitation_accepted');

  // B leaves; A invites again and B declines; A invites again at once. Each invitation makes
  // the relation pending (spec 4), but B heard of this owner's invitation today: no second
  // notice (nor e-mail) within 30 days.
  const relation = (await (
    await request.get(`/api/v1/user/otherTeam/${ada.id}`, { headers: bea.auth })
  ).json()) as { id: number };
  const answer = (status: 'accepted' | 'declined') =>
    request.patch(`/api/v1/user/otherTeam/${ada.id}`, {
      headers: bea.auth,
      data: { id: relation.id, memberId: bea.id, status },
    });
  expect((await answer('declined')).status()).toBe(200);
  expect((await invite(request, ada, bea)).ok()).toBe(true);
  expect((await answer('declined')).status()).toBe(200);
  expect((await invite(request, ada, bea)).ok()).toBe(true);
  const mine = await request.get(`/api/v1/user/team/${bea.id}`, { headers: ada.auth });
  expect(await mine.json()).toMatchObject({ status: 'pending' });
  const invitations = (await notificationsOf(request, bea)).filter(
    (row) => row.kind === 'team_invitation',
  );
  expect(invitations).toHaveLength(1);
});

test('a saved search tells its saver once about a member who newly matches', async ({
  page,
  request,
}) => {
  test.slow();
  const lastName = runSurname();
  const ada = await publishedMember(request, { firstName: 'Ada', lastName }, ACCOUNTING);

  // A saves the search in the browser: coaches residing in North Dakota.
  await page.goto('/login');
  await logIn(page, ada.email, ada.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/community?profession=coach&region=ND&searchByRegion=true');
  await expect(page.getByLabel('Profession')).toHaveValue('coach');
  await page.getByRole('button', { name: savedSearchTexts.save }).click();
  const dialog = page.getByRole('dialog', { name: savedSearchTexts.dialogTitle });
  await dialog.getByLabel(savedSearchTexts.name).fill(`Coaches in Fargo ${lastName}`);
  await dialog.getByRole('button', { name: savedSearchTexts.save }).click();
  await expect(dialog).toBeHidden();

  // A third member completes a matching profile.
  const cleo = await publishedMember(
    request,
    { firstName: 'Cleo', lastName },
    COACHING,
    NORTH_DAKOTA,
  );
  // A change that keeps her matching is no news.
  expect(
    (
      await request.patch('/api/v1/user', { headers: cleo.auth, data: { city: 'Bismarck' } })
    ).status(),
  ).toBe(200);

  const matches = (await notificationsOf(request, ada)).filter(
    (row) => row.kind === 'saved_search_match',
  );
  expect(matches).toHaveLength(1);
  expect(matches[0]).toMatchObject({ actor: { id: cleo.id } });
  // The bell says so.
  await page.reload();
  await expect(page.getByRole('button', { name: notificationTexts.bell(1) })).toBeVisible();
});
