import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/contract';
import { DEMO_EMAIL } from '@mocks/data/members';
import { DEMO_REVIEW_IDS, DEMO_REVIEW_MEMBERS } from '@mocks/data/reviews';
import { db } from '@mocks/db';
import { memberAdminStore, OPERATOR_ID, operatorStore } from './operatorSession';

/** An entry by the command line (npm run operator), as the CLI records a role grant. */
function cliGrant(memberId: number) {
  db.audit.push({
    id: db.audit.length + 1,
    at: '2026-11-21T12:00:00.000Z',
    actorKind: 'cli',
    actorId: null,
    actorRole: null,
    action: 'role.grant',
    subjectKind: 'member',
    subjectId: memberId,
    memberId,
    reason: null,
    note: 'role: reviewer',
    requestId: null,
  });
}

describe('AuditStore', () => {
  it('lists the log newest first, paged', async () => {
    const { audit } = await operatorStore();
    await audit.load();
    expect(audit.total).toBe(db.audit.length);
    expect(audit.items).toHaveLength(25);
    const ids = audit.items.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(audit.items[0]?.id).toBe(Math.max(...db.audit.map((entry) => entry.id)));
    expect(audit.hasMore).toBe(true);
    await audit.loadMore();
    expect(audit.items).toHaveLength(50);
    expect(new Set(audit.items.map((entry) => entry.id)).size).toBe(50);
  });

  it('filters by member, by actor (an operator or the command line) and by action', async () => {
    cliGrant(DEMO_REVIEW_MEMBERS.submitted);
    const { audit } = await operatorStore();

    await audit.load({ member: DEMO_REVIEW_MEMBERS.notice });
    // The notice's member has that review only: its notice and its start.
    expect(audit.items.map((entry) => entry.action)).toEqual(['review.notice', 'review.start']);
    expect(
      audit.items.every((entry) => entry.subject.memberId === DEMO_REVIEW_MEMBERS.notice),
    ).toBe(true);

    await audit.load({ actor: OPERATOR_ID });
    expect(audit.items.length).toBeGreaterThan(0);
    expect(audit.items.every((entry) => entry.actor.id === OPERATOR_ID)).toBe(true);
    expect(audit.items[0]?.actor).toMatchObject({
      kind: 'member',
      name: 'Olivia Marsh',
      role: 'admin',
    });

    await audit.load({ actor: 'cli' });
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      actor: { kind: 'cli', id: null, name: null },
      action: 'role.grant',
      note: 'role: reviewer',
    });

    await audit.load({ action: 'review.notice' });
    expect(audit.items.map((entry) => entry.subject.id)).toEqual([DEMO_REVIEW_IDS.notice]);
    expect(audit.isShowing({ action: 'review.notice' })).toBe(true);
    expect(audit.isShowing({})).toBe(false);
  });

  it('an operator decision appears at the top', async () => {
    const admin = await operatorStore();
    await admin.reviews.start(DEMO_REVIEW_IDS.submitted);
    await admin.audit.load();
    expect(admin.audit.items[0]).toMatchObject({
      action: 'review.start',
      actor: { id: OPERATOR_ID },
      subject: { kind: 'review', id: DEMO_REVIEW_IDS.submitted },
    });
  });

  it('refuses a member: 403', async () => {
    const { admin } = await memberAdminStore(DEMO_EMAIL);
    const error = await admin.audit.load().catch((e) => e);
    expect(error).toMatchObject({ status: 403, message: apiMessages.operatorsOnly });
    expect(admin.audit.loaded).toBe(false);
  });
});
