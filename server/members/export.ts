import type { AccountExport } from '../contract';
import type { AccountRepository } from '../db/account';
import type { UserRow } from '../db/users';

// GET /v1/user/export (issues 23 and 38): everything the product holds about the member, in one
// JSON document. Which column goes to which section, and why one is left out, is
// members/dataMap.ts (tests/server/account-schema.test.ts checks it against the database's
// catalog). Operators and reporters are never named: an actor is shown by role; SSN digits are
// never read.

/**
 * Stands for each link of an exported mail: a link is a single-use credential (a reset, a
 * confirmation, a testimonial form), which a file the member keeps must not carry.
 */
export const LINK_LEFT_OUT = '[link left out]';

const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** A testimonial's provenance (issue 24), as stored: all null for one written before it. */
const testimonialDisclosures = (row: {
  requestedRelationship: string | null;
  relationship: string | null;
  periodFrom: number | null;
  periodTo: number | null;
  paid: boolean | null;
  conflict: string | null;
  confirmedAt: Date | null;
}) => ({
  requestedRelationship: row.requestedRelationship,
  relationship: row.relationship,
  periodFrom: row.periodFrom,
  periodTo: row.periodTo,
  paid: row.paid,
  conflict: row.conflict,
  confirmedAt: iso(row.confirmedAt),
});

/** The export of `user`, read with `repo` (over one transaction, so the sections agree). */
export async function exportAccount(
  repo: AccountRepository,
  user: UserRow,
  now: Date,
): Promise<AccountExport> {
  const rows = await repo.exportRows(user.id, user.emailVerifiedAt ? user.email : null);
  const {
    id,
    email,
    passwordHash: _passwordHash,
    emailVerifiedAt,
    createdAt,
    timeZone,
    role,
    suspendedAt,
    suspendedWhilePublished: _suspendedWhilePublished,
    ...profile
  } = user;
  const other = (a: number, b: number) => (a === user.id ? b : a);
  return {
    exportedAt: now.toISOString(),
    account: {
      id,
      email,
      emailVerifiedAt: iso(emailVerifiedAt),
      createdAt: createdAt.toISOString(),
      timeZone,
      role,
      suspendedAt: iso(suspendedAt),
    },
    profile,
    uploads: rows.uploads.map((row) => ({
      key: row.key,
      kind: row.kind,
      contentType: row.contentType,
      size: row.size,
      createdAt: iso(row.createdAt),
      storedAt: iso(row.storedAt),
    })),
    // The reviewer who verified a licence is never named to the member (their role is).
    certifications: rows.certifications.map(
      ({ userId: _u, createdAt: at, verifiedBy: _by, ...row }) => ({
        ...row,
        createdAt: iso(at),
      }),
    ),
    educations: rows.educations.map(({ userId: _u, createdAt: at, ...row }) => ({
      ...row,
      createdAt: iso(at),
    })),
    positions: rows.positions.map(({ userId: _u, createdAt: at, ...row }) => ({
      ...row,
      createdAt: iso(at),
    })),
    testimonialsReceived: rows.testimonialsReceived.map((row) => ({
      id: row.id,
      writerName: row.name,
      // The writer's address is theirs, used only to send the request.
      company: row.company,
      position: row.position,
      content: row.content,
      status: row.status,
      requestedAt: iso(row.createdAt),
      writtenAt: iso(row.writtenAt),
      ...testimonialDisclosures(row),
    })),
    testimonialsWritten: rows.testimonialsWritten.map(
      ({ testimonial, forFirstName, forLastName }) => ({
        id: testimonial.id,
        forMember: `${forFirstName} ${forLastName}`,
        company: testimonial.company,
        position: testimonial.position,
        content: testimonial.content,
        status: testimonial.status,
        requestedAt: iso(testimonial.createdAt),
        writtenAt: iso(testimonial.writtenAt),
        ...testimonialDisclosures(testimonial),
      }),
    ),
    team: rows.team.map((row) => ({
      id: row.id,
      role: row.ownerId === user.id ? 'owner' : 'member',
      otherMemberId: other(row.ownerId, row.memberId),
      status: row.status,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    })),
    watchList: rows.watching.map((row) => ({
      memberId: row.watchedId,
      since: iso(row.createdAt),
    })),
    savedSearches: rows.savedSearches.map((row) => ({
      id: row.id,
      name: row.name,
      query: row.query,
      createdAt: iso(row.createdAt),
    })),
    notifications: rows.notifications.map((row) => ({
      id: row.id,
      kind: row.kind,
      actorId: row.actorId,
      subject: row.subjectKind ? { kind: row.subjectKind, id: row.subjectId } : null,
      data: row.data,
      createdAt: iso(row.createdAt),
      readAt: iso(row.readAt),
      emailedAt: iso(row.emailedAt),
    })),
    notificationPreferences: rows.notificationPreferences.map((row) => ({
      kind: row.kind,
      mode: row.mode,
      updatedAt: iso(row.updatedAt),
    })),
    // Of their profile: who revealed their contact details, and when; and their own reveals.
    contactViews: rows.contactViews.map((row) => ({
      direction: row.memberId === user.id ? 'of my profile' : 'by me',
      memberId: row.memberId === user.id ? row.viewerId : row.memberId,
      viewedAt: iso(row.viewedAt),
    })),
    reportsFiled: rows.reportsFiled.map((row) => ({
      id: row.id,
      memberId: row.subjectId,
      reason: row.reason,
      note: row.note,
      state: row.state,
      createdAt: iso(row.createdAt),
      resolvedAt: iso(row.resolvedAt),
    })),
    posts: rows.posts.map((row) => ({
      id: row.id,
      link: row.link,
      state: row.state,
      reason: row.reason,
      createdAt: iso(row.createdAt),
      decidedAt: iso(row.decidedAt),
    })),
    peerInvitations: rows.peerInvitations.map((row) => ({
      email: row.email,
      name: row.name,
      createdAt: iso(row.createdAt),
    })),
    // Never the digits: the check's existence and state only.
    backgroundChecks: rows.backgroundChecks.map((row) => ({
      id: row.id,
      status: row.status,
      submittedAt: iso(row.createdAt),
    })),
    // Decisions by reason code; the reviewer is never named.
    reviews: rows.reviews.map((row) => ({
      id: row.id,
      trigger: row.trigger,
      state: row.state,
      openedAt: iso(row.openedAt),
      reason: row.reason,
      decidedAt: iso(row.decidedAt),
      noticeReason: row.noticeReason,
      noticeSentAt: iso(row.noticeSentAt),
      noticeDueAt: iso(row.noticeDueAt),
      response: row.response,
      respondedAt: iso(row.respondedAt),
      changes: row.changes,
    })),
    eligibilityChanges: rows.eligibilityChanges.map((row) => ({
      field: row.field,
      from: row.fromValue,
      to: row.toValue,
      changedAt: iso(row.changedAt),
    })),
    sessions: rows.sessions.map((row) => ({
      startedAt: iso(row.createdAt),
      expiresAt: iso(row.expiresAt),
      endedAt: iso(row.revokedAt),
    })),
    // About them: the actor by role (a reviewer, an admin, the command line), never by name;
    // no note (a note may quote a report and so its reporter).
    audit: rows.audit.map((row) => ({
      at: iso(row.at),
      actor:
        row.actorKind === 'member' && row.actorId === user.id
          ? 'you'
          : (row.actorRole ?? row.actorKind),
      action: row.action,
      subject: row.subjectKind,
      reason: row.reason,
    })),
    addresses: rows.addresses.map((row) => ({
      email: row.email,
      since: iso(row.firstUsedAt),
    })),
    // The text part (the HTML part says the same), its links left out; never the headers.
    mail: rows.mail.map((row) => ({
      to: row.to,
      subject: row.subject,
      createdAt: iso(new Date(row.created_at)),
      sentAt: row.sent_at === null ? null : iso(new Date(row.sent_at)),
      text: [...row.links]
        .sort((a, b) => b.length - a.length)
        .reduce((text, link) => text.replaceAll(link, LINK_LEFT_OUT), row.text),
    })),
  };
}
