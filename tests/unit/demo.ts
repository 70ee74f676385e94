import { DEMO_USER_ID, demoCommunity, type DemoRelation } from '@demo/community';
import type { DemoMember } from '@demo/members';

// The demo community the mocks load (mocks/data/seed.ts, the server's seed too). Tests pick its
// members by the property they need (on the demo member's team, watched, certified…) instead of
// naming an id or a name, so they keep meaning the same when the community changes.

export const community = demoCommunity();

/** The community's rows name members by index; the mock db gives index i the id i + 1. */
export const idOf = (index: number): number => index + 1;
const DEMO_INDEX = DEMO_USER_ID - 1;

export const memberById = (id: number): DemoMember => {
  const member = community.members[id - 1];
  if (!member) throw new Error(`No demo member has the id ${id}`);
  return member;
};
export const demoMember = memberById(DEMO_USER_ID);

export const fullName = (member: { firstName: string; lastName: string }): string =>
  `${member.firstName} ${member.lastName}`;

/** The search's order: last name, then first name. */
export const byName = (a: DemoMember, b: DemoMember): number =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** The relations of the demo member's own team, in the community's order. */
export const demoTeam: DemoRelation[] = community.team.filter((r) => r.owner === DEMO_INDEX);
export const demoTeamIds = (status: DemoRelation['status']): number[] =>
  demoTeam.filter((r) => r.status === status).map((r) => idOf(r.member));

/** Members whose invitation to their team the demo member has not answered yet. */
export const invitingIds: number[] = community.team
  .filter((r) => r.member === DEMO_INDEX && r.status === 'pending')
  .map((r) => idOf(r.owner));

/** The members the demo member watches, newest first (the watch list's order). */
export const demoWatchedIds: number[] = community.watching
  .filter((w) => w.user === DEMO_INDEX)
  .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
  .map((w) => idOf(w.watched));

/**
 * Published members the demo member has nothing to do with: no team relation either way, not
 * watched. Invites and watches on them start from nothing.
 */
export const strangerIds: number[] = community.members
  .map((_, index) => idOf(index))
  .filter(
    (id) =>
      id !== DEMO_USER_ID &&
      !community.team.some(
        (r) =>
          (idOf(r.owner) === id && r.member === DEMO_INDEX) ||
          (r.owner === DEMO_INDEX && idOf(r.member) === id),
      ) &&
      !demoWatchedIds.includes(id),
  );
