import { z } from 'zod';
import { apiMessages } from '../apiMessages';
import { ACCOUNT_EMAIL_MAX, PASSWORD_MAX } from '../limits';
import { messages } from '../messages';
import { accountEmailField } from './auth';
import { isoDateTimeSchema, text } from './common';

// The account is the member's (issue 23): the address is confirmed by a link, can be changed
// (confirmed by a link to the new address, with a notice to the old one), everything the product
// holds about the member can be downloaded, and the account can be deleted.
//
// - POST   /v1/user/verification           e-mails a new verification link (throttled)
// - POST   /v1/user/verification/{token}   confirms the address (no sign-in: the link is proof)
// - POST   /v1/user/email                  { email, password } starts a change of address
// - POST   /v1/user/email/{token}          confirms the change (no sign-in: the link is proof)
// - GET    /v1/user/email/restore/{token}  what the notice's "This wasn't me" link would restore
// - POST   /v1/user/email/restore/{token}  restores it, ends every session, mails a reset (issue 38)
// - GET    /v1/user/export                 one JSON document of the member's data
// - POST   /v1/user/deletion               { password } deletes the account at once
//
// Links are single use and expire after EMAIL_TOKEN_HOURS; a used or late one is refused with
// a message that says which.

/** A verification or change link works once, for this many hours. */
export const EMAIL_TOKEN_HOURS = 24;
/** Resending the verification link: once a minute, five times a day. */
export const VERIFICATION_RESEND_PER_MINUTE = 1;
export const VERIFICATION_RESEND_PER_DAY = 5;

/**
 * The "This wasn't me" link of the notice to the old address (issue 38 §4) works once, for this
 * many days: long enough for someone whose mailbox was not read for a while.
 */
export const RESTORE_LINK_DAYS = 7;

/**
 * The purposes of an e-mailed account link (email_tokens.purpose): `restore` is the notice's
 * way back from a takeover, its address the old one.
 */
export const EMAIL_TOKEN_PURPOSES = ['verify', 'change', 'restore'] as const;
export type EmailTokenPurpose = (typeof EMAIL_TOKEN_PURPOSES)[number];

// base64url of 32 random bytes is 43 characters; anything else cannot be a link of ours.
export const emailTokenParamsSchema = z.object({
  token: text({ error: apiMessages.emailLinkInvalid })
    .min(16, apiMessages.emailLinkInvalid)
    .max(128, apiMessages.emailLinkInvalid)
    .regex(/^[A-Za-z0-9_-]+$/, apiMessages.emailLinkInvalid),
});
export type EmailTokenParams = z.infer<typeof emailTokenParamsSchema>;

/** The current password, checked again before the address changes or the account goes. */
const currentPassword = text({ error: messages.required })
  .min(1, messages.required)
  .max(PASSWORD_MAX, messages.maxLength(PASSWORD_MAX));

export const emailChangeBodySchema = z.strictObject({
  email: accountEmailField,
  password: currentPassword,
});
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

/** The settings form: the new address and the password, as the body. */
export const emailChangeFormSchema = emailChangeBodySchema;
export type EmailChangeForm = EmailChangeBody;

/** POST /v1/user/email answers where the confirmation link went. */
export const emailChangeStartedSchema = z.object({
  pendingEmail: text().max(ACCOUNT_EMAIL_MAX),
  expiresAt: isoDateTimeSchema,
});
export type EmailChangeStarted = z.infer<typeof emailChangeStartedSchema>;

/** A confirmed link (verification or change) answers the address now confirmed. */
export const emailConfirmedSchema = z.object({
  email: text().max(ACCOUNT_EMAIL_MAX),
  emailVerified: z.literal(true),
});
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;

/** GET /v1/user/email/restore/{token}: what the link would do, before anything changes. */
export const emailRestorePreviewSchema = z.object({
  /** The address the link was sent to, which it restores. */
  email: text().max(ACCOUNT_EMAIL_MAX),
  expiresAt: isoDateTimeSchema,
});
export type EmailRestorePreview = z.infer<typeof emailRestorePreviewSchema>;

/**
 * POST /v1/user/email/restore/{token}: the address is the account's again, every session has
 * ended, and a password reset went to it.
 */
export const emailRestoredSchema = z.object({
  email: text().max(ACCOUNT_EMAIL_MAX),
  emailVerified: z.literal(true),
  sessionsEnded: z.literal(true),
  passwordResetSent: z.literal(true),
});
export type EmailRestored = z.infer<typeof emailRestoredSchema>;

/** POST /v1/user/verification answers when the new link went out and until when it works. */
export const verificationSentSchema = z.object({
  email: text().max(ACCOUNT_EMAIL_MAX),
  expiresAt: isoDateTimeSchema,
});
export type VerificationSent = z.infer<typeof verificationSentSchema>;

export const accountDeletionBodySchema = z.strictObject({
  password: currentPassword,
});
export type AccountDeletionBody = z.infer<typeof accountDeletionBodySchema>;

/** The delete dialog: the password again and an explicit confirmation. */
export const accountDeletionFormSchema = z.object({
  password: currentPassword,
  confirm: z.literal(true, { error: apiMessages.deletionNotConfirmed }),
});
export type AccountDeletionForm = z.input<typeof accountDeletionFormSchema>;

// A section of the export: rows as the product holds them, in plain JSON (dates as ISO
// strings). The sections are fixed; what a row holds is documented in docs/api.md.
const rows = z.array(z.record(text(), z.unknown()));

/**
 * GET /v1/user/export: everything the product holds about the member, in one document. Never an
 * operator's or a reporter's identity (actors are named by role) and never SSN digits.
 */
export const accountExportSchema = z.object({
  exportedAt: isoDateTimeSchema,
  account: z.object({
    id: z.number().int(),
    email: text(),
    emailVerifiedAt: isoDateTimeSchema.nullable(),
    createdAt: isoDateTimeSchema,
    timeZone: text().nullable(),
    role: text(),
    suspendedAt: isoDateTimeSchema.nullable(),
  }),
  profile: z.record(text(), z.unknown()),
  uploads: rows,
  certifications: rows,
  educations: rows,
  positions: rows,
  testimonialsReceived: rows,
  testimonialsWritten: rows,
  team: rows,
  watchList: rows,
  savedSearches: rows,
  notifications: rows,
  notificationPreferences: rows,
  contactViews: rows,
  reportsFiled: rows,
  posts: rows,
  peerInvitations: rows,
  backgroundChecks: rows,
  reviews: rows,
  eligibilityChanges: rows,
  sessions: rows,
  audit: rows,
  /** Every address the account has had, and since when (issue 38). */
  addresses: rows,
  /** The mail sent to those addresses while they were the account's, its links left out. */
  mail: rows,
});
export type AccountExport = z.infer<typeof accountExportSchema>;
