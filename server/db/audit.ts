import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditAction, AuditActorKind, AuditQuery, AuditSubjectKind, Role } from '../contract';
import type { Executor } from './client';
import { auditLog, users } from './schema';

// The append-only audit log (docs/architecture.md "Operators and vetting"): one entry per
// operator action and role change, written in the decision's own transaction. The table
// refuses UPDATE, DELETE and TRUNCATE (migration 0005), so this repository only appends and
// reads.

export interface AuditActorInput {
  kind: AuditActorKind;
  /** The operator's user id; null for the command line and the server itself. */
  id: number | null;
  role: Role | null;
}

export interface AuditEntryInput {
  actor: AuditActorInput;
  action: AuditAction;
  subject: { kind: AuditSubjectKind; id: number };
  /** The member the entry concerns (the subject, or the member behind it). */
  memberId: number | null;
  reason?: string | null;
  note?: string | null;
  requestId?: string | null;
  at: Date;
}

const actors = alias(users, 'audit_actor');
const members = alias(users, 'audit_member');

/** An entry with the names of its actor and member (null once an account is deleted). */
const entryColumns = {
  entry: auditLog,
  actorFirstName: actors.firstName,
  actorLastName: actors.lastName,
  memberFirstName: members.firstName,
  memberLastName: members.lastName,
};

export type AuditRow = {
  entry: typeof auditLog.$inferSelect;
  actorFirstName: string | null;
  actorLastName: string | null;
  memberFirstName: string | null;
  memberLastName: string | null;
};

export function createAuditRepository(db: Executor) {
  const filtered = (where: SQL | undefined) =>
    db
      .select(entryColumns)
      .from(auditLog)
      .leftJoin(actors, eq(actors.id, auditLog.actorId))
      .leftJoin(members, eq(members.id, auditLog.memberId))
      .where(where)
      .orderBy(desc(auditLog.id));

  return {
    async record(entry: AuditEntryInput): Promise<void> {
      await db.insert(auditLog).values({
        at: entry.at,
        actorKind: entry.actor.kind,
        actorId: entry.actor.id,
        actorRole: entry.actor.role,
        action: entry.action,
        subjectKind: entry.subject.kind,
        subjectId: entry.subject.id,
        memberId: entry.memberId,
        reason: entry.reason ?? null,
        note: entry.note ?? null,
        requestId: entry.requestId ?? null,
      });
    },

    /** A page of entries, newest first, by member, actor, action and subject. */
    async list(query: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
      const where = and(
        query.member === undefined ? undefined : eq(auditLog.memberId, query.member),
        query.actor === undefined
          ? undefined
          : query.actor === 'cli'
            ? eq(auditLog.actorKind, 'cli')
            : eq(auditLog.actorId, query.actor),
        query.action === undefined ? undefined : eq(auditLog.action, query.action),
        // The subject's pair is indexed (audit_log_subject_idx): a review's page reads its own.
        query.subjectKind === undefined ? undefined : eq(auditLog.subjectKind, query.subjectKind),
        query.subjectId === undefined ? undefined : eq(auditLog.subjectId, query.subjectId),
      );
      const [rows, [counted]] = await Promise.all([
        filtered(where).limit(query.limit).offset(query.offset),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** Every entry about one member, newest first (their page shows them all). */
    forMember(memberId: number, limit = 200): Promise<AuditRow[]> {
      return filtered(eq(auditLog.memberId, memberId)).limit(limit);
    },

    /** The entries about one subject (a review's decisions), newest first. */
    forSubject(kind: AuditSubjectKind, id: number): Promise<AuditRow[]> {
      return filtered(and(eq(auditLog.subjectKind, kind), eq(auditLog.subjectId, id)));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
