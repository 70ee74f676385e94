import type {
  Actor,
  AuditAction,
  AuditActorKind,
  AuditEntry,
  AuditSubjectKind,
  LicenceItem,
  MemberRef,
  PostItem,
  PostState,
  ReportItem,
  ReportReason,
  ReportState,
  Role,
} from '../contract';
import { certificationVerificationState } from '../contract';
import type { AuditRow } from '../db/audit';
import type { LicenceItemRow } from '../db/licences';
import type { PostItemRow } from '../db/posts';
import type { ReportItemRow } from '../db/reports';
import type { users } from '../db/schema';

// Rows to the operator screens' wire shapes (src/contract/schemas/operators.ts, audit.ts),
// shared by every admin route: a member as operators see them, who did something, and an
// audit entry. Stored enum values are trusted because every write went through the contract.

type UserRow = typeof users.$inferSelect;

/** "First Last", or null when the account is gone (a left join found no row). */
export const fullName = (
  firstName: string | null | undefined,
  lastName: string | null | undefined,
): string | null =>
  firstName == null && lastName == null ? null : `${firstName ?? ''} ${lastName ?? ''}`.trim();

export const toMemberRef = (row: UserRow): MemberRef => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  avatar: row.avatar,
  profession: row.profession as MemberRef['profession'],
  role: row.role as Role,
  published: row.published,
  complete: row.complete,
  suspended: row.suspendedAt !== null,
});

/**
 * Who did something. An operator is named to other operators ("First Last"; null once the
 * account is deleted); the command line and the server have no name (the screens show
 * "Command line" for `cli`).
 */
export const toActor = (
  kind: AuditActorKind | string,
  id: number | null,
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  role: Role | string | null,
): Actor => ({
  kind: kind as AuditActorKind,
  id,
  name: kind === 'member' ? fullName(firstName, lastName) : null,
  role: (role ?? null) as Role | null,
});

export const toAuditEntry = ({
  entry,
  actorFirstName,
  actorLastName,
  memberFirstName,
  memberLastName,
}: AuditRow): AuditEntry => ({
  id: entry.id,
  at: entry.at.toISOString(),
  actor: toActor(entry.actorKind, entry.actorId, actorFirstName, actorLastName, entry.actorRole),
  action: entry.action as AuditAction,
  subject: {
    kind: entry.subjectKind as AuditSubjectKind,
    id: entry.subjectId,
    memberId: entry.memberId,
    memberName: fullName(memberFirstName, memberLastName),
  },
  reason: entry.reason,
  note: entry.note,
  requestId: entry.requestId,
});

/** A posted link in the operators' queue (GET /v1/admin/posts). */
export const toPostItem = ({
  post,
  member,
  deciderFirstName,
  deciderLastName,
  deciderRole,
}: PostItemRow): PostItem => ({
  id: post.id,
  link: post.link,
  state: post.state as PostState,
  createdAt: post.createdAt.toISOString(),
  member: toMemberRef(member),
  decidedAt: post.decidedAt?.toISOString() ?? null,
  decidedBy: post.decidedAt
    ? toActor('member', post.decidedBy, deciderFirstName, deciderLastName, deciderRole)
    : null,
  reason: post.reason as PostItem['reason'],
  note: post.note,
});

/** A report of a profile in the operators' queue (GET /v1/admin/reports). */
export const toReportItem = ({
  report,
  subject,
  reporter,
  resolverFirstName,
  resolverLastName,
  resolverRole,
}: ReportItemRow): ReportItem => ({
  id: report.id,
  reason: report.reason as ReportReason,
  note: report.note,
  state: report.state as ReportState,
  createdAt: report.createdAt.toISOString(),
  // null: the member reported deleted the account (the report stays until decided).
  subject: subject ? toMemberRef(subject) : null,
  reporter: toMemberRef(reporter),
  resolvedAt: report.resolvedAt?.toISOString() ?? null,
  resolvedBy: report.resolvedAt
    ? toActor('member', report.resolvedBy, resolverFirstName, resolverLastName, resolverRole)
    : null,
  resolutionReason: report.resolutionReason as ReportItem['resolutionReason'],
  resolutionNote: report.resolutionNote,
});

/** A licence in the reviewers' ledger (GET /v1/admin/licences); its badge as of `now`. */
export const toLicenceItem = (
  { licence, member, verifierFirstName, verifierLastName, verifierRole }: LicenceItemRow,
  now: Date,
): LicenceItem => ({
  id: licence.id,
  member: toMemberRef(member),
  name: licence.name,
  organization: licence.organization,
  identifier: licence.identifier,
  jurisdiction: licence.jurisdiction as LicenceItem['jurisdiction'],
  issuedDate: licence.issuedDate,
  expirationDate: licence.expirationDate,
  url: licence.url,
  verificationState: certificationVerificationState(licence, now) ?? 'unverified',
  verifiedAt: licence.verifiedAt?.toISOString() ?? null,
  verifiedBy: licence.verifiedAt
    ? toActor('member', licence.verifiedBy, verifierFirstName, verifierLastName, verifierRole)
    : null,
  verificationSource: licence.verificationSource,
  verificationNote: licence.verificationNote,
  updatedAt: licence.updatedAt.toISOString(),
});
