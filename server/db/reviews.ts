import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lte,
  max,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  OPEN_REVIEW_STATES,
  REVIEWER_WAITING_STATES,
  type EligibilityChange,
  type EligibilityField,
  type ReviewQuery,
  type ReviewState,
  type ReviewTrigger,
} from '../contract';
import type { Executor } from './client';
import { backgroundChecks, memberChanges, reviews, users } from './schema';

// Reviews of a member's background check and eligibility (docs/architecture.md "Operators and
// vetting"): the queue, one review with what its page needs, the state changes (each an
// UPDATE guarded by the state it expects, so of two concurrent decisions exactly one applies),
// the member's side (their latest review, the answer to a notice, a re-review), the history of
// eligibility answers, and the figures the metrics read at scrape.

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewChanges = Partial<Omit<typeof reviews.$inferInsert, 'id' | 'userId'>>;

const member = alias(users, 'review_member');
const reviewer = alias(users, 'review_reviewer');
const decider = alias(users, 'review_decider');

const actorOf = (table: typeof reviewer | typeof decider) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  role: table.role,
});

/** A review with its member (as operators see them), its reviewer and who decided it. */
const summaryColumns = {
  review: reviews,
  member,
  reviewer: actorOf(reviewer),
  decidedBy: actorOf(decider),
};

/** An operator named on a review (left joined: null, or every field null, when none). */
export interface ReviewActorRow {
  id: number | null;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
}
export interface ReviewSummaryRow {
  review: ReviewRow;
  member: typeof users.$inferSelect;
  reviewer: ReviewActorRow | null;
  decidedBy: ReviewActorRow | null;
}

// The queue's filter repeats the partial index's predicate (reviews_open_idx), so the planner
// reads open reviews from that small index, already in queue order.
const openStates = inArray(reviews.state, [...OPEN_REVIEW_STATES]);
const DECIDED_STATES: ReviewState[] = ['cleared', 'adverse'];

/**
 * Open reviews that wait on reviewers at `now` (issue 38): submitted or in review, or a notice
 * the member answered or whose time to answer has passed (a reviewer confirms or withdraws it).
 * A notice still running waits on the member. The reviewers' reminder and the waiting metric
 * count these; the open states come first, so the partial index reviews_open_idx still applies.
 */
export const waitingOnReviewers = (now: Date) =>
  and(
    openStates,
    or(
      inArray(reviews.state, [...REVIEWER_WAITING_STATES]),
      and(
        eq(reviews.state, 'notice'),
        or(
          isNotNull(reviews.respondedAt),
          lte(reviews.noticeDueAt, sql`${now.toISOString()}::timestamptz`),
        ),
      ),
    ),
  );

export function createReviewsRepository(db: Executor) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(reviews)
      .innerJoin(member, eq(member.id, reviews.userId))
      .leftJoin(reviewer, eq(reviewer.id, reviews.reviewerId))
      .leftJoin(decider, eq(decider.id, reviews.decidedBy));

  const queueWhere = (query: Pick<ReviewQuery, 'state' | 'profession'>) =>
    and(
      query.state === 'open' ? openStates : eq(reviews.state, query.state),
      query.profession === undefined ? undefined : eq(member.profession, query.profession),
    );

  /** The queue's page: oldest first (opened, then id), as the partial index is ordered. */
  const queuePage = (query: ReviewQuery) =>
    summaries()
      .where(queueWhere(query))
      .orderBy(asc(reviews.openedAt), asc(reviews.id))
      .limit(query.limit)
      .offset(query.offset);

  return {
    /** A page of the queue with the total of its filter. */
    async queue(query: ReviewQuery): Promise<{ rows: ReviewSummaryRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        queuePage(query),
        db
          .select({ n: count() })
          .from(reviews)
          .innerJoin(member, eq(member.id, reviews.userId))
          .where(queueWhere(query)),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The plan PostgreSQL picks for a page of the queue (EXPLAIN), for tests and tuning. */
    async queuePlan(query: ReviewQuery): Promise<string> {
      const result = await db.execute(sql`explain ${queuePage(query)}`);
      const { rows } = result as unknown as { rows: Array<{ 'QUERY PLAN': string }> };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    },

    /** One review with its member, reviewer and decider; undefined for an unknown id. */
    async find(id: number): Promise<ReviewSummaryRow | undefined> {
      const [row] = await summaries().where(eq(reviews.id, id));
      return row;
    },

    /** Every review of a member, newest first. */
    forMember(userId: number): Promise<ReviewSummaryRow[]> {
      return summaries()
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.openedAt), desc(reviews.id));
    },

    /** The member's latest review (what GET /v1/user/check shows). */
    async latestOf(userId: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(eq(reviews.userId, userId))
        .orderBy(desc(reviews.openedAt), desc(reviews.id))
        .limit(1);
      return row;
    },

    /** The member's open review (at most one is ever open). */
    async openOf(userId: number): Promise<ReviewRow | undefined> {
      const [row] = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.userId, userId), openStates))
        .orderBy(desc(reviews.openedAt), desc(reviews.id))
        .limit(1);
      return row;
    },

    async hasAny(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    async hasTrigger(userId: number, trigger: ReviewTrigger): Promise<boolean> {
      const [row] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.trigger, trigger)))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Locks the member's row until the transaction ends, so the checks before opening a review
     * (has one already? asked for a re-review already?) and the insert are not interleaved
     * with another request of the same member.
     */
    async lockMember(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },

    async open(values: {
      userId: number;
      checkId: number | null;
      trigger: ReviewTrigger;
      openedAt: Date;
      changes?: EligibilityChange[];
    }): Promise<ReviewRow> {
      const [row] = await db
        .insert(reviews)
        .values({ ...values, state: 'submitted', changes: values.changes ?? [] })
        .returning();
      return row!;
    },

    /**
     * Moves the review from `from` to the changes' state: undefined when it is no longer in
     * `from` (another operator got there first; the row lock makes the second one wait and
     * then find nothing to update).
     */
    async transition(
      id: number,
      from: ReviewState,
      changes: ReviewChanges,
    ): Promise<ReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set(changes)
        .where(and(eq(reviews.id, id), eq(reviews.state, from)))
        .returning();
      return row;
    },

    async stateOf(id: number): Promise<ReviewState | undefined> {
      const [row] = await db
        .select({ state: reviews.state })
        .from(reviews)
        .where(eq(reviews.id, id));
      return row?.state as ReviewState | undefined;
    },

    /** The member's answer to the notice of review `id`: once, and only while it is a notice. */
    async respond(id: number, response: string, now: Date): Promise<ReviewRow | undefined> {
      const [row] = await db
        .update(reviews)
        .set({ response, respondedAt: now })
        .where(and(eq(reviews.id, id), eq(reviews.state, 'notice'), isNull(reviews.respondedAt)))
        .returning();
      return row;
    },

    /** Adds changes of eligibility answers to an open review's list. */
    async appendChanges(id: number, changes: EligibilityChange[]): Promise<void> {
      await db
        .update(reviews)
        .set({ changes: sql`${reviews.changes} || ${JSON.stringify(changes)}::jsonb` })
        .where(eq(reviews.id, id));
    },

    // ---- The background check's digits ----

    /** The member's latest check, the one a new review of theirs refers to. */
    async latestCheckId(userId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: backgroundChecks.id })
        .from(backgroundChecks)
        .where(eq(backgroundChecks.userId, userId))
        .orderBy(desc(backgroundChecks.createdAt), desc(backgroundChecks.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** The sealed digits of the review's check, else of the member's latest check. */
    async sealedSsn(review: Pick<ReviewRow, 'checkId' | 'userId'>): Promise<string | undefined> {
      const [row] = await db
        .select({ sealed: backgroundChecks.ssnEncrypted })
        .from(backgroundChecks)
        .where(
          review.checkId !== null
            ? eq(backgroundChecks.id, review.checkId)
            : eq(backgroundChecks.userId, review.userId ?? 0),
        )
        .orderBy(desc(backgroundChecks.createdAt), desc(backgroundChecks.id))
        .limit(1);
      return row?.sealed;
    },

    // ---- Eligibility answers ("when each changed") ----

    async recordChanges(userId: number, changes: EligibilityChange[]): Promise<void> {
      if (changes.length === 0) return;
      await db.insert(memberChanges).values(
        changes.map((change) => ({
          userId,
          field: change.field,
          fromValue: change.from,
          toValue: change.to,
          changedAt: new Date(change.changedAt),
        })),
      );
    },

    /** The latest change of each answer of the member. */
    async changedAt(userId: number): Promise<Partial<Record<EligibilityField, Date>>> {
      const rows = await db
        .select({ field: memberChanges.field, at: max(memberChanges.changedAt) })
        .from(memberChanges)
        .where(eq(memberChanges.userId, userId))
        .groupBy(memberChanges.field);
      return Object.fromEntries(
        rows.flatMap((row) => (row.at ? [[row.field, new Date(row.at)]] : [])),
      ) as Partial<Record<EligibilityField, Date>>;
    },

    // ---- Metrics (server/metrics.ts), one query each ----

    /** Reviews waiting on reviewers at `now`, and when the oldest of them opened. */
    async waiting(now: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: sql<string | Date | null>`min(${reviews.openedAt})` })
        .from(reviews)
        .where(waitingOnReviewers(now));
      return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** Decided reviews (cleared, adverse) by reason. */
    decisionsByReason(): Promise<Array<{ reason: string | null; n: number }>> {
      return db
        .select({ reason: reviews.reason, n: count() })
        .from(reviews)
        .where(and(inArray(reviews.state, DECIDED_STATES), isNotNull(reviews.decidedAt)))
        .groupBy(reviews.reason);
    },

    /** The median time from opening to decision of the reviews decided since `since`, in s. */
    async medianDecisionSeconds(since: Date): Promise<number | null> {
      const [row] = await db
        .select({
          median: sql<
            string | number | null
          >`percentile_cont(0.5) within group (order by extract(epoch from ${reviews.decidedAt} - ${reviews.openedAt}))`,
        })
        .from(reviews)
        .where(
          and(
            isNotNull(reviews.decidedAt),
            sql`${reviews.decidedAt} >= ${since.toISOString()}::timestamptz`,
            ne(reviews.state, 'withdrawn'),
          ),
        );
      return row?.median === null || row?.median === undefined ? null : Number(row.median);
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
