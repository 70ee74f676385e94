import { formatPhone } from '../../src/contract/phone';
import { profileTexts, viewAsTexts } from '../../src/screens/profile/texts';
import { expect, test } from './fixtures';
import { logIn, publishedMember, runSurname, type Practice } from './support';

// Issue 39 §8 on the real server: B keeps the phone for the team. "View as" on B's own profile
// shows it to a team member and not to a member outside the team; a visitor is offered only the
// log-in, inert.

const FINANCE: Practice = { profession: 'finance', label: 'Finance', expertise: 'fpa' };
const PHONE = '18025550142';

test('view as: the team-only phone shows to a team member, not to others', async ({
  page,
  request,
}) => {
  const b = await publishedMember(request, { firstName: 'Bea', lastName: runSurname() }, FINANCE);
  const patched = await request.patch('/api/v1/user', {
    headers: b.auth,
    data: {
      contactPhone: PHONE,
      contactEmail: 'bea@practice.example',
      contactVisibility: { contactPhone: 'team', contactEmail: 'members', website: 'nobody' },
    },
  });
  expect(patched.ok()).toBe(true);

  await page.goto('/login');
  await logIn(page, b.email, b.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/profile/${b.id}`);
  const viewAs = page.getByLabel(viewAsTexts.label);
  const phone = page.getByText(formatPhone(PHONE));

  await viewAs.selectOption({ label: viewAsTexts.viewers.team });
  await expect(page).toHaveURL(new RegExp(`/profile/${b.id}\\?viewAs=team$`));
  await expect(page.getByText(viewAsTexts.seeing.team)).toBeVisible();
  await page.getByRole('button', { name: profileTexts.contactInfo }).click();
  await expect(phone).toBeVisible();

  await page.getByLabel(viewAsTexts.label).selectOption({ label: viewAsTexts.viewers.member });
  await expect(page.getByText(viewAsTexts.seeing.member)).toBeVisible();
  await page.getByRole('button', { name: profileTexts.contactInfo }).click();
  await expect(page.getByText('bea@practice.example')).toBeVisible();
  await expect(phone).toHaveCount(0);

  await page.getByLabel(viewAsTexts.label).selectOption({ label: viewAsTexts.viewers.visitor });
  await expect(page.getByText(viewAsTexts.seeing.visitor)).toBeVisible();
  await expect(page.getByRole('button', { name: profileTexts.loginToContact })).toBeDisabled();
  await expect(phone).toHaveCount(0);

  // Back to the member's own view; the previews recorded no contact view.
  await page.getByRole('link', { name: viewAsTexts.back }).click();
  await expect(page.getByRole('link', { name: profileTexts.editProfile })).toBeVisible();
  const exported = await request.get('/api/v1/user/export', { headers: b.auth });
  expect(((await exported.json()) as { contactViews: unknown[] }).contactViews).toEqual([]);
});
