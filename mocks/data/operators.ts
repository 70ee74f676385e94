import type { Role } from '@/contract';
import { db, findUserByEmail, nextId } from '../db';

/**
 * `npm run operator -- add <email> --role <role>` on the mock db, as the server's
 * applyRoleCommand (server/operators/requests.ts) does it: the role, and one audit entry by the
 * command line. No handler can grant a role, as no HTTP path can.
 */
export function grantRole(email: string, role: Exclude<Role, 'member'>): void {
  const user = findUserByEmail(email);
  if (!user) throw new Error(`No account with the e-mail ${email}`);
  if (user.role === role) return;
  user.role = role;
  db.audit.push({
    id: nextId(),
    at: new Date().toISOString(),
    actorKind: 'cli',
    actorId: null,
    actorRole: null,
    action: 'role.grant',
    subjectKind: 'member',
    subjectId: user.id,
    memberId: user.id,
    reason: null,
    note: `role: ${role}`,
    requestId: null,
  });
}
