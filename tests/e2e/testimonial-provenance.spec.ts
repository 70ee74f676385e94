import { expect, test } from './fixtures';
import {
  emailedLink,
  expectToast,
  fillDisclosures,
  logIn,
  publishedMember,
  runSurname,
  type Practice,
} from './support';

// Issue 24 section 3 on the real server: a testimonial with provenance. The member names the
// relationship in the request, the writer confirms it with the disclosures, and the profile
// shows them inline, at the size of the body text (the SEC Marketing Rule: clear and
// prominent, never behind a link or in smaller type). A request to the member's own address is
// refused, and so is any attempt to change the text.

const FINANCE: Practice = { profession: 'finance', label: 'Finance', expertise: 'fpa' };
const OWN_ADDRESS =
  'Ask someone else: a testimonial cannot be requested from your own e-mail address';
const TEXT_LOCKED =
  "A testimonial's text cannot be changed: it stays as the writer wrote it. You can unpublish it instead.";

test('a testimonial requested with a relationship is confirmed with its disclosures and shown inline on the profile', async ({
  page,
  newPage,
  request,
  allowConsoleError,
}) => {
  // The refused request to the member's own address answers 400, as it should.
  allowConsoleError(/Failed to load resource: the server responded with a status of 400/);
  const member = await publishedMember(
    request,
    { firstName: 'Iris', lastName: runSurname() },
    FINANCE,
  );
  const writerEmail = `writer-${member.email}`;

  // The member asks from the settings screen, naming the relationship.
  await page.goto('/login');
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/settings/testimonials');
  const form = page.getByRole('form', { name: 'Request a testimonial' });

  // Not from the member's own address (any case): a clear message, and nothing is sent.
  await form.getByLabel(/^Name/).fill('Iris Herself');
  await form.getByLabel(/^Email/).fill(member.email.toUpperCase());
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form.getByRole('alert')).toContainText(OWN_ADDRESS);
  await expect(page.getByText(/^No requests yet/)).toBeVisible();

  await form.getByLabel(/^Name/).fill('Grace Hopper');
  await form.getByLabel(/^Email/).fill(writerEmail);
  await form.getByLabel(/^Relationship/).selectOption({ label: 'Client' });
  await form.getByRole('button', { name: 'Send request' }).click();
  await expectToast(page, 'Request sent!');
  await expect(page.getByRole('heading', { level: 3, name: 'Grace Hopper' })).toBeVisible();

  // The writer, without an account, opens the e-mailed link: the relationship is preselected.
  const listed = await request.get('/api/v1/testimonials', { headers: member.auth });
  const [requested] = (await listed.json()) as { id: number; uuid: string }[];
  const link = await emailedLink(request, writerEmail, `/testimonial/${requested!.uuid}`);
  const writer = await newPage();
  await writer.goto(link);
  await expect(
    writer.getByRole('heading', { level: 1, name: 'Write Iris a testimonal' }),
  ).toBeVisible();
  await expect(writer.getByLabel(/^Your relationship/)).toHaveValue('client');
  await writer.getByLabel(/^Company/).fill('Harvard Computation Lab');
  await writer.getByLabel(/^Position/).fill('Programmer');
  const content =
    'Iris rebuilt our forecasts in a month, and every board meeting since has been calm.';
  await writer.getByLabel(/^Testimonial/).fill(content);
  await fillDisclosures(writer, { from: 2019, until: 2023, paid: false });
  await writer.getByRole('button', { name: 'Send' }).click();
  await expect(writer.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // Once written, the link thanks the writer and accepts nothing more.
  await writer.reload();
  await expect(writer.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(writer.getByRole('form')).toHaveCount(0);
  const again = await request.put(`/api/v1/testimonials/uuid/${requested!.uuid}`, {
    data: {
      company: 'Other',
      position: 'Other',
      content: 'Other words.',
      relationship: 'client',
      periodFrom: 2019,
      periodTo: 2023,
      paid: false,
      conflict: '',
    },
  });
  expect(again.status()).toBe(409);

  // The member cannot change the words: the API refuses, with its reason.
  const edit = await request.patch(`/api/v1/testimonials/${requested!.id}`, {
    headers: member.auth,
    data: { status: 'published', content: 'Kinder words.' },
  });
  expect(edit.status()).toBe(400);
  expect(await edit.json()).toEqual({
    code: 'InvalidRequest',
    message: TEXT_LOCKED,
    field: 'content',
  });

  // The member publishes it from the list, where the disclosures already show.
  await page.reload();
  const row = page.getByRole('listitem').filter({ hasText: 'Grace Hopper' });
  await expect(row.getByText('Client, 2019–2023 · not paid · no conflict')).toBeVisible();
  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(row.getByText('Published on your profile')).toBeVisible();

  // A visitor sees the words and, inline at the body's size, the disclosures.
  const visitor = await newPage();
  await visitor.goto(`/profile/${member.id}`);
  const testimonials = visitor.getByRole('region', { name: 'Testimonials' });
  await expect(testimonials.getByRole('blockquote')).toHaveText(content);
  const line = testimonials.getByText('Client, 2019–2023 · not paid · no conflict', {
    exact: true,
  });
  await expect(line).toBeVisible();
  const fontSize = (locator: typeof line) =>
    locator.evaluate((element) => getComputedStyle(element).fontSize);
  const bodySize = await visitor.evaluate(() => getComputedStyle(document.body).fontSize);
  expect(await fontSize(line)).toBe(bodySize);
  expect(await fontSize(testimonials.getByRole('blockquote'))).toBe(bodySize);
  // Not behind a link or a disclosure widget.
  await expect(line.locator('xpath=ancestor-or-self::*[self::a or self::details]')).toHaveCount(0);
});
