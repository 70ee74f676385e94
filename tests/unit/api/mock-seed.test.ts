import { describe, expect, it } from 'vitest';
import {
  DEMO_LOGIN,
  DEMO_MEMBER_COUNT,
  DEMO_OPERATOR,
  DEMO_OPERATOR_ID,
  DEMO_TESTIMONIAL_UUIDS,
  DEMO_USER_ID,
  demoCommunity,
  NEWCOMER_EMAIL,
  NEWCOMER_ID,
} from '@demo/community';
import { db } from '@mocks/db';

// The mocks load the same demo community as the server's seed (server/seed/seed.ts, checked in
// tests/server/seed.test.ts): members from id 1 in order, the newcomer right after them, then
// the demo operator.

const community = demoCommunity();
const idOf = (index: number) => index + 1;
const COPIED = ['name', 'email', 'company', 'position', 'content', 'status', 'sentAt'] as const;

describe('mock demo data', () => {
  it('holds every demo member at the id a fresh database gives, then the newcomer and the operator', () => {
    const people = [...community.members, community.newcomer, DEMO_OPERATOR];
    expect(db.users.map((u) => [u.id, u.email, u.firstName, u.lastName])).toEqual(
      people.map((m, index) => [idOf(index), m.email, m.firstName, m.lastName]),
    );
    expect(db.users.find((u) => u.email === DEMO_LOGIN.email)).toMatchObject({
      id: DEMO_USER_ID,
      password: DEMO_LOGIN.password,
    });
    expect(db.users.find((u) => u.email === NEWCOMER_EMAIL)?.id).toBe(NEWCOMER_ID);
    expect(db.users.find((u) => u.id === DEMO_OPERATOR_ID)).toMatchObject({ role: 'admin' });
    expect(db.users.every((u) => u.password === DEMO_LOGIN.password)).toBe(true);
  });

  it('has every member complete and published, the newcomer neither', () => {
    const members = db.users.filter((u) => u.id !== NEWCOMER_ID && u.id !== DEMO_OPERATOR_ID);
    expect(members).toHaveLength(DEMO_MEMBER_COUNT);
    for (const user of members) {
      expect(user, `member ${user.id}`).toMatchObject({ published: true, complete: true });
    }
    expect(db.users.find((u) => u.id === NEWCOMER_ID)).toMatchObject({
      ...community.newcomer,
      published: false,
      complete: false,
    });
  });

  it('copies each member profile and records', () => {
    community.members.forEach((member, index) => {
      const id = idOf(index);
      const user = db.users.find((u) => u.id === id)!;
      const { positions, education, certification, ...profile } = member;
      expect(user).toMatchObject(profile);
      expect(db.positions.filter((p) => p.userId === id)).toMatchObject(positions);
      expect(db.educations.filter((e) => e.userId === id)).toMatchObject([education]);
      expect(db.certifications.filter((c) => c.userId === id)).toMatchObject(
        certification ? [certification] : [],
      );
    });
  });

  it('has the testimonials, the demo member one of each status at the fixed uuids', () => {
    // The fields the seed copies as they are; a testimonial was created when it was sent.
    const copied = (t: Record<(typeof COPIED)[number], unknown>) =>
      Object.fromEntries(COPIED.map((key) => [key, t[key]]));
    expect(
      db.testimonials.map((t) => ({ member: t.userId, ...copied(t), createdAt: t.createdAt })),
    ).toEqual(
      community.testimonials.map((t) => ({
        member: idOf(t.member),
        ...copied(t),
        createdAt: t.sentAt,
      })),
    );
    const demo = db.testimonials.filter((t) => t.userId === DEMO_USER_ID);
    expect(Object.fromEntries(demo.map((t) => [t.status, t.uuid]))).toEqual(DEMO_TESTIMONIAL_UUIDS);
    expect(new Set(db.testimonials.map((t) => t.uuid)).size).toBe(db.testimonials.length);
  });

  it('has the team relations and watch entries of the community', () => {
    expect(db.team.map((r) => [r.ownerUserId, r.memberId, r.status])).toEqual(
      community.team.map((r) => [idOf(r.owner), idOf(r.member), r.status]),
    );
    expect(db.watching).toEqual(
      community.watching.map((w) => ({
        userId: idOf(w.user),
        watchedId: idOf(w.watched),
        createdAt: w.createdAt,
      })),
    );
  });
});
