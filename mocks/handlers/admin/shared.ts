import {
  apiMessages,
  isOperator,
  type Actor,
  type AuditAction,
  type AuditEntry,
  type AuditSubjectKind,
  type MemberRef,
  type ReviewSummary,
} from '@/contract';
import {
  db,
  findUser,
  nextId,
  type MockAuditEntry,
  type MockReview,
  type MockUser,
} from '../../db';
import { fail, requireUser } from '../../http';
import { requireSecondFactor } from './secondFactor';

// What the operators' handlers share: the operator check, a member as operator lists show
// them, and the actor of a decision.

/**
 * 401 without a token, 403 for a member, 403 until the session passed the second factor (the
 * server's auth mode 'operator').
 */
export const requireOperator = (request: Request): MockUser => {
  const user = requireUser(request);
  if (!isOperator(user.role)) return fail('Forbidden', apiMessages.operatorsOnly);
  requireSecondFactor(request);
  return user;
};

/**
 * Who may act on a member (server/routes/admin/decision.ts ensureMayActOn): never the operator's
 * own account (400), and another operator only by an admin (403). Undefined: a deleted member.
 */
export const ensureMayActOn = (operator: MockUser, member: MockUser | undefined): void => {
  if (!member) return;
  if (member.id === operator.id) {
    fail('InvalidRequest', apiMessages.operatorsCannotActOnThemselves);
  }
  if (isOperator(member.role) && operator.role !== 'admin') {
    fail('Forbidden', apiMessages.operatorNeedsAdmin);
  }
};

export const suspensionOf = (userId: number) => db.suspensions.find((s) => s.userId === userId);

export const toMemberRef = (user: MockUser): MemberRef => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  avatar: user.avatar,
  profession: user.profession,
  role: user.role,
  published: user.published,
  complete: user.complete,
  suspended: suspensionOf(user.id) !== undefined,
});

/** An operator who decided something; null when nobody did. */
export const toActor = (userId: number | null): Actor | null => {
  if (userId === null) return null;
  const user = findUser(userId);
  return {
    kind: 'member',
    id: userId,
    name: user ? `${user.firstName} ${user.lastName}` : null,
    role: user?.role ?? null,
  };
};

// ---- The audit log and the reviews (db.audit, db.reviews), for every operator handler ----

export interface AuditInput {
  action: AuditAction;
  subject: { kind: AuditSubjectKind; id: number };
  memberId: number | null;
  reason: string | null;
  note: string | null;
}

/** Appends the operator's entry, as the server does in the decision's transaction. */
export function recordAudit(_request: Request, operator: MockUser, entry: AuditInput): void {
  const id = nextId();
  db.audit.push({
    id,
    at: new Date().toISOString(),
    actorKind: 'member',
    actorId: operator.id,
    actorRole: operator.role,
    action: entry.action,
    subjectKind: entry.subject.kind,
    subjectId: entry.subject.id,
    memberId: entry.memberId,
    reason: entry.reason,
    note: entry.note,
    // The server's request id; the mocks number their requests with the db.
    requestId: `mock-${id}`,
  });
}

const nameOf = (userId: number | null): string | null => {
  const user = userId === null ? undefined : findUser(userId);
  return user ? `${user.firstName} ${user.lastName}` : null;
};

export const toAuditEntry = (row: MockAuditEntry): AuditEntry => ({
  id: row.id,
  at: row.at,
  actor: {
    kind: row.actorKind,
    id: row.actorId,
    name: row.actorKind === 'member' ? nameOf(row.actorId) : null,
    role: row.actorRole,
  },
  action: row.action,
  subject: {
    kind: row.subjectKind,
    id: row.subjectId,
    memberId: row.memberId !== null && findUser(row.memberId) ? row.memberId : null,
    memberName: nameOf(row.memberId),
  },
  reason: row.reason,
  note: row.note,
  requestId: row.requestId,
});

/** Newest first, as the server lists them (by id). */
const newestFirst = (a: MockAuditEntry, b: MockAuditEntry) => b.id - a.id;

export const auditAbout = (memberId: number): AuditEntry[] =>
  db.audit
    .filter((row) => row.memberId === memberId)
    .sort(newestFirst)
    .map(toAuditEntry);

/** The audit entries of one subject (a review's steps), newest first. */
export const auditOf = (kind: AuditSubjectKind, id: number): AuditEntry[] =>
  db.audit
    .filter((row) => row.subjectKind === kind && row.subjectId === id)
    .sort(newestFirst)
    .map(toAuditEntry);

/** A review's row in the queue; null once the member's account is gone. */
export const toReviewSummary = (review: MockReview): ReviewSummary | null => {
  const member = findUser(review.userId);
  if (!member) return null;
  return {
    id: review.id,
    state: review.state,
    trigger: review.trigger,
    openedAt: review.openedAt,
    member: toMemberRef(member),
    reviewer: toActor(review.reviewerId),
    noticeDueAt: review.state === 'notice' ? review.noticeDueAt : null,
    responded: review.respondedAt !== null,
    decidedAt: review.decidedAt,
    reason: review.reason,
  };
};

/** Latest first (opened, then id), as the server's forMember. */
export const latestFirst = (a: MockReview, b: MockReview) =>
  b.openedAt.localeCompare(a.openedAt) || b.id - a.id;

/** Every review of the member, latest first. */
export const reviewsOf = (memberId: number): ReviewSummary[] =>
  db.reviews
    .filter((review) => review.userId === memberId)
    .sort(latestFirst)
    .map(toReviewSummary)
    .filter((summary) => summary !== null);
