import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import {
  emailedLink,
  expectToast,
  fillDisclosures,
  logIn,
  publishedMember,
  runSurname,
  VERMONT,
  type Practice,
  type PublishedMember as Member,
} from './support';

// Issue 9 section 6 on the real server: two members in two browser contexts find each other,
// watch, build a team and answer invitations; a testimonial goes from request to the public
// profile; an uploaded avatar is served processed, never as sent.
//
// Every test makes its own members through the API (unique e-mails), so the tests stand alone
// and run again against the same data folder without touching the demo members other specs
// read.

// No demo member lives here, so a search for residents finds only the journeys' members.
const STATE = VERMONT;
const PROCESSED_AVATAR = /\/api\/uploads\/avatars\/[^/]+\/(96|192|384)\.(webp|jpg)$/;

const ACCOUNTING: Practice = { profession: 'accounting', label: 'Accounting', expertise: 'audits' };
const HR: Practice = { profession: 'hr', label: 'Human Resources', expertise: 'recruiting' };

async function signIn(page: Page, member: Member) {
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openAccountMenuItem(page: Page, member: Member, item: string) {
  await page.getByRole('button', { name: `Account menu for ${member.fullName}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** Searches the community for residents of STATE in a profession. */
async function searchResidents(page: Page, practice: Practice) {
  await page.goto('/community');
  await page.getByLabel('Profession').selectOption({ label: practice.label });
  await page.getByLabel('Practices in').selectOption({ label: STATE.name });
  await page.getByText('Only show people residing in the state').click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ members? found$/);
  return page.getByRole('list', { name: 'Members' });
}

/** The src the browser actually loaded for an avatar image, once it has loaded. */
async function loadedSource(image: Locator) {
  await expect(image).toHaveJSProperty('complete', true);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  return image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
}

test('two members watch, invite, accept, leave and decline in two browser contexts', async ({
  page,
  newPage,
  request,
}) => {
  // Four accounts' password hashes and a dozen screens in two browsers: longer than one page.
  // A missing relation is an answer (200 null, docs/api.md "Team"): the consoles stay clean.
  test.slow();
  const lastName = runSurname();
  const ada = await publishedMember(request, { firstName: 'Ada', lastName }, ACCOUNTING);
  const bea = await publishedMember(request, { firstName: 'Bea', lastName }, HR);
  const adaPage = page;
  const beaPage = await newPage();
  await signIn(adaPage, ada);
  await signIn(beaPage, bea);

  await test.step('Ada finds Bea in the community and watches her', async () => {
    const results = await searchResidents(adaPage, HR);
    await results.getByRole('link', { name: bea.fullName }).click();
    await expect(adaPage).toHaveURL(`/profile/${bea.id}`);
    await expect(adaPage.getByRole('heading', { level: 1 })).toHaveText(bea.fullName);

    await adaPage.getByRole('button', { name: 'Watch', exact: true }).click();
    await expectToast(adaPage, 'Added to watch list.');
    await expect(adaPage.getByRole('button', { name: 'Stop Watching' })).toBeVisible();

    await openAccountMenuItem(adaPage, ada, 'Watch List');
    await expect(adaPage.getByRole('heading', { level: 1 })).toHaveText('My watch list');
    const card = adaPage.getByRole('listitem').filter({ hasText: bea.fullName });
    await card.getByRole('button', { name: 'Stop Watching' }).click();
    await expectToast(adaPage, 'Removed from watch list.');
    await expect(adaPage.getByText('No results found')).toBeVisible();
  });

  await test.step('Ada adds Bea to her team through the confirmation', async () => {
    await adaPage.goBack();
    await expect(adaPage.getByRole('heading', { level: 1 })).toHaveText(bea.fullName);
    await expect(adaPage.getByRole('button', { name: 'Watch', exact: true })).toBeVisible();
    await adaPage.getByRole('button', { name: 'Add to Team' }).click();
    const dialog = adaPage.getByRole('alertdialog', { name: 'Add Bea to your team?' });
    await expect(dialog).toContainText(
      'Bea will receive an invitation to join your professional team.',
    );
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expectToast(adaPage, 'Request sent!');
    await expect(dialog).toBeHidden();
    await expect(adaPage.getByRole('button', { name: 'Add to Team' })).toHaveCount(0);

    // In Ada's own list Bea is pending.
    await openAccountMenuItem(adaPage, ada, 'Team');
    await expect(adaPage).toHaveURL(`/team/${ada.id}`);
    await expect(adaPage.getByRole('heading', { level: 1 })).toHaveText('My professional team');
    const members = adaPage.getByRole('list', { name: 'Team members' });
    await expect(members.getByRole('listitem').filter({ hasText: bea.fullName })).toContainText(
      'PENDING',
    );
  });

  await test.step('Bea accepts on Ada’s profile; Ada sees her accepted', async () => {
    await beaPage.goto(`/profile/${ada.id}`);
    await expect(beaPage.getByText('Ada invited you to their professional team.')).toBeVisible();
    await expect(beaPage.getByRole('button', { name: 'Decline' })).toBeVisible();
    await beaPage.getByRole('button', { name: 'Accept' }).click();
    await expectToast(beaPage, "You are oficially on Ada's team!");
    await expect(beaPage.getByText("You are on Ada's team.")).toBeVisible();
    await expect(beaPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);

    await adaPage.reload();
    const card = adaPage
      .getByRole('list', { name: 'Team members' })
      .getByRole('listitem')
      .filter({ hasText: bea.fullName });
    await expect(card).toBeVisible();
    await expect(card).not.toContainText('PENDING');
  });

  await test.step('Bea leaves Ada’s team', async () => {
    await beaPage.goto(`/team/${ada.id}`);
    await expect(beaPage.getByRole('heading', { level: 1 })).toHaveText("Ada's professional team");
    await expect(beaPage.getByRole('link', { name: bea.fullName })).toBeVisible();
    await beaPage.getByRole('button', { name: 'Leave team' }).click();
    const dialog = beaPage.getByRole('alertdialog', { name: 'Leave this team?' });
    await expect(dialog).toContainText(
      `You will no longer be on ${ada.fullName}'s professional team.`,
    );
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await expect(dialog).toBeHidden();
    await expect(beaPage.getByRole('link', { name: bea.fullName })).toHaveCount(0);
    await expect(beaPage.getByRole('button', { name: 'Leave team' })).toHaveCount(0);

    await adaPage.reload();
    await expect(adaPage.getByText(/^Your professional team is empty/)).toBeVisible();
  });

  await test.step('Ada invites Bea again; Bea declines', async () => {
    await adaPage.goto(`/profile/${bea.id}`);
    await adaPage.getByRole('button', { name: 'Add to Team' }).click();
    await adaPage
      .getByRole('alertdialog', { name: 'Add Bea to your team?' })
      .getByRole('button', { name: 'Send request' })
      .click();
    await expectToast(adaPage, 'Request sent!');

    await beaPage.goto(`/profile/${ada.id}`);
    await beaPage.getByRole('button', { name: 'Decline' }).click();
    await expectToast(beaPage, "You have declined Ada's invitation.");
    await expect(beaPage.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await expect(beaPage.getByText('Ada invited you to their professional team.')).toHaveCount(0);

    await adaPage.goto(`/team/${ada.id}`);
    await expect(adaPage.getByText(/^Your professional team is empty/)).toBeVisible();
  });
});

test('a requested testimonial is written from the e-mailed link, published, and shown on the public profile', async ({
  page,
  newPage,
  request,
}) => {
  const ada = await publishedMember(
    request,
    { firstName: 'Ada', lastName: runSurname() },
    ACCOUNTING,
  );
  const writerEmail = `writer-${ada.email}`;
  const requested = await request.post('/api/v1/testimonials', {
    headers: ada.auth,
    data: { name: 'Grace Hopper', email: writerEmail },
  });
  expect(requested.status()).toBe(201);
  const { id, uuid } = (await requested.json()) as { id: number; uuid: string };

  // The writer has no account: this context never signed in.
  const writer = page;
  await writer.goto(await emailedLink(request, writerEmail, `/testimonial/${uuid}`));
  await expect(
    writer.getByRole('heading', { level: 1, name: 'Write Ada a testimonal' }),
  ).toBeVisible();
  await writer.getByLabel(/^Company/).fill('Harvard Computation Lab');
  await writer.getByLabel(/^Position/).fill('Programmer');
  const content = 'Ada closed our books a week early every quarter, without a single restatement.';
  await writer.getByLabel(/^Testimonial/).fill(content);
  await fillDisclosures(writer, { relationship: 'Client', from: 2019, until: 2023, paid: false });
  await writer.getByRole('button', { name: 'Send' }).click();
  await expect(writer.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // Written but not yet published: the public profile does not show it.
  const visitor = await newPage();
  await visitor.goto(`/profile/${ada.id}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(ada.fullName);
  await expect(visitor.getByRole('region', { name: 'Testimonials' })).toHaveCount(0);

  // Ada publishes it (PATCH, until the settings screen exists).
  const published = await request.patch(`/api/v1/testimonials/${id}`, {
    headers: ada.auth,
    data: { status: 'published' },
  });
  expect(published.status()).toBe(200);

  await visitor.reload();
  const testimonials = visitor.getByRole('region', { name: 'Testimonials' });
  await expect(testimonials.getByRole('blockquote')).toHaveText(content);
  await expect(testimonials).toContainText('Grace Hopper, Programmer, Harvard Computation Lab');
});

test('an uploaded avatar is served processed on the profile and on the community card', async ({
  page,
  newPage,
  request,
}) => {
  // Two members' sign-ups and log-ins (six password hashes) before the upload itself.
  test.slow();
  const lastName = runSurname();
  const ada = await publishedMember(request, { firstName: 'Ada', lastName }, ACCOUNTING);
  const bea = await publishedMember(request, { firstName: 'Bea', lastName }, HR);
  await signIn(page, ada);
  await openAccountMenuItem(page, ada, 'Profile');
  await expect(page).toHaveURL(`/profile/${ada.id}`);

  // A photo-sized PNG made here: what is served must be one of the redrawn square sizes.
  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 110, b: 90 } },
  })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload avatar' }).click();
  await (await chooser).setFiles({ name: 'ada.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('button', { name: 'Upload avatar' })).toBeEnabled();

  const avatar = page.getByRole('img', { name: ada.fullName, exact: true });
  await expect(avatar).toHaveAttribute('src', PROCESSED_AVATAR);
  const loaded = await loadedSource(avatar);
  expect(loaded).toMatch(PROCESSED_AVATAR);
  // The upload's own path; every size of it is offered as WebP.
  const upload = loaded.replace(/\/\d+\.(webp|jpg)$/, '');
  await expect(avatar.locator('xpath=..').locator('source[type="image/webp"]')).toHaveAttribute(
    'srcset',
    [96, 192, 384].map((width) => `${upload}/${width}.webp ${width}w`).join(', '),
  );

  // Bea sees the same processed picture on Ada's card in the community.
  const beaPage = await newPage();
  await signIn(beaPage, bea);
  const results = await searchResidents(beaPage, ACCOUNTING);
  const card = results.getByRole('listitem').filter({ hasText: ada.fullName });
  const cardAvatar = card.getByRole('img', { name: ada.fullName, exact: true });
  const shown = await loadedSource(cardAvatar);
  expect(shown).toMatch(PROCESSED_AVATAR);
  expect(shown.startsWith(`${upload}/`), `${shown} is a size of ${upload}`).toBe(true);

  // The file as sent is never served.
  expect((await request.get(upload)).status()).toBe(404);
});
