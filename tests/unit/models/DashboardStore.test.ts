import { describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { createTestStore } from '../helpers';

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}

describe('DashboardStore', () => {
  it('submits a post link', async () => {
    const { dashboard } = await signedIn();
    const post = await dashboard.submitPost({ link: 'https://www.linkedin.com/posts/alex-1' });
    expect(post.link).toBe('https://www.linkedin.com/posts/alex-1');
    expect(db.posts).toHaveLength(1);
  });

  it('refuses an invalid link with InvalidRequest', async () => {
    const { dashboard } = await signedIn();
    await expect(dashboard.submitPost({ link: 'not a url' })).rejects.toMatchObject({
      code: 'InvalidRequest',
    });
    expect(dashboard.error?.code).toBe('InvalidRequest');
  });

  it('invites a peer by e-mail', async () => {
    const { dashboard } = await signedIn();
    await dashboard.invitePeer({ email: 'peer@example.com', name: 'Peer' });
    expect(db.outbox).toContainEqual({
      to: 'peer@example.com',
      kind: 'invitation',
      link: '/signup',
    });
    expect(dashboard.loading).toBe(false);
  });
});
