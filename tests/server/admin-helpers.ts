import { eq } from 'drizzle-orm';
import type { Role } from '@/contract';
import { users } from '@server/db/schema';
import type { Member } from './client';
import type { ServerSuite } from './suite';

// What the operator suites share: an operator made in the database (as `npm run operator`
// does: the role is read on every request, so the member's token works at once).

type Suite = Pick<ServerSuite, 'api' | 't'>;

export async function signupOperator(
  { api, t }: Suite,
  role: Role = 'reviewer',
  names: { firstName?: string; lastName?: string } = {},
): Promise<Member> {
  const member = await api.signup({ firstName: 'Olive', lastName: 'Operator', ...names });
  await t.database.db.update(users).set({ role }).where(eq(users.id, member.id));
  return member;
}

/** A member with a published profile (what others may see, report and find in the feed). */
export async function signupPublished(
  { api }: Suite,
  names: { firstName?: string; lastName?: string } = {},
): Promise<Member> {
  const member = await api.signup(names);
  await api.completeProfile(member, { publish: true });
  return member;
}

/** The id of a link the member posted (POST /v1/dashboard/posts). */
export async function postLink({ api }: Suite, member: Member, link: string): Promise<number> {
  const answer = await api.call('POST', '/api/v1/dashboard/posts', {
    token: member.token,
    body: { link },
  });
  if (answer.status !== 201) throw new Error(`post failed: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}
