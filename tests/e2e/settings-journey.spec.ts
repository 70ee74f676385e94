import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectToast,
  logIn,
  newcomer,
  pickMonthYear,
  runSurname,
  saveBlock,
  settingsBlock as block,
  tick,
  verifyEmailOverApi,
} from './support';

// Issue 10 section 9 on the real server: a brand-new member fills every settings screen through
// the UI (basic info, more than 96 months of positions, an education and, being Legal, a
// license) until the background check opens, submits it, and is then found in /community and
// on the public profile by a visitor who is not signed in.

// No demo member lives here and the other journeys' members are not Legal, so a search for
// Legal residents finds only this journey's members, this run's first (runSurname).
const STATE = { code: 'VT', name: 'Vermont', city: 'Montpelier', postalCode: '05602' };
const EXPERTISE = 'Administrative Law';
const YEAR = new Date().getFullYear();

/** From the hub into a section, by its entry. */
async function openSection(page: Page, name: string, path: string) {
  await page
    .getByRole('list', { name: 'Sections' })
    .getByRole('link', { name, exact: true })
    .click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function backToHub(page: Page) {
  await page.getByRole('link', { name: 'Back to Settings' }).click();
  await expect(page).toHaveURL('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
}

test('a new member fills every settings section through the UI, passes the check and is listed', async ({
  page,
  request,
  newPage,
}) => {
  // One sign-up, a dozen saves over seven screens, a search and a profile in a second browser.
  test.slow();
  const member = newcomer('settings-journey');
  const lastName = runSurname();
  const fullName = `${member.firstName} ${lastName}`;
  const created = await request.post('/api/v1/users', { data: member });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // The background check needs a verified address (issue 23).
  await verifyEmailOverApi(request, member.email);

  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await test.step('the hub of a new member: Basic info incomplete, no check yet', async () => {
    await page.goto('/settings');
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const sections = page.getByRole('list', { name: 'Sections' });
    await expect(sections.getByRole('listitem').filter({ hasText: 'Basic info' })).toContainText(
      'Incomplete',
    );
    await expect(sections.getByRole('link', { name: 'Experience', exact: true })).toHaveCount(0);
    await openSection(page, 'Basic info', '/settings/basic');
  });

  await test.step('basic info: each block saves on its own', async () => {
    const personal = block(page, 'Personal info');
    await expect(personal.getByLabel(/^E-mail/)).toHaveValue(member.email);
    await personal.getByLabel(/^Last name/).fill(lastName);
    await saveBlock(page, personal, 'Personal info', 'Personal info saved');
    await expect(page.getByRole('button', { name: `Account menu for ${fullName}` })).toBeVisible();

    const location = block(page, 'Location');
    await location.getByLabel(/^City/).fill(STATE.city);
    await location.getByRole('combobox', { name: /^State/ }).selectOption({ label: STATE.name });
    await location.getByLabel(/^Postal code/).fill(STATE.postalCode);
    await saveBlock(page, location, 'Location', 'Location saved');

    // Without a profession there are no areas of expertise to choose from.
    await expect(
      page.getByText('Save your profession first: its areas of expertise appear here.'),
    ).toBeVisible();
    const profession = block(page, 'Profession');
    await profession
      .getByRole('combobox', { name: /^Career stage/ })
      .selectOption({ label: 'Independent for 10-19 years' });
    await profession
      .getByRole('combobox', { name: /^Profession/ })
      .selectOption({ label: 'Legal' });
    await profession
      .getByRole('combobox', { name: /^Years of experience/ })
      .selectOption({ label: '8-12 years' });
    await saveBlock(page, profession, 'Profession', 'Profession saved');

    const expertise = block(page, 'Expertise');
    await expertise.getByRole('searchbox', { name: 'Filter Areas of expertise' }).fill('Admin');
    await tick(expertise, EXPERTISE);
    await expect(expertise.getByRole('button', { name: `Remove ${EXPERTISE}` })).toBeVisible();
    await saveBlock(page, expertise, 'Expertise', 'Expertise saved');

    const locations = block(page, 'Locations');
    await locations
      .getByRole('searchbox', { name: 'Filter States you practice in' })
      .fill(STATE.name);
    await tick(locations, STATE.name);
    await saveBlock(page, locations, 'Locations', 'Locations saved');

    await backToHub(page);
  });

  await test.step('the hub lists what is missing; the check is not open yet', async () => {
    const missing = page.getByRole('region', { name: "What's still missing" });
    await expect(missing.getByRole('link', { name: '0 of 96 months of positions' })).toBeVisible();
    await expect(missing.getByRole('link', { name: 'Add at least one education' })).toBeVisible();
    await expect(
      missing.getByRole('link', { name: 'Legal needs at least one license' }),
    ).toBeVisible();
    const sections = page.getByRole('list', { name: 'Sections' });
    await expect(
      sections.getByRole('listitem').filter({ hasText: 'Background check' }),
    ).toContainText('Opens when nothing is missing from your profile.');
    await expect(sections.getByRole('link', { name: 'Background check' })).toHaveCount(0);
  });

  await test.step('experience: two positions, more than 96 months', async () => {
    await openSection(page, 'Experience', '/settings/experience');
    await page.getByRole('button', { name: 'Add position' }).click();
    let form = page.getByRole('form', { name: 'Add a position' });
    await form.getByLabel(/^Title/).fill('Associate');
    await form.getByLabel(/^Company/).fill('Capitol Street Law');
    await pickMonthYear(form, 'Start date', 'March', YEAR - 12);
    await pickMonthYear(form, 'End date', 'February', YEAR - 6);
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Position saved');
    await expect(form).toHaveCount(0);
    // March to February six years later: 71 months.
    await expect(page.getByText('71 of 96 months')).toBeVisible();
    await expect(
      page.getByText('Add 25 more months of positions to complete your profile.'),
    ).toBeVisible();

    await page.getByRole('button', { name: 'Add position' }).click();
    form = page.getByRole('form', { name: 'Add a position' });
    await form.getByLabel(/^Title/).fill('Partner');
    await form.getByLabel(/^Company/).fill('Winooski Legal Group');
    await pickMonthYear(form, 'Start date', 'March', YEAR - 6);
    await tick(form, 'I currently work here');
    await expect(form.getByRole('combobox', { name: 'End date Month' })).toBeDisabled();
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Position saved');
    await expect(
      page.getByText('Your career history is long enough for your profile.'),
    ).toBeVisible();

    // Newest start first.
    const positions = page.getByRole('list', { name: 'Your positions' }).getByRole('listitem');
    await expect(positions).toHaveCount(2);
    await expect(positions.first()).toContainText('Partner');
    await expect(positions.first()).toContainText('Present');
    await expect(positions.last()).toContainText(`March ${YEAR - 12} – February ${YEAR - 6}`);
    await backToHub(page);
  });

  await test.step('education: one school', async () => {
    await openSection(page, 'Education', '/settings/education');
    await page.getByRole('button', { name: 'Add education' }).click();
    const form = page.getByRole('form', { name: 'Add education' });
    await form.getByLabel(/^School/).fill('Vermont Law School');
    await form.getByLabel(/^Degree/).fill('JD');
    await form.getByRole('combobox', { name: /^Year issued/ }).selectOption(String(YEAR - 13));
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Education saved');
    await expect(
      page.getByRole('list', { name: 'Your education' }).getByRole('listitem'),
    ).toContainText('Vermont Law School');
    await backToHub(page);
  });

  await test.step('licenses: a bar admission, required for Legal', async () => {
    await openSection(page, 'Licenses', '/settings/certifications');
    await page.getByRole('button', { name: 'Add license' }).click();
    const form = page.getByRole('form', { name: 'Add a license' });
    await form.getByLabel(/^Name/).fill('Vermont Bar Admission');
    await form.getByLabel(/^Issuing organization/).fill('Vermont Supreme Court');
    await pickMonthYear(form, 'Issue date', 'June', YEAR - 12);
    await tick(form, 'This credential does not expire');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'License saved');
    const license = page.getByRole('list', { name: 'Your licenses' }).getByRole('listitem');
    await expect(license).toContainText('Vermont Bar Admission');
    await expect(license).toContainText('No expiration date');
    await backToHub(page);
  });

  await test.step('the hub opens the background check', async () => {
    await expect(page.getByText('Your profile is complete.')).toBeVisible();
    const sections = page.getByRole('list', { name: 'Sections' });
    await expect(sections.getByRole('listitem').filter({ hasText: 'Basic info' })).toContainText(
      'Complete',
    );
    await expect(
      sections.getByRole('listitem').filter({ hasText: 'Background check' }),
    ).toContainText('Incomplete');
    await openSection(page, 'Background check', '/settings/check');
  });

  await test.step('the check: last 4 digits and both acknowledgements', async () => {
    const form = page.getByRole('form', { name: 'Your background check' });
    await form.getByLabel(/^Last 4 digits of the SSN/).fill('4821');
    await tick(form, 'I have at least 8 years of experience in my practice area.');
    await tick(
      form,
      'I understand that the background check does not guarantee acceptance into the community.',
    );
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Congratulations!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View your profile' })).toHaveAttribute(
      'href',
      `/profile/${id}`,
    );
  });

  await test.step('the member is found in the community by Legal and the state', async () => {
    await page.getByRole('link', { name: 'See the community' }).click();
    await expect(page).toHaveURL(/\/community/);
    await page.getByLabel('Profession').selectOption({ label: 'Legal' });
    await page.getByLabel('Practices in').selectOption({ label: STATE.name });
    await page.getByText('Only show people residing in the state').click();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ members? found$/);
    const results = page.getByRole('list', { name: 'Members' });
    await expect(results.getByRole('link', { name: fullName })).toBeVisible();
  });

  await test.step('a visitor who is not signed in sees the public profile', async () => {
    const visitor = await newPage();
    await visitor.goto(`/profile/${id}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(fullName);
    await expect(visitor.getByRole('region', { name: 'Experience' })).toContainText('Partner');
    await expect(visitor.getByRole('region', { name: 'Education' })).toContainText(
      'Vermont Law School',
    );
    await expect(visitor.getByRole('region', { name: 'Licenses' })).toContainText(
      'Vermont Bar Admission',
    );
    await expect(visitor.getByRole('region', { name: 'Expertise' })).toContainText(EXPERTISE);
  });
});
