import type { TeamRelationStatus } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db } from '../db';
import { createTeamRelation } from '../factories';

/**
 * A relation between the demo member and another member, in the given status. `direction`
 * 'outgoing': the demo member invited them; 'incoming': they invited the demo member.
 */
export function teamRelation(
  otherId: number,
  status: TeamRelationStatus,
  direction: 'outgoing' | 'incoming' = 'outgoing',
) {
  const [owner, member] =
    direction === 'outgoing' ? [DEMO_USER_ID, otherId] : [otherId, DEMO_USER_ID];
  const existing = db.team.find((row) => row.ownerUserId === owner && row.memberId === member);
  if (existing) existing.status = status;
  else createTeamRelation(owner, member, { status });
}
