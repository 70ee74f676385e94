import { http, HttpResponse } from 'msw';
import {
  accountDeletionBodySchema,
  apiMessages,
  EMAIL_TOKEN_HOURS,
  emailChangeBodySchema,
  emailTokenParamsSchema,
  VERIFICATION_RESEND_PER_DAY,
  VERIFICATION_RESEND_PER_MINUTE,
  type AccountExport,
} from '@/contract';
import { db, findUserByEmail, nextUuid, type MockEmailToken, type MockUser } from '../db';
import { api, fail, noContent, readBody, requireUser, failValidation } from '../http';
import { issueRestoreToken } from './emailRestore';

// The account is the member's (issue 23), as server/routes/account.ts answers it: verification,
// change of address, export, deletion. Links are single use and expire after EMAIL_TOKEN_HOURS.

const HOUR = 3600_000;

/** Writes a link and "e-mails" it (the mock outbox), as the server's queueEmailLink. */
export function issueEmailToken(
  user: Pick<MockUser, 'id'>,
  purpose: MockEmailToken['purpose'],
  email: string,
): MockEmailToken {
  const now = Date.now();
  const row: MockEmailToken = {
    token: nextUuid(),
    userId: user.id,
    purpose,
    email,
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + EMAIL_TOKEN_HOURS * HOUR).toISOString(),
    usedAt: null,
  };
  db.emailTokens.push(row);
  const screen = purpose === 'verify' ? 'verify-email' : 'confirm-email';
  db.outbox.push({
    to: email,
    kind: purpose === 'verify' ? 'verifyEmail' : 'confirmEmail',
    link: `/${screen}/${row.token}`,
  });
  return row;
}

function claim(params: unknown, purpose: MockEmailToken['purpose']): MockEmailToken {
  const parsed = emailTokenParamsSchema.safeParse(params);
  if (!parsed.success) return failValidation(parsed.error);
  const row = db.emailTokens.find((t) => t.token === parsed.data.token);
  if (!row || row.purpose !== purpose) return fail('InvalidRequest', apiMessages.emailLinkInvalid);
  if (row.usedAt) return fail('InvalidRequest', apiMessages.emailLinkUsed);
  if (Date.parse(row.expiresAt) <= Date.now()) {
    return fail('InvalidRequest', apiMessages.emailLinkExpired);
  }
  row.usedAt = new Date().toISOString();
  return row;
}

const endTokens = (userId: number, purposes: MockEmailToken['purpose'][]) => {
  for (const row of db.emailTokens) {
    if (row.userId === userId && purposes.includes(row.purpose) && !row.usedAt) {
      row.usedAt = new Date().toISOString();
    }
  }
};

const mine = <T extends { userId: number }>(rows: T[], userId: number) =>
  rows.filter((row) => row.userId === userId);

/** The export's document from the mock db (the server's members/export.ts). */
function exportOf(user: MockUser): AccountExport {
  const {
    id,
    email,
    password: _password,
    role,
    emailVerified,
    createdAt,
    contactVisibility,
    ...fields
  } = user;
  // The contact choices as the server's columns name them (issue 24 §4).
  const profile = {
    ...fields,
    contactEmailVisibility: contactVisibility.contactEmail,
    contactPhoneVisibility: contactVisibility.contactPhone,
    websiteVisibility: contactVisibility.website,
  };
  const strip = <T extends { userId: number }>({ userId: _u, ...row }: T) => row;
  return {
    exportedAt: new Date().toISOString(),
    account: {
      id,
      email,
      emailVerifiedAt: emailVerified ? createdAt : null,
      createdAt,
      timeZone: db.notificationSettings.find((s) => s.userId === id)?.timeZone ?? null,
      role,
      suspendedAt: db.suspensions.find((s) => s.userId === id)?.suspendedAt ?? null,
    },
    profile,
    uploads: db.uploads
      .filter((u) => u.key.includes(`/${id}-`))
      .map((u) => ({ key: u.key, contentType: u.contentType })),
    certifications: mine(db.certifications, id).map(strip),
    educations: mine(db.educations, id).map(strip),
    positions: mine(db.positions, id).map(strip),
    testimonialsReceived: mine(db.testimonials, id).map((t) => ({
      id: t.id,
      writerName: t.name,
      company: t.company,
      position: t.position,
      content: t.content,
      status: t.status,
      requestedAt: t.createdAt,
    })),
    // Only from an address the member proved is theirs.
    testimonialsWritten: db.testimonials
      .filter((t) => emailVerified && t.email === email)
      .map((t) => {
        const member = db.users.find((u) => u.id === t.userId);
        return {
          id: t.id,
          forMember: member ? `${member.firstName} ${member.lastName}` : null,
          content: t.content,
          status: t.status,
        };
      }),
    team: db.team
      .filter((r) => r.ownerUserId === id || r.memberId === id)
      .map((r) => ({
        id: r.id,
        role: r.ownerUserId === id ? 'owner' : 'member',
        otherMemberId: r.ownerUserId === id ? r.memberId : r.ownerUserId,
        status: r.status,
      })),
    watchList: mine(db.watching, id).map((w) => ({ memberId: w.watchedId, since: w.createdAt })),
    savedSearches: mine(db.savedSearches, id).map((s) => ({
      id: s.id,
      name: s.name,
      query: s.query,
      createdAt: s.createdAt,
    })),
    notifications: mine(db.notifications, id).map(strip),
    notificationPreferences: Object.entries(
      db.notificationSettings.find((s) => s.userId === id)?.modes ?? {},
    ).map(([kind, mode]) => ({ kind, mode })),
    contactViews: db.contactViews
      .filter((v) => v.memberId === id || v.viewerId === id)
      .map((v) => ({
        direction: v.memberId === id ? 'of my profile' : 'by me',
        memberId: v.memberId === id ? v.viewerId : v.memberId,
        viewedAt: v.viewedAt,
      })),
    reportsFiled: db.reports
      .filter((r) => r.reporterId === id)
      .map((r) => ({
        id: r.id,
        memberId: r.subjectId,
        reason: r.reason,
        note: r.note,
        state: r.state,
        createdAt: r.createdAt,
      })),
    posts: mine(db.posts, id).map((p) => ({
      id: p.id,
      link: p.link,
      state: p.state,
      createdAt: p.createdAt,
    })),
    peerInvitations: mine(db.invitations, id).map((i) => ({ email: i.email, name: i.name })),
    backgroundChecks: mine(db.backgroundChecks, id).map((c) => ({ submittedAt: c.submittedAt })),
    reviews: mine(db.reviews, id).map((r) => ({
      id: r.id,
      trigger: r.trigger,
      state: r.state,
      openedAt: r.openedAt,
      reason: r.reason,
      decidedAt: r.decidedAt,
    })),
    eligibilityChanges: mine(db.memberChanges, id).map(strip),
    sessions: mine(db.sessions, id).map(() => ({ startedAt: null, endedAt: null })),
    audit: [],
    // The mock keeps one address per account, and of the mail its kind (server: subject and text).
    addresses: [{ email, firstUsedAt: createdAt }],
    mail: db.outbox.filter((m) => m.to === email).map((m) => ({ to: m.to, kind: m.kind })),
  };
}

/** Every row naming the member goes; open reviews are withdrawn (server members/deletion.ts). */
function deleteMember(user: MockUser) {
  const id = user.id;
  const notMine = <T extends { userId: number }>(rows: T[]) => rows.filter((r) => r.userId !== id);
  for (const review of db.reviews) {
    if (review.userId === id && ['submitted', 'in_review', 'notice'].includes(review.state)) {
      review.state = 'withdrawn';
      review.decidedAt = new Date().toISOString();
    }
  }
  db.users = db.users.filter((u) => u.id !== id);
  db.sessions = notMine(db.sessions);
  db.certifications = notMine(db.certifications);
  db.educations = notMine(db.educations);
  db.positions = notMine(db.positions);
  db.testimonials = notMine(db.testimonials);
  db.team = db.team.filter((r) => r.ownerUserId !== id && r.memberId !== id);
  db.watching = db.watching.filter((w) => w.userId !== id && w.watchedId !== id);
  db.contactViews = db.contactViews.filter((v) => v.viewerId !== id && v.memberId !== id);
  db.notifications = notMine(db.notifications);
  db.notificationSettings = notMine(db.notificationSettings);
  db.savedSearches = notMine(db.savedSearches);
  db.savedSearchMatches = db.savedSearchMatches.filter((m) => m.memberId !== id);
  db.backgroundChecks = notMine(db.backgroundChecks);
  db.invitations = notMine(db.invitations);
  db.posts = notMine(db.posts);
  // Reports about the member stay, their subject a deleted member, until decided (issue 38).
  db.reports = db.reports.filter((r) => r.reporterId !== id);
  for (const report of db.reports) if (report.subjectId === id) report.subjectId = null;
  db.memberChanges = notMine(db.memberChanges);
  db.emailTokens = notMine(db.emailTokens);
  db.resetTokens = notMine(db.resetTokens);
  db.outbox = db.outbox.filter((m) => m.to !== user.email);
  db.outbox.push({ to: user.email, kind: 'accountDeleted', link: '/' });
}

export const accountHandlers = [
  http.post(api('/v1/user/verification'), ({ request }) => {
    const user = requireUser(request);
    if (user.emailVerified) return fail('ResourceConflict', apiMessages.emailAlreadyVerified);
    const sentSince = (ms: number) =>
      db.emailTokens.filter(
        (t) =>
          t.userId === user.id &&
          t.purpose === 'verify' &&
          Date.parse(t.createdAt) >= Date.now() - ms,
      ).length;
    if (
      sentSince(60_000) >= VERIFICATION_RESEND_PER_MINUTE ||
      sentSince(24 * HOUR) >= VERIFICATION_RESEND_PER_DAY
    ) {
      return fail('RequestThrottled', apiMessages.verificationThrottled);
    }
    const row = issueEmailToken(user, 'verify', user.email);
    return HttpResponse.json({ email: user.email, expiresAt: row.expiresAt });
  }),

  http.post(api('/v1/user/verification/:token'), ({ params }) => {
    const row = claim(params, 'verify');
    const user = db.users.find((u) => u.id === row.userId);
    if (!user || user.email !== row.email)
      return fail('InvalidRequest', apiMessages.emailLinkInvalid);
    user.emailVerified = true;
    return HttpResponse.json({ email: user.email, emailVerified: true });
  }),

  http.post(api('/v1/user/email'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, emailChangeBodySchema);
    if (body.password !== user.password) {
      return fail('InvalidRequest', apiMessages.passwordIncorrect);
    }
    if (body.email === user.email) return fail('InvalidRequest', apiMessages.emailUnchanged);
    if (findUserByEmail(body.email)) return fail('ResourceConflict', apiMessages.emailTaken);
    endTokens(user.id, ['change']);
    const row = issueEmailToken(user, 'change', body.email);
    return HttpResponse.json(
      { pendingEmail: body.email, expiresAt: row.expiresAt },
      { status: 202 },
    );
  }),

  http.post(api('/v1/user/email/:token'), ({ params }) => {
    const row = claim(params, 'change');
    const user = db.users.find((u) => u.id === row.userId);
    if (!user) return fail('InvalidRequest', apiMessages.emailLinkInvalid);
    if (findUserByEmail(row.email)) return fail('ResourceConflict', apiMessages.emailTaken);
    // The notice's way back (issue 38 §4), as the server's emailChangedNoticeMail.
    const restore = issueRestoreToken(user, user.email);
    db.outbox.push({ to: user.email, kind: 'emailChanged', link: `/restore-email/${restore}` });
    user.email = row.email;
    user.emailVerified = true;
    endTokens(user.id, ['verify', 'change']);
    return HttpResponse.json({ email: user.email, emailVerified: true });
  }),

  http.get(api('/v1/user/export'), ({ request }) => {
    const user = requireUser(request);
    const day = new Date().toISOString().slice(0, 10);
    return HttpResponse.json(exportOf(user), {
      headers: { 'content-disposition': `attachment; filename="guildhall-export-${day}.json"` },
    });
  }),

  http.post(api('/v1/user/deletion'), async ({ request }) => {
    const user = requireUser(request);
    const body = await readBody(request, accountDeletionBodySchema);
    if (body.password !== user.password) {
      return fail('InvalidRequest', apiMessages.passwordIncorrect);
    }
    deleteMember(user);
    return noContent();
  }),
];
