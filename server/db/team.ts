import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { TeamRelationStatus } from '../contract';
import type { Executor } from './client';
import { cardColumns } from './columns';
import { teamRelations, users } from './schema';

// Team relations (spec 4): one row per owner and member, its status moved by the rules of
// src/contract (routes/team.ts checks them).

export type TeamRelationRow = typeof teamRelations.$inferSelect;

export function createTeamRepository(db: Executor) {
  return {
    async find(ownerId: number, memberId: number): Promise<TeamRelationRow | undefined> {
      const [row] = await db
        .select()
        .from(teamRelations)
        .where(and(eq(teamRelations.ownerId, ownerId), eq(teamRelations.memberId, memberId)));
      return row;
    },

    /**
     * One relation looked up from the side of `otherId`, the member a lookup's path names (the
     * member for the owner's lookup, the owner for the member's): the relation; null when there
     * is none and `otherId` is a published member; undefined when there is none and `otherId`
     * is no published member (not found). One query: the other member, left-joined to the
     * relation.
     */
    async lookup(
      ownerId: number,
      memberId: number,
      otherId: number,
    ): Promise<TeamRelationRow | null | undefined> {
      const [row] = await db
        .select({ published: users.published, relation: teamRelations })
        .from(users)
        .leftJoin(
          teamRelations,
          and(eq(teamRelations.ownerId, ownerId), eq(teamRelations.memberId, memberId)),
        )
        .where(eq(users.id, otherId));
      if (row?.relation) return row.relation;
      return row?.published ? null : undefined;
    },

    /**
     * Whether the two are team-mates: an accepted relation, whichever of them owns it (issue 24
     * §4, a contact detail kept for "my team").
     */
    async areTeamMates(a: number, b: number): Promise<boolean> {
      const [row] = await db
        .select({ id: teamRelations.id })
        .from(teamRelations)
        .where(
          and(
            eq(teamRelations.status, 'accepted'),
            or(
              and(eq(teamRelations.ownerId, a), eq(teamRelations.memberId, b)),
              and(eq(teamRelations.ownerId, b), eq(teamRelations.memberId, a)),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** The owner's relations in these statuses, oldest first, each with the member's card. */
    list(ownerId: number, statuses: TeamRelationStatus[]) {
      return db
        .select({ relation: teamRelations, card: cardColumns })
        .from(teamRelations)
        .innerJoin(users, eq(users.id, teamRelations.memberId))
        .where(and(eq(teamRelations.ownerId, ownerId), inArray(teamRelations.status, statuses)))
        .orderBy(asc(teamRelations.createdAt), asc(teamRelations.id));
    },

    /**
     * The invitations `memberId` received and has not answered, oldest first, each with the
     * owner's card; owners no longer listed are left out.
     */
    invitationsReceived(memberId: number) {
      return db
        .select({ relation: teamRelations, card: cardColumns })
        .from(teamRelations)
        .innerJoin(users, eq(users.id, teamRelations.ownerId))
        .where(
          and(
            eq(teamRelations.memberId, memberId),
            eq(teamRelations.status, 'pending'),
            eq(users.published, true),
          ),
        )
        .orderBy(asc(teamRelations.createdAt), asc(teamRelations.id));
    },

    async insert(relation: {
      ownerId: number;
      memberId: number;
      status: TeamRelationStatus;
      now: Date;
    }): Promise<TeamRelationRow> {
      const { now, ...values } = relation;
      const [row] = await db
        .insert(teamRelations)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      return row!;
    },

    async setStatus(id: number, status: TeamRelationStatus, now: Date): Promise<TeamRelationRow> {
      const [row] = await db
        .update(teamRelations)
        .set({ status, updatedAt: now })
        .where(eq(teamRelations.id, id))
        .returning();
      return row!;
    },
  };
}

export type TeamRepository = ReturnType<typeof createTeamRepository>;
