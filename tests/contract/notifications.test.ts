import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  NOTIFICATION_PAGE_DEFAULT,
  notificationPageSchema,
  notificationQuerySchema,
  notificationSchema,
  teamInvitationListSchema,
  teamRelationSchema,
  testimonialSchema,
  unreadCountSchema,
  type Notification,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity } from './harness';

// Issue 23: a member's notifications, written by the events (team, testimonials, watched
// members) and read, counted and marked read through the centre's endpoints.
describeParity('notifications', ({ api, publishedMember }) => {
  let owner: Awaited<ReturnType<typeof publishedMember>>;
  let member: Awaited<ReturnType<typeof publishedMember>>;

  const page = async (token: string, query = '') =>
    expectShape(
      await api('GET', `/v1/notifications${query}`, { token }),
      200,
      notificationPageSchema,
    );
  const unread = async (token: string) =>
    expectShape(await api('GET', '/v1/notifications/unread', { token }), 200, unreadCountSchema)
      .unread;
  const kinds = (items: Notification[]) => items.map((n) => n.kind);

  beforeAll(async () => {
    owner = await publishedMember('notice-owner@example.com', 'Olive');
    member = await publishedMember('notice-member@example.com', 'Theo');
  });

  describe('team events', () => {
    it('an invitation, its home, a decline, and no second notice for a re-invitation', async () => {
      const relation = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        201,
        teamRelationSchema,
      );
      const received = await page(member.token);
      expect(received).toMatchObject({ total: 1, unread: 1, limit: NOTIFICATION_PAGE_DEFAULT });
      expect(received.items[0]).toMatchObject({
        kind: 'team_invitation',
        readAt: null,
        actor: { id: owner.id, firstName: 'Olive', lastName: 'Published', listed: true },
        subject: { kind: 'team_relation', id: relation.id },
        data: { status: 'pending' },
      });
      const invitations = expectShape(
        await api('GET', '/v1/user/otherTeam', { token: member.token }),
        200,
        teamInvitationListSchema.length(1),
      );
      expect(invitations[0]).toMatchObject({ id: relation.id, owner: { id: owner.id } });

      expectShape(
        await api('PATCH', `/v1/user/otherTeam/${owner.id}`, {
          token: member.token,
          body: { id: relation.id, memberId: member.id, status: 'declined' },
        }),
        200,
        teamRelationSchema,
      );
      expect(kinds((await page(owner.token)).items)).toEqual(['team_invitation_declined']);
      // Declined: the notice shows it, the invitation left the list received.
      expect((await page(member.token)).items[0]?.data.status).toBe('declined');
      expectShape(
        await api('GET', '/v1/user/otherTeam', { token: member.token }),
        200,
        teamInvitationListSchema.length(0),
      );

      // Invited again at once: pending again, no second notice (30 days).
      const again = expectShape(
        await api('PUT', `/v1/user/team/${member.id}`, { token: owner.token }),
        200,
        teamRelationSchema,
      );
      expect(again).toMatchObject({ id: relation.id, status: 'pending' });
      const after = await page(member.token);
      expect(kinds(after.items)).toEqual(['team_invitation']);
      expect(after.items[0]?.data.status).toBe('pending');
    });
  });

  describe('testimonials and watched members', () => {
    it('testimonial waiting; watchers hear of a publication and of a profile change', async () => {
      const watcher = await publishedMember('notice-watcher@example.com', 'Wade');
      expectShape(
        await api('PUT', `/v1/user/watching/${member.id}`, { token: watcher.token }),
        200,
      );
      const requested = expectShape(
        await api('POST', '/v1/testimonials', {
          token: member.token,
          body: { name: 'Wendy Writer', email: 'wendy.notice@example.com' },
        }),
        201,
        testimonialSchema,
      );
      expectShape(
        await api('PUT', `/v1/testimonials/uuid/${requested.uuid}`, {
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
        }),
        200,
        testimonialSchema,
      );
      expect((await page(member.token)).items[0]).toMatchObject({
        kind: 'testimonial_waiting',
        actor: null,
        subject: { kind: 'testimonial', id: requested.id },
        data: { writerName: 'Wendy Writer' },
      });
      expectShape(
        await api('PATCH', `/v1/testimonials/${requested.id}`, {
          token: member.token,
          body: { status: 'published' },
        }),
        200,
        testimonialSchema,
      );
      expectShape(
        await api('PATCH', '/v1/user', { token: member.token, body: { locations: ['IL', 'WI'] } }),
        200,
      );
      const heard = await page(watcher.token);
      expect(heard.items).toMatchObject([
        {
          kind: 'watched_profile_changed',
          actor: { id: member.id },
          subject: { kind: 'member', id: member.id },
          data: { fields: ['locations'] },
        },
        {
          kind: 'watched_testimonial',
          actor: { id: member.id },
          subject: { kind: 'testimonial', id: requested.id },
        },
      ]);
    });
  });

  describe('the centre', () => {
    it('marks one read (another member’s is a 404), counts, and marks all read', async () => {
      const [newest] = (await page(member.token)).items;
      const id = newest!.id;
      expectError(
        await api('PATCH', `/v1/notifications/${id}`, {
          token: owner.token,
          body: { read: true },
        }),
        'ResourceNotFound',
        apiMessages.notificationNotFound,
      );
      expectError(
        await api('PATCH', `/v1/notifications/${id}`, {
          token: member.token,
          body: { read: false },
        }),
        'InvalidRequest',
        apiMessages.notificationReadOnly,
      );
      const before = await unread(member.token);
      expect(before).toBeGreaterThan(1);
      const read = expectShape(
        await api('PATCH', `/v1/notifications/${id}`, {
          token: member.token,
          body: { read: true },
        }),
        200,
        notificationSchema,
      );
      expect(read.id).toBe(id);
      expect(read.readAt).not.toBeNull();
      expect(await unread(member.token)).toBe(before - 1);

      expectShape(
        await api('POST', '/v1/notifications/read-all', { token: member.token }),
        200,
        z.object({ unread: z.literal(0) }),
      );
      expect(await unread(member.token)).toBe(0);
      expect((await page(member.token)).unread).toBe(0);
    });

    it('pages with limit and offset, and refuses a page out of bounds', async () => {
      const all = await page(member.token);
      const second = await page(member.token, '?limit=1&offset=1');
      expect(second).toMatchObject({ total: all.total, limit: 1, offset: 1 });
      expect(second.items.map((n) => n.id)).toEqual([all.items[1]!.id]);
      const outOfBounds: Array<Record<string, string>> = [
        { limit: '51' },
        { limit: '0' },
        { offset: '-1' },
      ];
      for (const query of outOfBounds) {
        expectError(
          await api('GET', `/v1/notifications?${new URLSearchParams(query).toString()}`, {
            token: member.token,
          }),
          'InvalidRequest',
          contractMessage(notificationQuerySchema, query),
        );
      }
      expectError(
        await api('GET', '/v1/notifications'),
        'Unauthorized',
        apiMessages.signInRequired,
      );
    });
  });
});
