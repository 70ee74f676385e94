import { eq } from 'drizzle-orm';
import type { Role } from '@/contract';
import { totpCode } from '@server/auth/totp';
import { users } from '@server/db/schema';
import type { Member } from './client';
import type { ServerSuite } from './suite';

// What the operator suites share: an operator made in the database (as `npm run operator`
// does: the role is read on every request, so the member's token works at once), whose session
// passed the second factor (issue 38: enrolled, or challenged when enrolled already).

type Suite = Pick<ServerSuite, 'api' | 't'>;

/** The TOTP secrets the helpers enrolled, by member id: a later session is challenged with it. */
const secrets = new Map<number, string>();
/** The last time step each member's code was accepted for: a step is accepted once. */
const lastSteps = new Map<number, number>();
const STEP_MS = 30_000;
const codeAt = (secret: string, step: number) => totpCode(secret, new Date(step * STEP_MS));

/** The secret `passSecondFactor` enrolled for the member (tests that compute their own codes). */
export const secondFactorSecretOf = (member: Pick<Member, 'id'>): string | undefined =>
  secrets.get(member.id);

/**
 * Lets the member's session (an operator's) pass the second factor as the admin area does: the
 * enrolment confirmed with a code computed from the secret, or, once enrolled, the challenge.
 * A later session takes the next time step the server still accepts (one step of drift each
 * way), so two sessions on a clock that stands still are not refused as a replayed code.
 */
export async function passSecondFactor({ api, t }: Suite, member: Member): Promise<void> {
  const step = Math.floor(t.app.ctx.now().getTime() / STEP_MS);
  const status = await api.call('GET', '/api/v1/admin/second-factor', { token: member.token });
  if (status.body?.state === 'passed') return;
  if (status.body?.state === 'enrol') {
    const started = await api.call('POST', '/api/v1/admin/second-factor/enrolment', {
      token: member.token,
    });
    if (started.status !== 200) throw new Error(`enrolment: ${JSON.stringify(started.body)}`);
    secrets.set(member.id, started.body.secret);
    const confirmed = await api.call('POST', '/api/v1/admin/second-factor/enrolment/confirm', {
      token: member.token,
      body: { code: codeAt(started.body.secret, step) },
    });
    if (confirmed.status !== 200) throw new Error(`confirm: ${JSON.stringify(confirmed.body)}`);
    lastSteps.set(member.id, step);
    return;
  }
  const secret = secrets.get(member.id);
  if (!secret) throw new Error(`no second factor known for member ${member.id}`);
  const next = Math.max(step - 1, (lastSteps.get(member.id) ?? -Infinity) + 1);
  if (next > step + 1) throw new Error(`member ${member.id}: no unused time step at this time`);
  const passed = await api.call('POST', '/api/v1/admin/second-factor/challenge', {
    token: member.token,
    body: { code: codeAt(secret, next) },
  });
  if (passed.status !== 200) throw new Error(`challenge: ${JSON.stringify(passed.body)}`);
  lastSteps.set(member.id, next);
}

export async function signupOperator(
  { api, t }: Suite,
  role: Role = 'reviewer',
  names: { firstName?: string; lastName?: string } = {},
): Promise<Member> {
  const member = await api.signup({ firstName: 'Olive', lastName: 'Operator', ...names });
  await t.database.db.update(users).set({ role }).where(eq(users.id, member.id));
  await passSecondFactor({ api, t }, member);
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
