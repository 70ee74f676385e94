import { expect, test } from './fixtures';
import { emailedLink, fillDisclosures, newcomer, verifyEmailOverApi } from './support';

// Issue 9 section 5 on the real server: a member requests a testimonial (through the API until
// the settings screen exists), and the writer, who has no account, writes it through the
// e-mailed /testimonial/{uuid} link.

const CLIENT = { clientId: 'guildhall-web', clientSecret: 'guildhall-web-public' };

test('a writer without an account writes a requested testimonial from the e-mailed link', async ({
  page,
  request,
}) => {
  const member = newcomer('testimonial');
  expect((await request.post('/api/v1/users', { data: member })).status()).toBe(201);
  // Only a verified member requests a testimonial (issue 38).
  await verifyEmailOverApi(request, member.email);
  const login = await request.post('/api/v1/oauth/token', {
    data: { grantType: 'password', ...CLIENT, username: member.email, password: member.password },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { Authorization: `Bearer ${accessToken}` };

  const writerEmail = `writer-${member.email}`;
  const requested = await request.post('/api/v1/testimonials', {
    headers: auth,
    data: { name: 'Grace Hopper', email: writerEmail },
  });
  expect(requested.status()).toBe(201);
  const { id, uuid } = (await requested.json()) as { id: number; uuid: string };

  // The page's context never signed in: the writer is anonymous.
  const link = await emailedLink(request, writerEmail, `/testimonial/${uuid}`);
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: `Write ${member.firstName} a testimonal` }),
  ).toBeVisible();
  // The member is not published yet: their card names them, without a link to a profile the
  // writer could not open, and without "No longer listed" (they never were).
  await expect(
    page.getByText(`${member.firstName} ${member.lastName}`, { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${member.firstName} ${member.lastName}` }),
  ).toHaveCount(0);
  await expect(page.getByText('No longer listed')).toHaveCount(0);

  const send = page.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await page.getByLabel(/^Company/).fill('Harvard Computation Lab');
  await page.getByLabel(/^Position/).fill('Programmer');
  const content = 'Precise, patient and two steps ahead of every problem we brought her.';
  await page.getByLabel(/^Testimonial/).fill(content);
  await expect(page.getByText(`${content.length}/500 characters`)).toBeVisible();
  // Issue 24: the disclosures are required too.
  await expect(send).toBeDisabled();
  await fillDisclosures(page, { relationship: 'Colleague', from: 2015, until: 2020, paid: false });
  await send.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // The member now holds it, written and not yet published.
  const listed = await request.get('/api/v1/testimonials', { headers: auth });
  const written = ((await listed.json()) as { id: number; status: string; content: string }[]).find(
    (row) => row.id === id,
  );
  expect(written).toMatchObject({ status: 'unpublished', content });

  // Opening the link again only thanks the writer; Done leads home.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  await expect(page.getByRole('form')).toHaveCount(0);
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown request shows nothing', async ({ page, allowConsoleError }) => {
  // The browser logs the 404 of the lookup itself; that line is expected here.
  allowConsoleError(/Failed to load resource: the server responded with a status of 404/);
  await page.goto('/testimonial/99999999-9999-4999-8999-999999999999');
  await expect(page.getByRole('main')).toBeAttached();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('main')).toBeEmpty();
});
