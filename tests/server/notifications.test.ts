import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  INVITATION_NOTICE_DAYS,
  NOTIFICATION_PAGE_DEFAULT,
  notificationPageSchema,
  notificationSchema,
  teamInvitationListSchema,
  type Notification,
  type NotificationKind,
} from '@/contract';
import { notifications, users } from '@server/db/schema';
import { signupOperator } from './admin-helpers';
import { type Member } from './client';
import { describeServer } from './suite';

// A member's notifications (issue 23): each kind is written by its event, in the event's
// transaction; the centre's endpoints answer only the member's own.

const DAY_MS = 24 * 60 * 60 * 1000;

describeServer('notifications', (suite) => {
  const { api, t } = suite;

  const published = async (names: { firstName?: string; lastName?: string } = {}) => {
    const m = await api.signup(names);
    await api.completeProfile(m, { publish: true });
    return m;
  };

  /** The member's notifications, newest first (every one: limit 50). */
  async function list(member: Member, query = '?limit=50'): Promise<Notification[]> {
    const answer = await api.call('GET', `/api/v1/notifications${query}`, { token: member.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return notificationPageSchema.parse(answer.body).items;
  }
  const ofKind = async (member: Member, kind: NotificationKind) =>
    (await list(member)).filter((n) => n.kind === kind);
  const unread = async (member: Member): Promise<number> => {
    const answer = await api.call('GET', '/api/v1/notifications/unread', { token: member.token });
    expect(answer.status).toBe(200);
    return answer.body.unread;
  };

  /** A fresh access token (the clock moved past the first one's expiry). */
  async function signIn(member: Member): Promise<string> {
    const answer = await api.login(member.email, member.password);
    expect(answer.status).toBe(200);
    return answer.body.accessToken;
  }

  /** Runs `work` with the app's clock moved `ms` ahead, then puts it back. */
  async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
    const { ctx } = t.app;
    const real = ctx.now;
    ctx.now = () => new Date(real().getTime() + ms);
    try {
      return await work();
    } finally {
      ctx.now = real;
    }
  }

  describe('team events', () => {
    it('invitation, accepted, removed; the invitation shows its relation as it is now', async () => {
      const owner = await published({ firstName: 'Olive', lastName: 'Owner' });
      const member = await published({ firstName: 'Theo', lastName: 'Mate' });
      const invite = await api.call('PUT', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
      });
      expect(invite.status).toBe(201);

      const [invited, ...more] = await ofKind(member, 'team_invitation');
      expect(more).toEqual([]);
      expect(invited).toMatchObject({
        actor: { id: owner.id, firstName: 'Olive', lastName: 'Owner', listed: true },
        subject: { kind: 'team_relation', id: invite.body.id },
        data: { status: 'pending' },
        readAt: null,
      });
      // The invitation has a home: the invitations received, with the owner's card.
      const received = await api.call('GET', '/api/v1/user/otherTeam', { token: member.token });
      expect(received.status).toBe(200);
      expect(teamInvitationListSchema.parse(received.body)).toEqual([
        expect.objectContaining({
          id: invite.body.id,
          status: 'pending',
          owner: expect.objectContaining({ id: owner.id, firstName: 'Olive', listed: true }),
        }),
      ]);

      const accepted = await api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
        token: member.token,
        body: { id: invite.body.id, memberId: member.id, status: 'accepted' },
      });
      expect(accepted.status).toBe(200);
      expect(await ofKind(owner, 'team_invitation_accepted')).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ id: member.id }),
          subject: { kind: 'team_relation', id: invite.body.id },
        }),
      ]);
      // Accept and Decline no longer apply; the invitation left the list received.
      expect((await ofKind(member, 'team_invitation'))[0]!.data.status).toBe('accepted');
      expect(
        (await api.call('GET', '/api/v1/user/otherTeam', { token: member.token })).body,
      ).toEqual([]);

      await api.call('PATCH', `/api/v1/user/team/${member.id}`, {
        token: owner.token,
        body: { id: invite.body.id, status: 'declined' },
      });
      expect(await ofKind(member, 'team_removed')).toEqual([
        expect.objectContaining({ actor: expect.objectContaining({ id: owner.id }) }),
      ]);
      // Leaving or a cancelled invitation tells nobody: the owner heard only the acceptance.
      expect((await list(owner)).map((n) => n.kind)).toEqual(['team_invitation_accepted']);
    });

    it(`tells the invitee of one owner's invitations at most once in ${INVITATION_NOTICE_DAYS} days`, async () => {
      const owner = await published();
      const member = await published();
      const invite = (token = owner.token) =>
        api.call('PUT', `/api/v1/user/team/${member.id}`, { token });
      const decline = (id: number, token = member.token) =>
        api.call('PATCH', `/api/v1/user/otherTeam/${owner.id}`, {
          token,
          body: { id, memberId: member.id, status: 'declined' },
        });

      const first = await invite();
      expect((await decline(first.body.id)).status).toBe(200);
      expect(await ofKind(owner, 'team_invitation_declined')).toHaveLength(1);

      // Re-invited at once: the relation is pending again, the invitee is not told again.
      const again = await invite();
      expect(again.body).toMatchObject({ id: first.body.id, status: 'pending' });
      expect(await ofKind(member, 'team_invitation')).toHaveLength(1);

      // A month on (signed in again), the same owner's invitation is news again.
      await later((INVITATION_NOTICE_DAYS + 1) * DAY_MS, async () => {
        expect((await decline(first.body.id, await signIn(member))).status).toBe(200);
        expect((await invite(await signIn(owner))).body.status).toBe('pending');
      });
      const notices = await ofKind(member, 'team_invitation');
      expect(notices).toHaveLength(2);
      expect(notices.map((n) => n.data.status)).toEqual(['pending', 'pending']);
    });
  });

  describe('testimonials and watched members', () => {
    it('a written testimonial waits for the member; publishing it tells the watchers', async () => {
      const member = await published({ firstName: 'Maya', lastName: 'Member' });
      const watcher = await published();
      const stranger = await published();
      await api.call('PUT', `/api/v1/user/watching/${member.id}`, { token: watcher.token });
      const requested = await api.call('POST', '/api/v1/testimonials', {
        token: member.token,
        body: { name: 'Wendy Writer', email: 'wendy.writer@example.com' },
      });
      const { id, uuid } = requested.body as { id: number; uuid: string };
      const written = await api.call('PUT', `/api/v1/testimonials/uuid/${uuid}`, {
        body: {
          company: 'Acme',
          position: 'CEO',
          content: 'Outstanding work.',
          relationship: 'client',
          periodFrom: 2020,
          periodTo: null,
          paid: false,
          conflict: '',
        },
      });
      expect(written.status).toBe(200);
      expect(await ofKind(member, 'testimonial_waiting')).toEqual([
        expect.objectContaining({
          actor: null,
          subject: { kind: 'testimonial', id },
          data: { writerName: 'Wendy Writer' },
        }),
      ]);
      // Still unpublished: the watcher has heard nothing.
      expect(await list(watcher)).toEqual([]);

      const publish = (status: 'published' | 'unpublished') =>
        api.call('PATCH', `/api/v1/testimonials/${id}`, {
          token: member.token,
          body: { status },
        });
      expect((await publish('published')).status).toBe(200);
      // Publishing again changes nothing and tells nobody twice.
      await publish('published');
      expect(await ofKind(watcher, 'watched_testimonial')).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ id: member.id, firstName: 'Maya' }),
          subject: { kind: 'testimonial', id },
        }),
      ]);
      expect(await list(stranger)).toEqual([]);
    });

    it('a change of profession or practice states tells the watchers which', async () => {
      const member = await published();
      const watcher = await published();
      await api.call('PUT', `/api/v1/user/watching/${member.id}`, { token: watcher.token });
      const patch = (body: object) =>
        api.call('PATCH', '/api/v1/user', { token: member.token, body });

      // Other fields are no news.
      expect((await patch({ city: 'Dallas' })).status).toBe(200);
      expect((await patch({ locations: ['TX'] })).status).toBe(200);
      expect(await list(watcher)).toEqual([]);

      expect((await patch({ locations: ['OK', 'TX'] })).status).toBe(200);
      expect(
        (await patch({ profession: 'finance', expertises: ['fpa'], locations: ['TX', 'OK'] }))
          .status,
      ).toBe(200);
      const changes = await ofKind(watcher, 'watched_profile_changed');
      expect(changes.map((n) => n.data.fields)).toEqual([['profession'], ['locations']]);
      expect(changes[0]).toMatchObject({
        actor: { id: member.id },
        subject: { kind: 'member', id: member.id },
      });
    });

    it('an operator unpublishing or suspending a member tells the watchers once', async () => {
      const admin = await signupOperator(suite, 'admin');
      const member = await published();
      const watcher = await published();
      await api.call('PUT', `/api/v1/user/watching/${member.id}`, { token: watcher.token });
      const act = (action: string) =>
        api.call('POST', `/api/v1/admin/members/${member.id}/actions`, {
          token: admin.token,
          body: { action, reason: 'policy_violation' },
        });
      expect((await act('unpublish')).status).toBe(200);
      // Suspending a member who is already unlisted is no news to the watchers.
      expect((await act('suspend')).status).toBe(200);
      expect(await ofKind(watcher, 'watched_unpublished')).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ id: member.id, listed: false }),
          subject: { kind: 'member', id: member.id },
        }),
      ]);
    });
  });

  describe("operators' decisions", () => {
    it('post decided and check decided (the latter e-mailed by the decision itself)', async () => {
      const reviewer = await signupOperator(suite, 'reviewer');
      const member = await published();
      const posted = await api.call('POST', '/api/v1/dashboard/posts', {
        token: member.token,
        body: { link: 'https://example.com/articles/close-the-books' },
      });
      expect(posted.status).toBe(201);
      const decided = await api.call('POST', `/api/v1/admin/posts/${posted.body.id}/decisions`, {
        token: reviewer.token,
        body: { action: 'approve', reason: 'professional_post' },
      });
      expect(decided.status).toBe(200);
      expect(await ofKind(member, 'post_decided')).toEqual([
        expect.objectContaining({
          subject: { kind: 'post', id: posted.body.id },
          data: expect.objectContaining({
            state: 'approved',
            link: 'https://example.com/articles/close-the-books',
          }),
        }),
      ]);

      const review = (await t.app.ctx.repos.reviews.latestOf(member.id))!;
      const path = `/api/v1/admin/reviews/${review.id}`;
      expect((await api.call('POST', `${path}/start`, { token: reviewer.token })).status).toBe(200);
      const cleared = await api.call('POST', `${path}/decisions`, {
        token: reviewer.token,
        body: { action: 'clear', reason: 'verified' },
      });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      expect(await ofKind(member, 'check_decided')).toEqual([
        expect.objectContaining({
          actor: null,
          subject: { kind: 'review', id: review.id },
          data: { state: 'cleared', reason: 'verified' },
        }),
      ]);
      const [row] = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.subjectId, review.id));
      expect(row?.emailedAt).not.toBeNull();
    });
  });

  describe('the centre', () => {
    /** A member with `count` notifications (team invitations from as many owners). */
    async function withNotifications(count: number): Promise<Member> {
      const member = await published();
      for (let i = 0; i < count; i += 1) {
        const owner = await api.signup();
        // Only a listed member can be invited; the owner need not be.
        await api.call('PUT', `/api/v1/user/team/${member.id}`, { token: owner.token });
      }
      return member;
    }

    it('pages newest first with the total and the unread count; the bell counts', async () => {
      const member = await withNotifications(NOTIFICATION_PAGE_DEFAULT + 3);
      const first = await api.call('GET', '/api/v1/notifications', { token: member.token });
      const page = notificationPageSchema.parse(first.body);
      expect(page).toMatchObject({
        total: NOTIFICATION_PAGE_DEFAULT + 3,
        limit: NOTIFICATION_PAGE_DEFAULT,
        offset: 0,
        unread: NOTIFICATION_PAGE_DEFAULT + 3,
      });
      expect(page.items).toHaveLength(NOTIFICATION_PAGE_DEFAULT);
      const ids = page.items.map((n) => n.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const rest = await list(member, `?limit=10&offset=${NOTIFICATION_PAGE_DEFAULT}`);
      expect(rest).toHaveLength(3);
      expect(Math.max(...rest.map((n) => n.id))).toBeLessThan(Math.min(...ids));
      expect(await unread(member)).toBe(NOTIFICATION_PAGE_DEFAULT + 3);

      for (const query of ['?limit=51', '?limit=0', '?offset=-1', '?limit=ten']) {
        const bad = await api.call('GET', `/api/v1/notifications${query}`, {
          token: member.token,
        });
        expect(bad.status, query).toBe(400);
        expect(bad.body.code).toBe('InvalidRequest');
      }
    });

    it('marks one read (only my own: 404 for anyone else), then all', async () => {
      const member = await withNotifications(3);
      const other = await published();
      const [newest, second] = await list(member);
      const path = `/api/v1/notifications/${newest!.id}`;

      const theirs = await api.call('PATCH', path, { token: other.token, body: { read: true } });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual({
        code: 'ResourceNotFound',
        message: apiMessages.notificationNotFound,
      });
      const unknown = await api.call('PATCH', '/api/v1/notifications/999999', {
        token: member.token,
        body: { read: true },
      });
      expect(unknown.status).toBe(404);
      for (const body of [{ read: false }, {}, { read: true, kind: 'x' }]) {
        const bad = await api.call('PATCH', path, { token: member.token, body });
        expect(bad.status).toBe(400);
        expect(bad.body.code).toBe('InvalidRequest');
      }
      expect((await api.call('PATCH', path, { body: { read: true } })).status).toBe(401);
      expect(await unread(member)).toBe(3);

      const marked = await api.call('PATCH', path, { token: member.token, body: { read: true } });
      expect(marked.status).toBe(200);
      const read = notificationSchema.parse(marked.body);
      expect(read.id).toBe(newest!.id);
      expect(read.readAt).not.toBeNull();
      // Read twice: the first reading's time stays.
      const again = await later(60_000, () =>
        api.call('PATCH', path, { token: member.token, body: { read: true } }),
      );
      expect(again.body.readAt).toBe(read.readAt);
      expect(await unread(member)).toBe(2);
      expect((await list(member))[1]).toMatchObject({ id: second!.id, readAt: null });

      const all = await api.call('POST', '/api/v1/notifications/read-all', {
        token: member.token,
      });
      expect(all.status).toBe(200);
      expect(all.body).toEqual({ unread: 0 });
      expect(await unread(member)).toBe(0);
      expect((await list(member)).every((n) => n.readAt !== null)).toBe(true);
      expect((await list(member))[0]!.readAt).toBe(read.readAt);
      // The other member's own count was never touched.
      expect(await unread(other)).toBe(0);
    });

    it('shows the actor as they are now', async () => {
      const member = await published();
      const owner = await api.signup({ firstName: 'Old', lastName: 'Name' });
      await api.call('PUT', `/api/v1/user/team/${member.id}`, { token: owner.token });
      await t.database.db.update(users).set({ firstName: 'New' }).where(eq(users.id, owner.id));
      const [notice] = await list(member);
      expect(notice!.actor).toMatchObject({ id: owner.id, firstName: 'New', listed: false });
      // An owner who is not listed: the invitation is not among those received.
      expect(
        (await api.call('GET', '/api/v1/user/otherTeam', { token: member.token })).body,
      ).toEqual([]);
    });

    it('needs a sign-in', async () => {
      for (const [method, path] of [
        ['GET', '/api/v1/notifications'],
        ['GET', '/api/v1/notifications/unread'],
        ['POST', '/api/v1/notifications/read-all'],
        ['GET', '/api/v1/user/otherTeam'],
      ] as const) {
        const answer = await api.call(method, path);
        expect(answer.status, path).toBe(401);
      }
    });
  });
});
