import { DEMO_POSTS } from '@demo/moderation';
import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/contract';
import { DEMO_EMAIL } from '@mocks/data/members';
import { db } from '@mocks/db';
import { mockServer } from '../../setup';
import { memberAdminStore, OPERATOR_ID, operatorStore } from './operatorSession';

const waiting = DEMO_POSTS.filter((post) => post.state === 'pending');
const row = (id: number) => db.posts.find((post) => post.id === id);

describe('PostsStore', () => {
  it('lists the waiting posts, oldest first, with who posted them', async () => {
    const { posts } = await operatorStore();
    await posts.load();
    expect(posts.state).toBe('pending');
    expect(posts.total).toBe(waiting.length);
    expect(posts.items.map((post) => post.link)).toEqual(waiting.map((post) => post.link));
    expect(posts.items[0]?.member.id).toBe(waiting[0]!.member + 1);
    expect(posts.hasMore).toBe(false);
  });

  it('lists another state when its tab is chosen', async () => {
    const { posts } = await operatorStore();
    await posts.load('approved');
    expect(posts.items.every((post) => post.state === 'approved')).toBe(true);
    expect(posts.items[0]?.decidedBy).toMatchObject({ kind: 'member', id: OPERATOR_ID });
    await posts.load('rejected');
    expect(posts.items.map((post) => post.reason)).toEqual(['not_a_post']);
  });

  it('a link a member posts joins the end of the queue', async () => {
    const member = await memberAdminStore(DEMO_EMAIL);
    await member.root.dashboard.submitPost({ link: 'https://www.linkedin.com/posts/new-one' });
    const { posts } = await operatorStore();
    await posts.load();
    expect(posts.items.at(-1)).toMatchObject({
      link: 'https://www.linkedin.com/posts/new-one',
      state: 'pending',
    });
  });

  it('approves a post: it leaves the queue and is decided by the operator', async () => {
    const { posts } = await operatorStore();
    await posts.load();
    const [post] = posts.items;
    const decided = await posts.approve(post!.id, { reason: 'professional_post' });
    expect(decided).toMatchObject({
      state: 'approved',
      decidedBy: { id: OPERATOR_ID },
      reason: 'professional_post',
    });
    expect(row(post!.id)).toMatchObject({ state: 'approved', decidedBy: OPERATOR_ID });
    expect(posts.items.map((item) => item.id)).not.toContain(post!.id);
    expect(posts.total).toBe(waiting.length - 1);
    // One audit entry: who, what, about whom.
    expect(db.audit.at(-1)).toMatchObject({
      actorId: OPERATOR_ID,
      action: 'post.approve',
      subjectKind: 'post',
      subjectId: post!.id,
      memberId: post!.member.id,
      reason: 'professional_post',
    });
  });

  it('rejects a post with a reason, and a note with Other', async () => {
    const { posts } = await operatorStore();
    await posts.load();
    const [post] = posts.items;
    await expect(posts.reject(post!.id, { reason: 'other' })).rejects.toMatchObject({
      code: 'InvalidRequest',
      message: apiMessages.noteRequired,
    });
    expect(row(post!.id)?.state).toBe('pending');
    await posts.reject(post!.id, { reason: 'spam', note: ' Sales pitch ' });
    expect(row(post!.id)).toMatchObject({ state: 'rejected', reason: 'spam', note: 'Sales pitch' });
    expect(db.audit.at(-1)).toMatchObject({
      action: 'post.reject',
      reason: 'spam',
      note: 'Sales pitch',
    });
  });

  it('a post decided meanwhile answers 409 and leaves the queue all the same', async () => {
    const { posts } = await operatorStore();
    await posts.load();
    const [post] = posts.items;
    row(post!.id)!.state = 'approved';
    await expect(posts.approve(post!.id, { reason: 'professional_post' })).rejects.toMatchObject({
      code: 'ResourceConflict',
      message: apiMessages.postNotPending,
    });
    expect(posts.ops.approve.get(post!.id).isFailed).toBe(true);
    expect(posts.items.map((item) => item.id)).not.toContain(post!.id);
  });

  it("one post's decision is pending alone, and a double press is one request", async () => {
    const { posts } = await operatorStore();
    await posts.load();
    const [one, other] = posts.items;
    let sent = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent += 1;
    });
    const first = posts.approve(one!.id, { reason: 'professional_post' });
    const again = posts.approve(one!.id, { reason: 'professional_post' });
    expect(posts.isDeciding(one!.id)).toBe(true);
    expect(posts.isDeciding(other!.id)).toBe(false);
    expect(posts.ops.load.isDone).toBe(true);
    await Promise.all([first, again]);
    mockServer.events.removeAllListeners();
    expect(sent).toBe(1);
  });

  it('a member is refused (403)', async () => {
    const { admin } = await memberAdminStore(DEMO_EMAIL);
    await expect(admin.posts.load()).rejects.toMatchObject({ status: 403 });
    expect(admin.posts.ops.load.isFailed).toBe(true);
  });
});
