import { expect, it } from 'vitest';
import { userSchema } from '@/contract';
import { uniqueEmail } from './client';
import { describeServer } from './suite';

describeServer('users', ({ api }) => {
  it('creates a member: 201 and the contract user, without any password field', async () => {
    const email = uniqueEmail();
    const answer = await api.call('POST', '/api/v1/users', {
      body: {
        email: `  ${email.toUpperCase()} `,
        password: 'long-enough',
        firstName: 'Ada',
        lastName: 'Lovelace',
      },
    });
    expect(answer.status).toBe(201);
    expect(userSchema.parse(answer.body)).toMatchObject({
      email,
      firstName: 'Ada',
      published: false,
      complete: false,
      expertises: [],
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|scrypt/i);
  });

  it('answers 409 ResourceConflict for a taken e-mail, in any case', async () => {
    const m = await api.signup();
    const answer = await api.call('POST', '/api/v1/users', {
      body: {
        email: m.email.toUpperCase(),
        password: 'long-enough',
        firstName: 'Ada',
        lastName: 'Byron',
      },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('ResourceConflict');
  });

  it.each([
    [
      { email: 'x@y.co', password: 'short', firstName: 'Ada', lastName: 'Byron' },
      'Enter a password with at least 8 characters.',
    ],
    [
      { email: 'x@y.co', password: 'long-enough', firstName: 'A', lastName: 'Byron' },
      'Enter your first name.',
    ],
    [
      { email: 'x@y.co', password: 'long-enough', firstName: 'Ada', lastName: 'B'.repeat(51) },
      'Maximum length is 50 characters.',
    ],
    [
      {
        email: 'x@y.co',
        password: 'long-enough',
        firstName: 'Ada',
        lastName: 'Byron',
        admin: true,
      },
      undefined,
    ],
  ])('refuses a bad signup body %#', async (body, message) => {
    const answer = await api.call('POST', '/api/v1/users', { body });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('InvalidRequest');
    if (message) expect(answer.body.message).toBe(message);
  });

  it('GET /v1/user needs a token', async () => {
    const answer = await api.call('GET', '/api/v1/user');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe('Unauthorized');
  });

  it('PATCH /v1/user updates profile fields and trims, clearing with empty strings', async () => {
    const m = await api.signup();
    const answer = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: {
        city: '  Denver ',
        region: 'CO',
        website: 'https://ada.example.com',
        bio: 'Numbers.',
      },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      city: 'Denver',
      region: 'CO',
      website: 'https://ada.example.com',
    });
    const cleared = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { website: '' },
    });
    expect(cleared.body.website).toBeNull();
  });

  it.each([
    { published: true },
    { complete: true },
    { email: 'new@example.com' },
    { id: 1 },
    { createdAt: '2020-01-01T00:00:00Z' },
  ])('refuses mass assignment of %o and changes nothing', async (body) => {
    const m = await api.signup();
    const before = await api.call('GET', '/api/v1/user', { token: m.token });
    const answer = await api.call('PATCH', '/api/v1/user', { token: m.token, body });
    expect(answer.status).toBe(400);
    const after = await api.call('GET', '/api/v1/user', { token: m.token });
    expect(after.body).toEqual(before.body);
  });

  it('clears expertises when the profession changes, and checks them against it', async () => {
    const m = await api.signup();
    const set = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { profession: 'legal', expertises: ['litigation'] },
    });
    expect(set.body.expertises).toEqual(['litigation']);
    const foreign = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { expertises: ['audits'] },
    });
    expect(foreign.status).toBe(400);
    const changed = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { profession: 'it' },
    });
    expect(changed.body).toMatchObject({ profession: 'it', expertises: [] });
  });

  it('refuses an avatar key that is not an upload of the member', async () => {
    const m = await api.signup();
    const answer = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { avatar: 'avatars/someone-else.png' },
    });
    expect(answer.status).toBe(400);
  });

  it('refuses a half career stage', async () => {
    const m = await api.signup();
    const answer = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { employmentStatus: 'employed', independentStatus: 'expert' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Select a valid option.');
  });
});
