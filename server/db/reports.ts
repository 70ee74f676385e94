import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ReportDecision, ReportQuery, ReportResolutionReason, ReportState } from '../contract';
import type { Executor } from './client';
import { reports, users } from './schema';

// Reports of a profile ('Report this profile', docs/architecture.md "Operators and vetting"):
// a member files one (one open report per reporter and profile: the partial unique index
// decides), operators work the queue and resolve or dismiss each.

export type ReportRow = typeof reports.$inferSelect;

const subjects = alias(users, 'report_subject');
const reporters = alias(users, 'report_reporter');
const resolvers = alias(users, 'report_resolver');

const itemColumns = {
  report: reports,
  subject: subjects,
  reporter: reporters,
  resolverFirstName: resolvers.firstName,
  resolverLastName: resolvers.lastName,
  resolverRole: resolvers.role,
};

export type ReportItemRow = {
  report: ReportRow;
  /** null once the member reported deleted the account (subject_id ON DELETE SET NULL). */
  subject: typeof users.$inferSelect | null;
  reporter: typeof users.$inferSelect;
  resolverFirstName: string | null;
  resolverLastName: string | null;
  resolverRole: string | null;
};

const DECIDED_STATE: Record<ReportDecision, Exclude<ReportState, 'open'>> = {
  resolve: 'resolved',
  dismiss: 'dismissed',
};

export function createReportsRepository(db: Executor) {
  const items = () =>
    db
      .select(itemColumns)
      .from(reports)
      // A report outlives its subject's account: it stays in the queue until decided.
      .leftJoin(subjects, eq(subjects.id, reports.subjectId))
      .innerJoin(reporters, eq(reporters.id, reports.reporterId))
      .leftJoin(resolvers, eq(resolvers.id, reports.resolvedBy));

  return {
    /**
     * Files a report; undefined when the reporter already has an open one about this member.
     * The partial unique index decides (ON CONFLICT on it), so two reports sent at once store
     * one, on PGlite and PostgreSQL alike, without aborting an enclosing transaction.
     */
    async insert(report: {
      reporterId: number;
      subjectId: number;
      reason: string;
      note: string | null;
      at: Date;
    }): Promise<ReportRow | undefined> {
      const [row] = await db
        .insert(reports)
        .values({
          reporterId: report.reporterId,
          subjectId: report.subjectId,
          reason: report.reason,
          note: report.note,
          state: 'open',
          createdAt: report.at,
        })
        .onConflictDoNothing({
          target: [reports.reporterId, reports.subjectId],
          where: sql`${reports.state} = 'open'`,
        })
        .returning();
      return row;
    },

    /** A page of reports in one state, oldest first. */
    async list(query: ReportQuery): Promise<{ rows: ReportItemRow[]; total: number }> {
      const where = eq(reports.state, query.state);
      const [rows, [counted]] = await Promise.all([
        items()
          .where(where)
          .orderBy(asc(reports.createdAt), asc(reports.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(reports).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    async find(id: number): Promise<ReportItemRow | undefined> {
      const [row] = await items().where(eq(reports.id, id));
      return row;
    },

    /** Reports by or about one member, newest first (the operators' member page). */
    forMember(memberId: number, role: 'subject' | 'reporter', limit = 200) {
      const column = role === 'subject' ? reports.subjectId : reports.reporterId;
      return items()
        .where(eq(column, memberId))
        .orderBy(desc(reports.createdAt), desc(reports.id))
        .limit(limit);
    },

    /**
     * Decides an open report; undefined when it is no longer open (of two operators deciding
     * at once, exactly one changes the row).
     */
    async decide(decision: {
      id: number;
      action: ReportDecision;
      resolvedBy: number;
      reason: ReportResolutionReason;
      note: string;
      at: Date;
    }): Promise<ReportRow | undefined> {
      const [row] = await db
        .update(reports)
        .set({
          state: DECIDED_STATE[decision.action],
          resolvedAt: decision.at,
          resolvedBy: decision.resolvedBy,
          resolutionReason: decision.reason,
          resolutionNote: decision.note,
        })
        .where(and(eq(reports.id, decision.id), eq(reports.state, 'open')))
        .returning();
      return row;
    },
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
