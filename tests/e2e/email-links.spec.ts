import type { APIRequestContext } from '@playwright/test';
import { notificationsScreenTexts } from '../../src/screens/notifications/texts';
import { expect, test } from './fixtures';
import { emailedLinkUnder, publishedMember, runSurname, signUpOverApi, newcomer } from './support';
import type { Place, Practice, PublishedMember } from './support';

// Issue 38 §8: an e-mail's unsubscribe and opt-out pages act only when their button is pressed.
// A link scanner that opens the page, scripts and all, changes nothing: each page is opened and
// left to settle, the state is read over the API (unchanged), then the button changes it.

const texts = notificationsScreenTexts;
// No other journey publishes an executive in Alaska: these members show up in nobody's search.
const EXECUTIVE: Practice = { profession: 'executive', label: 'Executive', expertise: 'cfo' };
const ALASKA: Place = { code: 'AK', name: 'Alaska', city: 'Anchorage', postalCode: '99501' };

async function teamInvitationMode(request: APIRequestContext, member: PublishedMember) {
  const answer = await request.get('/api/v1/notifications/preferences', { headers: member.auth });
  expect(answer.status()).toBe(200);
  const { kinds } = (await answer.json()) as { kinds: Array<{ kind: string; mode: string }> };
  return kinds.find((entry) => entry.kind === 'team_invitation')?.mode;
}

test('the unsubscribe page asks first: opening it changes nothing, its button does', async ({
  page,
  request,
}) => {
  const surname = runSurname();
  const invited = await publishedMember(
    request,
    { firstName: 'Ursula', lastName: `${surname}Links` },
    EXECUTIVE,
    ALASKA,
  );
  const inviter = await publishedMember(
    request,
    { firstName: 'Ivo', lastName: `${surname}Links` },
    EXECUTIVE,
    ALASKA,
  );
  const invitation = await request.put(`/api/v1/user/team/${invited.id}`, {
    headers: inviter.auth,
  });
  expect(invitation.ok()).toBe(true);
  const link = await emailedLinkUnder(request, invited.email.toLowerCase(), '/unsubscribe/');

  await page.goto(link);
  await expect(page.getByText(/^Turn off e-mails about: .+\?$/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await teamInvitationMode(request, invited)).toBe('immediate');

  await page.getByRole('button', { name: texts.unsubscribe.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.unsubscribe.done })).toBeVisible();
  expect(await teamInvitationMode(request, invited)).toBe('off');
});

test('the opt-out page asks first: opening it changes nothing, its button does', async ({
  page,
  request,
}) => {
  const member = await signUpOverApi(request, newcomer('email-links'));
  const writer = `writer-${Date.now()}@example.com`;
  const asked = await request.post('/api/v1/testimonials', {
    headers: member.auth,
    data: { name: 'Wendy Writer', email: writer },
  });
  expect(asked.status()).toBe(201);
  const link = await emailedLinkUnder(request, writer, '/opt-out/');
  const token = link.slice(link.lastIndexOf('/') + 1);
  const optedOut = async () =>
    ((await (await request.get(`/api/v1/opt-out/${token}`)).json()) as { optedOut: boolean })
      .optedOut;

  await page.goto(link);
  await expect(page.getByText(texts.optOut.ask(writer))).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await optedOut()).toBe(false);

  await page.getByRole('button', { name: texts.optOut.confirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: texts.optOut.done })).toBeVisible();
  expect(await optedOut()).toBe(true);
});
