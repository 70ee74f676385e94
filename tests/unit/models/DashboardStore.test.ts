import { describe, expect, it } from 'vitest';
import { DEMO_POSTS } from '@demo/moderation';
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
    // Queued for the operators after the demo community's posts.
    expect(db.posts.slice(DEMO_POSTS.length)).toMatchObject([
      { link: 'https://www.linkedin.com/posts/alex-1', state: 'pending' },
    ]);
  });

  it('refuses an invalid link with InvalidRequest', async () => {
    const { dashboard } = await signedIn();
    await expect(dashboard.submitPost({ link: 'not a url' })).rejects.toMatchObject({
      code: 'InvalidRequest',
    });
    expect(dashboard.ops.submitPost.error?.code).toBe('InvalidRequest');
    expect(dashboard.ops.invitePeer.status).toBe('idle');
  });

  it('invites a peer by e-mail', async () => {
    const { dashboard } = await signedIn();
    const sending = dashboard.invitePeer({ email: 'peer@example.com', name: 'Peer' });
    expect(dashboard.ops.invitePeer.isPending).toBe(true);
    // The old shared `loading` made the other form's button spin too.
    expect(dashboard.ops.submitPost.isPending).toBe(false);
    await sending;
    expect(db.outbox).toContainEqual({
      to: 'peer@example.com',
      kind: 'invitation',
      link: '/signup',
    });
    expect(dashboard.ops.invitePeer.status).toBe('done');
  });

  it("one form's failure does not touch the other's, and logout resets both", async () => {
    const root = await signedIn();
    const { dashboard } = root;
    await dashboard.invitePeer({ email: 'peer@example.com', name: 'Peer' });
    await expect(dashboard.submitPost({ link: 'not a url' })).rejects.toBeTruthy();
    expect(dashboard.ops.submitPost.isFailed).toBe(true);
    expect(dashboard.ops.invitePeer.status).toBe('done');
    await root.session.logout();
    expect(dashboard.ops.submitPost.status).toBe('idle');
    expect(dashboard.ops.submitPost.error).toBeUndefined();
    expect(dashboard.ops.invitePeer.status).toBe('idle');
  });
});
