import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { backgroundChecks } from './activity';
import { users } from './users';

// Operators and vetting (docs/architecture.md "Operators and vetting"): reviews of a member's
// background check and eligibility, reports of a profile, the append-only audit log, the
// member's notifications, the history of eligibility answers and the job runs' ledger.

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// One review of a member; a re-check opens a new one, a decided one is never reopened. The
// member's id is kept null when the account is deleted, so the review (withdrawn) stays.
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    checkId: integer('check_id').references(() => backgroundChecks.id, { onDelete: 'set null' }),
    trigger: text('trigger').notNull(),
    state: text('state').notNull(),
    openedAt: at('opened_at').notNull(),
    startedAt: at('started_at'),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    // The final decision (cleared, adverse) or the latest step.
    reason: text('reason'),
    note: text('note'),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    // The adverse notice the member may answer.
    noticeReason: text('notice_reason'),
    noticeNote: text('notice_note'),
    noticeSentAt: at('notice_sent_at'),
    noticeDueAt: at('notice_due_at'),
    response: text('response'),
    respondedAt: at('responded_at'),
    // What changed, for a review opened by a change of eligibility answers.
    changes: jsonb('changes')
      .$type<unknown[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (table) => [
    // The queue: open reviews, oldest first.
    index('reviews_open_idx')
      .on(table.openedAt, table.id)
      .where(sql`${table.state} in ('submitted', 'in_review', 'notice')`),
    // A state's list (the decided ones, /admin/reviews?state=cleared), in the queue's order.
    index('reviews_state_idx').on(table.state, table.openedAt, table.id),
    index('reviews_user_idx').on(table.userId, table.openedAt),
    // Decided reviews for the time-to-decision metric.
    index('reviews_decided_idx')
      .on(table.decidedAt)
      .where(sql`${table.decidedAt} is not null`),
  ],
);

// Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0005). No foreign keys:
// an entry outlives the accounts it names.
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: integer('subject_id').notNull(),
    // The member the entry concerns, whatever the subject (a review's, a post's, a report's).
    memberId: integer('member_id'),
    reason: text('reason'),
    note: text('note'),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_member_idx').on(table.memberId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
    index('audit_log_subject_idx').on(table.subjectKind, table.subjectId, table.id),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Null once the reported member deleted the account: the report stays until resolved, its
    // subject shown as a deleted member (issue 38).
    subjectId: integer('subject_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    note: text('note'),
    state: text('state').notNull().default('open'),
    createdAt: at('created_at').notNull(),
    resolvedAt: at('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    // The resolution's reason code (src/contract: the reports' resolution reasons).
    resolutionReason: text('resolution_reason'),
    resolutionNote: text('resolution_note'),
  },
  (table) => [
    // One open report per reporter and profile.
    uniqueIndex('reports_open_once_idx')
      .on(table.reporterId, table.subjectId)
      .where(sql`${table.state} = 'open'`),
    index('reports_state_idx').on(table.state, table.createdAt),
    index('reports_subject_idx').on(table.subjectId),
  ],
);

// A member's notifications, written in the same transaction as the event. The bell counts the
// unread ones from the partial index.
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // The member the event is about (who invited, who published); their current name is shown.
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectKind: text('subject_kind'),
    subjectId: integer('subject_id'),
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: at('created_at').notNull(),
    readAt: at('read_at'),
    emailedAt: at('emailed_at'),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    // The digest: a member's notifications neither read nor e-mailed yet.
    index('notifications_undigested_idx')
      .on(table.userId, table.id)
      .where(sql`${table.readAt} is null and ${table.emailedAt} is null`),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

// Every change of an answer eligibility rests on: "when each changed" on a review, and what a
// re-check highlights.
export const memberChanges = pgTable(
  'member_changes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    fromValue: jsonb('from_value'),
    toValue: jsonb('to_value'),
    changedAt: at('changed_at').notNull(),
  },
  (table) => [index('member_changes_user_idx').on(table.userId, table.field, table.changedAt)],
);

// A scheduled job's run for a period (a day's reviewer reminder): the first instance to insert
// the row does the work, so several instances send one reminder.
export const jobRuns = pgTable(
  'job_runs',
  {
    job: text('job').notNull(),
    period: text('period').notNull(),
    ranAt: at('ran_at').notNull(),
  },
  (table) => [uniqueIndex('job_runs_once_idx').on(table.job, table.period)],
);

// An operator's second factor (TOTP, RFC 6238): the secret encrypted like the SSN digits,
// confirmed once the operator entered a first code; the last accepted time step, so a code is
// never accepted twice.
export const operatorFactors = pgTable('operator_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  createdAt: at('created_at').notNull(),
  confirmedAt: at('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
});

// Single-use recovery codes for the second factor, stored hashed.
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    usedAt: at('used_at'),
  },
  (table) => [index('operator_recovery_codes_user_idx').on(table.userId)],
);

// Facts about this installation, one row per key: `demo` marks a database the demo seed wrote
// (server/seed), so a production start can tell a demo database from a real one.
export const instanceSettings = pgTable('instance_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
