import type {
  AuditAction,
  AuditActorKind,
  AuditSubjectKind,
  Certification,
  EligibilityChange,
  EligibilityField,
  Education,
  EmailMode,
  EmailTokenPurpose,
  NotificationKind,
  Position,
  SavedSearchQuery,
  PostReason,
  PostState,
  ReportReason,
  ReportResolutionReason,
  ReportState,
  ReviewReason,
  ReviewState,
  ReviewTrigger,
  Role,
  TeamRelationStatus,
  TestimonialStatus,
  TestimonialProvenance,
  TestimonialRelationship,
  User,
} from '@/contract';

// One in-memory database for every handler (bulletproof-react's mock layer). Pure TS: it runs
// in Node (Vitest), in the browser (Storybook, dev:mock) and nowhere reaches for I/O.

export interface MockUser extends User {
  password: string;
}
/**
 * A licence's stored ledger decision (server certifications.verified_at, verification_source,
 * verified_by): absent on a certification no reviewer has decided. Never part of the wire
 * certification; receipts (GET /v1/profiles/{id}/verifications) show the time and the source.
 */
export interface MockLicenceDecision {
  verifiedAt?: string | null;
  verificationSource?: string | null;
  verifiedBy?: number | null;
  /** The reviewer's note (the operators' licence queue shows it). */
  verificationNote?: string | null;
  /** The smallest expiry reminder sent (server expiry_reminder_days). */
  expiryReminderDays?: number | null;
  /** The version a review decision names (server updated_at); the creation time when absent. */
  updatedAt?: string;
}
export type MockCertification = Certification & { userId: number } & MockLicenceDecision;
export type MockEducation = Education & { userId: number };
export type MockPosition = Position & { userId: number };
export interface MockTestimonial {
  id: number;
  uuid: string;
  userId: number;
  name: string;
  email: string;
  company: string | null;
  position: string | null;
  content: string | null;
  status: TestimonialStatus;
  createdAt: string;
  /** When the request e-mail last went out (spec 9: once per seven days). */
  sentAt: string;
  /** The relationship the member named in the request (issue 24). */
  requestedRelationship?: TestimonialRelationship | null;
  /** The writer's disclosures (issue 24): none for a pending one or one written before them. */
  provenance?: TestimonialProvenance | null;
}
export interface MockTeamRelation {
  id: number;
  ownerUserId: number;
  memberId: number;
  status: TeamRelationStatus;
}
export interface MockWatch {
  userId: number;
  watchedId: number;
  createdAt: string;
}
/** A contact reveal by another member (GET /v1/profiles/{id}/contact). */
export interface MockContactView {
  viewerId: number;
  memberId: number;
  viewedAt: string;
}
export interface MockSession {
  userId: number;
  accessToken: string;
  refreshToken: string;
}
/** A posted link (POST /v1/dashboard/posts) and the operators' decision on it. */
export interface MockPost {
  id: number;
  userId: number;
  link: string;
  state: PostState;
  createdAt: string;
  decidedAt: string | null;
  /** The operator who decided it. */
  decidedBy: number | null;
  reason: PostReason | null;
  note: string | null;
}
/** 'Report this profile', and how an operator closed it. */
export interface MockReport {
  id: number;
  reporterId: number;
  /** null once the member reported deleted the account (the server's ON DELETE SET NULL). */
  subjectId: number | null;
  reason: ReportReason;
  note: string | null;
  state: ReportState;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: number | null;
  resolutionReason: ReportResolutionReason | null;
  resolutionNote: string | null;
}
/**
 * A suspended account (the server's users.suspendedAt and suspendedWhilePublished), kept out
 * of MockUser so that the member's own GET /v1/user never carries it.
 */
export interface MockSuspension {
  userId: number;
  suspendedAt: string;
  whilePublished: boolean;
}
/** A review of a member's background check (the server's reviews table). */
export interface MockReview {
  id: number;
  userId: number;
  trigger: ReviewTrigger;
  state: ReviewState;
  openedAt: string;
  startedAt: string | null;
  reviewerId: number | null;
  /** The final decision, or the latest step. */
  reason: ReviewReason | null;
  note: string | null;
  decidedAt: string | null;
  decidedBy: number | null;
  noticeReason: ReviewReason | null;
  noticeNote: string | null;
  noticeSentAt: string | null;
  noticeDueAt: string | null;
  response: string | null;
  respondedAt: string | null;
  changes: EligibilityChange[];
}
/** An append-only audit entry (the server's audit_log): nothing edits or deletes one. */
export interface MockAuditEntry {
  id: number;
  at: string;
  actorKind: AuditActorKind;
  actorId: number | null;
  actorRole: Role | null;
  action: AuditAction;
  subjectKind: AuditSubjectKind;
  subjectId: number;
  memberId: number | null;
  reason: string | null;
  note: string | null;
  requestId: string | null;
}
/** A change of an answer eligibility rests on (the server's member_changes). */
export interface MockMemberChange {
  userId: number;
  field: EligibilityField;
  from: string | number | null;
  to: string | number | null;
  changedAt: string;
}
/** A member's notification row (kind 'check_decided', 'post_decided', …). */
export interface MockNotification {
  id: number;
  userId: number;
  kind: NotificationKind;
  /** The member the event is about; their current name and avatar are shown. */
  actorId: number | null;
  subjectKind: string | null;
  subjectId: number | null;
  data: Record<string, unknown>;
  createdAt: string;
  readAt: string | null;
}
/** A member's e-mail choice per kind (no entry: the contract's default) and time zone. */
export interface MockNotificationSettings {
  userId: number;
  /** Null until the browser or the member gave one (server users.time_zone). */
  timeZone: string | null;
  modes: Partial<Record<NotificationKind, EmailMode>>;
}
/** A saved community search (server saved_searches); `query` is normalised. */
export interface MockSavedSearch {
  id: number;
  userId: number;
  name: string;
  query: SavedSearchQuery;
  createdAt: string;
  openedAt: string;
}
export interface MockMail {
  to: string;
  kind:
    | 'passwordReset'
    | 'testimonialRequest'
    | 'invitation'
    | 'checkDecided'
    | 'verifyEmail'
    | 'confirmEmail'
    | 'emailChanged'
    | 'accountDeleted';
  link: string;
}

/** A single-use link about the account's address (issue 23). */
export interface MockEmailToken {
  token: string;
  userId: number;
  purpose: EmailTokenPurpose;
  email: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface MockDb {
  users: MockUser[];
  certifications: MockCertification[];
  educations: MockEducation[];
  positions: MockPosition[];
  testimonials: MockTestimonial[];
  team: MockTeamRelation[];
  watching: MockWatch[];
  contactViews: MockContactView[];
  sessions: MockSession[];
  /** Rotated refresh tokens and the token issued for each (the server's reuse window). */
  rotatedRefreshTokens: Array<{ token: string; child: string; at: number }>;
  resetTokens: Array<{ token: string; userId: number }>;
  posts: MockPost[];
  reports: MockReport[];
  suspensions: MockSuspension[];
  invitations: Array<{ id: number; userId: number; email: string; name: string | null }>;
  /** `ssn`: the four digits, which the server keeps encrypted (POST /v1/admin/reviews/{id}/ssn). */
  backgroundChecks: Array<{ userId: number; submittedAt: string; ssn?: string }>;
  reviews: MockReview[];
  audit: MockAuditEntry[];
  memberChanges: MockMemberChange[];
  notifications: MockNotification[];
  /** A member's e-mail choices and time zone (server notification_preferences, users.time_zone). */
  notificationSettings: MockNotificationSettings[];
  /** Addresses that are not members' and asked for no more e-mail (server email_opt_outs). */
  emailOptOuts: string[];
  savedSearches: MockSavedSearch[];
  /** Who has matched each saved search already (server saved_search_matches). */
  savedSearchMatches: Array<{ savedSearchId: number; memberId: number; matchedAt: string }>;
  /** `stored` once the file arrived; only stored uploads can become an avatar or cover. */
  uploads: Array<{ key: string; contentType: string; stored: boolean }>;
  outbox: MockMail[];
  /** Member-sent e-mails counted per lower-cased address (server/mail/recipientCap.ts). */
  recipientMail: Array<{ address: string; at: number }>;
  /** Verification and change-of-address links (server email_tokens; the token kept plain). */
  emailTokens: MockEmailToken[];
  /** Operators' second factors (data/secondFactor.ts), and the refresh tokens that passed one. */
  secondFactors: MockSecondFactor[];
  secondFactorPasses: string[];
  /** Whether the mocks ask operators for the second factor (off for stories and dev:mock). */
  secondFactorRequired: boolean;
  /** Knobs a test may turn (reset with the db). */
  settings: { accessTokenTtlSeconds: number };
  /** One counter for every id and token, so a reset db gives the same values again. */
  sequence: number;
}

const emptyDb = (): MockDb => ({
  users: [],
  certifications: [],
  educations: [],
  positions: [],
  testimonials: [],
  team: [],
  watching: [],
  contactViews: [],
  sessions: [],
  rotatedRefreshTokens: [],
  resetTokens: [],
  posts: [],
  reports: [],
  suspensions: [],
  invitations: [],
  backgroundChecks: [],
  reviews: [],
  audit: [],
  memberChanges: [],
  notifications: [],
  notificationSettings: [],
  emailOptOuts: [],
  savedSearches: [],
  savedSearchMatches: [],
  uploads: [],
  outbox: [],
  recipientMail: [],
  emailTokens: [],
  secondFactors: [],
  secondFactorPasses: [],
  secondFactorRequired: false,
  settings: { accessTokenTtlSeconds: 3600 },
  sequence: 1000,
});

export const db: MockDb = emptyDb();

/** Empties every table (`resetDb` in ./reset also loads the demo data). */
export function clearDb(): MockDb {
  Object.assign(db, emptyDb());
  return db;
}

export const nextId = (): number => {
  db.sequence += 1;
  return db.sequence;
};

/** A deterministic uuid (v4 layout) from the sequence: stories and snapshots stay stable. */
export const nextUuid = (): string => {
  const hex = nextId().toString(16).padStart(12, '0');
  return `00000000-0000-4000-8000-${hex}`;
};

export const findUser = (id: number): MockUser | undefined => db.users.find((u) => u.id === id);
export const findUserByEmail = (email: string): MockUser | undefined =>
  db.users.find((u) => u.email === email.trim().toLowerCase());

/** An operator's second factor on the mock db (data/secondFactor.ts). */
export interface MockSecondFactor {
  userId: number;
  secret: string;
  confirmed: boolean;
  lastStep: number | null;
  /** The recovery codes as shown, and which are used. */
  recoveryCodes: Array<{ code: string; used: boolean }>;
}
