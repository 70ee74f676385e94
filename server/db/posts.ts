import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { PostQuery, PostState } from '../contract';
import type { Executor } from './client';
import { dashboardPosts, users } from './schema';

// The posted links' moderation (docs/architecture.md "Operators and vetting"): the operators'
// queue, a decision, and the approved links the social wall's feed publishes. A member's own
// submission is inserted by db/dashboard.ts (POST /v1/dashboard/posts).

export type PostRow = typeof dashboardPosts.$inferSelect;

const posters = alias(users, 'post_member');
const deciders = alias(users, 'post_decider');

/** A post with its member (the whole row: operators see the account) and who decided it. */
const itemColumns = {
  post: dashboardPosts,
  member: posters,
  deciderFirstName: deciders.firstName,
  deciderLastName: deciders.lastName,
  deciderRole: deciders.role,
};

export type PostItemRow = {
  post: PostRow;
  member: typeof users.$inferSelect;
  deciderFirstName: string | null;
  deciderLastName: string | null;
  deciderRole: string | null;
};

export function createPostsRepository(db: Executor) {
  const items = () =>
    db
      .select(itemColumns)
      .from(dashboardPosts)
      .innerJoin(posters, eq(posters.id, dashboardPosts.userId))
      .leftJoin(deciders, eq(deciders.id, dashboardPosts.decidedBy));

  return {
    /** A page of posts in one state, oldest first (the queue is worked from its oldest). */
    async list(query: PostQuery): Promise<{ rows: PostItemRow[]; total: number }> {
      const where = eq(dashboardPosts.state, query.state);
      const [rows, [counted]] = await Promise.all([
        items()
          .where(where)
          .orderBy(asc(dashboardPosts.createdAt), asc(dashboardPosts.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(dashboardPosts).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async find(id: number): Promise<PostItemRow | undefined> {
      const [row] = await items().where(eq(dashboardPosts.id, id));
      return row;
    },

    /**
     * Decides a pending post; undefined when it is no longer pending (decided meanwhile: of two
     * operators deciding at once, exactly one changes the row).
     */
    async decide(decision: {
      id: number;
      state: Exclude<PostState, 'pending'>;
      decidedBy: number;
      reason: string | null;
      note: string | null;
      at: Date;
    }): Promise<PostRow | undefined> {
      const [row] = await db
        .update(dashboardPosts)
        .set({
          state: decision.state,
          decidedAt: decision.at,
          decidedBy: decision.decidedBy,
          reason: decision.reason,
          note: decision.note,
        })
        .where(and(eq(dashboardPosts.id, decision.id), eq(dashboardPosts.state, 'pending')))
        .returning();
      return row;
    },

    /**
     * The social wall's feed: approved posts, newest decision first, of members who are still
     * listed (published and not suspended; a deleted member's posts went with the account).
     */
    feed(limit: number) {
      return db
        .select({
          id: dashboardPosts.id,
          link: dashboardPosts.link,
          decidedAt: dashboardPosts.decidedAt,
          createdAt: dashboardPosts.createdAt,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(dashboardPosts)
        .innerJoin(users, eq(users.id, dashboardPosts.userId))
        .where(
          and(
            eq(dashboardPosts.state, 'approved'),
            eq(users.published, true),
            isNull(users.suspendedAt),
          ),
        )
        .orderBy(desc(dashboardPosts.decidedAt), desc(dashboardPosts.id))
        .limit(limit);
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
