import { expect, test } from './fixtures';
import { emailedLink, logIn, logOut, newcomer } from './support';

// Issue 5: a newcomer lands, signs up, logs out and in, and resets a forgotten password,
// in a real browser against the real server.

test('a newcomer signs up in two steps, logs out, logs back in and is kept off public pages', async ({
  page,
}) => {
  const member = newcomer('journey');
  const fullName = `${member.firstName} ${member.lastName}`;

  await page.goto('/');
  await expect(page).toHaveTitle('Independence without tradeoffs | Guildhall');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page).toHaveTitle('Sign Up | Guildhall');

  // Step 1: account. The terms notice links both legal pages.
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms',
  );
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy',
  );
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2: name; the first field has focus.
  await expect(page.getByText('Step 2 of 2')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/onboarding\/call$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book your onboarding call');
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/settings');
  // The logo now leads to the dashboard.
  await expect(page.getByRole('link', { name: 'Guildhall home' })).toHaveAttribute(
    'href',
    '/dashboard',
  );
  // Sign-up replaced its history entry: Back goes to the home page (which sends a member on to
  // the dashboard), never to the finished form.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/onboarding\/call$/);

  await logOut(page, fullName);

  await page.getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, member.email, member.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Get the most out of your membership',
  );

  // Signed in, the home page and the login page send the member to the dashboard.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard$/);

  // A reload restores the stored session (and the member's extra data) without a sign-in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Get the most out of your membership',
  );
  await expect(page.getByRole('button', { name: `Account menu for ${fullName}` })).toBeVisible();

  await logOut(page, fullName);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('a member resets a forgotten password from the e-mailed link and is logged in', async ({
  page,
  request,
}) => {
  const member = newcomer('reset');
  const created = await request.post('/api/v1/users', { data: member });
  expect(created.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The URL changes at once; the log-in form, with its own Email field, stays until the screen's
  // chunk has come (CI once filled that field, and Send reset link stayed disabled).
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();

  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await expect(page.getByText('check your junk or social folders')).toBeVisible();

  const link = await emailedLink(request, member.email, '/reset-password');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByLabel('Confirm new password').fill('second-password-2');
  await page.getByRole('button', { name: 'Save password and log in' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await logOut(page, `${member.firstName} ${member.lastName}`);

  // The new password works; the old one no longer does.
  await page.goto('/login');
  await logIn(page, member.email, 'second-password-2');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a wrong password shows the catalogue message', async ({
  page,
  request,
  allowConsoleError,
}) => {
  // The browser itself logs the refused request; that line is expected here.
  allowConsoleError(/Failed to load resource: the server responded with a status of 401/);
  const member = newcomer('wrong');
  expect((await request.post('/api/v1/users', { data: member })).status()).toBe(201);

  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Log In' });
  await expect(submit).toBeDisabled();
  await logIn(page, member.email, 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await expect(page).toHaveURL(/\/login$/);
});

test('reset links keep their query, and a link without one goes to forgot-password', async ({
  page,
}) => {
  await page.goto('/reset?token=abc123&username=someone%40example.com');
  await expect(page).toHaveURL(/\/reset-password\?token=abc123&username=someone%40example\.com$/);
  await expect(page.getByText('someone@example.com')).toBeVisible();

  await page.goto('/reset-password?token=abc123');
  await expect(page).toHaveURL(/\/forgot-password$/);
});
