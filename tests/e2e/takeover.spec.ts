import { accountTexts } from '../../src/screens/account/texts';
import { expect, test } from './fixtures';
import { emailedLink, emailedLinkUnder, logIn, newcomer, verifyEmailOverApi } from './support';

// Issue 38 §4 on the real server: someone who knows the password changes the member's address;
// the notice to the old address carries "This wasn't me", whose page changes nothing until its
// button restores the address, ends every session and mails a password reset there.

// A sign-up and two logins, each a password hash at the production cost.
test.describe.configure({ timeout: 150_000 });

const CLIENT = { clientId: 'guildhall-web', clientSecret: 'guildhall-web-public' };

test('a taken-over address comes back from the notice, and every session ends', async ({
  page,
  request,
  allowConsoleError,
}) => {
  // The ended session's next requests are refused (401) on purpose.
  allowConsoleError(/Failed to load resource: the server responded with a status of 40[01]/);
  const member = newcomer('takeover');
  const takersAddress = `taker-${member.email}`;
  const texts = accountTexts.restore;

  await test.step('the member signs up, verifies the address and signs in', async () => {
    const created = await request.post('/api/v1/users', {
      data: {
        email: member.email,
        password: member.password,
        firstName: member.firstName,
        lastName: member.lastName,
      },
    });
    expect(created.status()).toBe(201);
    await verifyEmailOverApi(request, member.email);
    await page.goto('/login');
    await logIn(page, member.email, member.password);
    await expect(page).not.toHaveURL(/\/login/);
  });

  let takersToken = '';
  await test.step('someone with the password changes the address and confirms it', async () => {
    const signedIn = await request.post('/api/v1/oauth/token', {
      data: { grantType: 'password', ...CLIENT, username: member.email, password: member.password },
    });
    expect(signedIn.status()).toBe(200);
    takersToken = ((await signedIn.json()) as { accessToken: string }).accessToken;
    const started = await request.post('/api/v1/user/email', {
      headers: { authorization: `Bearer ${takersToken}` },
      data: { email: takersAddress, password: member.password },
    });
    expect(started.status()).toBe(202);
    const confirm = await emailedLinkUnder(request, takersAddress, '/confirm-email/');
    const token = confirm.slice(confirm.lastIndexOf('/') + 1);
    expect((await request.post(`/api/v1/user/email/${token}`)).status()).toBe(200);
  });

  await test.step('the notice to the old address: its page asks, and changes nothing', async () => {
    const link = await emailedLinkUnder(request, member.email, '/restore-email/');
    await page.goto(link);
    await expect(page.getByText(texts.ask(member.email))).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    // Opened, nothing changed: the taker is still signed in with the new address.
    const me = await request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${takersToken}` },
    });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(takersAddress);
  });

  await test.step('the button restores it; every session ends; the reset arrives', async () => {
    await page.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.done })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(texts.doneText(member.email));
    const taker = await request.get('/api/v1/user', {
      headers: { authorization: `Bearer ${takersToken}` },
    });
    expect(taker.status()).toBe(401);
    // This browser's session ended too: the settings ask for a login.
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login/);

    const reset = await emailedLink(request, member.email, '/reset-password');
    const query = new URL(reset, 'http://guildhall.test').searchParams;
    expect(query.get('username')).toBe(member.email);
    const chosen = await request.post('/api/v1/users/password', {
      data: { ...CLIENT, token: query.get('token'), password: 'second-password-2' },
    });
    expect(chosen.status()).toBe(204);
    const back = await request.post('/api/v1/oauth/token', {
      data: {
        grantType: 'password',
        ...CLIENT,
        username: member.email,
        password: 'second-password-2',
      },
    });
    expect(back.status()).toBe(200);
  });
});
