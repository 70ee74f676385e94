import { eq } from 'drizzle-orm';
import { completionReport, type CompletionUser } from '../contract';
import { toUser } from '../members/serialize';
import { createCareerRepository } from './career';
import type { Executor } from './client';
import { backgroundChecks, contactViews, users } from './schema';
import { createUsersRepository, type UserRow } from './users';

// A member's profile as others see it: who may see it, whether it is complete, publishing it
// with the background check, and the record of who revealed its contact details. Community
// search, which lists profiles, is db/search.ts.

export function createProfilesRepository(db: Executor) {
  const members = createUsersRepository(db);
  const career = createCareerRepository(db);

  return {
    /**
     * A member's profile as a viewer may see it (GET /v1/profiles/{id}, link previews): anyone
     * once it is published, the member always; otherwise undefined, as for an unknown id.
     */
    async findVisible(id: number, viewerId?: number): Promise<UserRow | undefined> {
      const row = await members.find(id);
      return row && (row.published || row.id === viewerId) ? row : undefined;
    },

    /**
     * Recomputes the stored `complete` flag with the shared rule (src/contract/completion.ts),
     * and answers the member as stored afterwards with the rule's report. Called in the same
     * transaction as every write that can change it.
     */
    async refreshCompletion(userId: number, now: Date) {
      const row = await members.get(userId);
      const facts = await career.completionFacts(userId);
      // The rule reads the member as the API shows it, as the client's copy of it does.
      const user = toUser(row) as CompletionUser;
      const report = completionReport({ user, ...facts }, now);
      if (report.complete === row.complete) return { row, report };
      const [updated] = await db
        .update(users)
        .set({ complete: report.complete })
        .where(eq(users.id, userId))
        .returning();
      return { row: updated!, report };
    },

    /** Stores the check's sealed digits; answers the row's id (the review refers to it). */
    async insertBackgroundCheck(check: {
      userId: number;
      ssnEncrypted: string;
      createdAt: Date;
    }): Promise<number> {
      const [row] = await db
        .insert(backgroundChecks)
        .values(check)
        .returning({ id: backgroundChecks.id });
      return row!.id;
    },

    async publish(userId: number): Promise<UserRow> {
      const [row] = await db
        .update(users)
        .set({ published: true })
        .where(eq(users.id, userId))
        .returning();
      return row!;
    },

    async recordContactView(view: {
      viewerId: number;
      memberId: number;
      viewedAt: Date;
    }): Promise<void> {
      await db.insert(contactViews).values(view);
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
