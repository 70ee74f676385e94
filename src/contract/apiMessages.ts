import { apiErrorMessages } from './errors';
import { RECIPIENT_DAILY_EMAILS, SAVED_SEARCH_MAX } from './limits';

// Every `message` the API answers with, once: the server's routes and the MSW mocks both take
// their sentences from here, and the contract-parity suite compares them, so a mock cannot
// drift from the server by a word. Field validation texts live in `messages` (spec 5) and the
// few texts the client matches on in `apiErrorMessages`; those are included by reference.

export const apiMessages = {
  ...apiErrorMessages,

  // Generic
  invalidRequest: 'Invalid request',
  resourceNotFound: 'Resource not found',
  internalError: 'Something went wrong',
  bodyNotJson: 'Request body is not valid JSON',
  bodyNotUtf8: 'Request body is not valid UTF-8',
  bodyEmpty: 'Request body is empty',
  bodyTooLarge: 'Request body is too large',
  unsupportedContentType: 'Unsupported content type',
  invalidContentLength: 'Invalid content length',
  expectedMultipart: 'Expected multipart/form-data',
  queryInteger: (name: string): string => `${name} must be a whole number in decimal digits`,
  uploadIncomplete: 'The upload ended before it was complete',
  uploadNoBoundary: 'The multipart body has no valid boundary',
  uploadMalformed: 'The multipart body is malformed',
  uploadTooManyParts: 'The upload has too many parts',
  uploadOneFile: 'Send one file per upload',
  uploadTooManyFields: 'The upload has too many fields',
  uploadFieldNotAllowed: 'The upload has a field that is not allowed',
  uploadFieldNotJson: 'An upload field is not valid JSON',

  // Operations (not used by the SPA)
  metricsTokenInvalid: 'The metrics need the bearer token set in METRICS_TOKEN',
  // 503 from the overload bounds (server/overload.ts): come back after Retry-After.
  serverBusy: 'The server is busy. Please try again in a few seconds.',

  // Auth and account
  unknownClient: 'Unknown client',
  signInRequired: 'Sign in to continue',
  accessTokenInvalid: 'Access token is invalid',
  emailTaken: 'An account with this e-mail address already exists',
  currentPasswordIncorrect: 'Current password is incorrect',
  resetLinkInvalid: 'This reset link is invalid or has expired',

  // Uploads
  unknownUpload: (field: string): string => `Unknown ${field} upload`,
  neverUploaded: (field: string): string => `The ${field} image was never uploaded`,
  uploadFieldsInvalid: 'The upload fields are invalid or expired',
  noFileSent: 'No file was sent',
  uploadUsed: 'This upload was already used or has expired',
  imageNotFound: 'Image not found',

  // Career records; `noun` is the record's name ('certification', 'education', 'position').
  recordNotFound: (noun: string): string =>
    `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`,

  // Profiles
  profileNotFound: 'Profile not found',
  // "View my profile as" (issue 39 §8).
  unknownViewer: 'Choose a visitor, a member or a team member to view your profile as',
  visitorHasNoContact: 'A visitor is signed out and cannot reveal contact details',
  viewAsOwnOnly: 'Only your own profile can be viewed as someone else',
  memberNotFound: 'Member not found',
  profileAlreadySubmitted: 'Your profile is already submitted',
  notEligible: 'Membership needs an independent practice and at least 8 years of experience',
  profileIncomplete: (missing: readonly string[]): string =>
    `Complete your profile first (missing: ${missing.join(', ')})`,

  // Testimonials
  testimonialNotFound: 'Testimonial not found',
  testimonialNotWritten: 'This testimonial has not been written yet',
  testimonialAlreadyWritten: 'This testimonial has already been written',
  uuidMismatch: 'The uuid does not match the link',
  // Issue 24: a testimonial is asked of someone else, and its words stay the writer's.
  testimonialOwnAddress:
    'Ask someone else: a testimonial cannot be requested from your own e-mail address',
  testimonialTextLocked:
    "A testimonial's text cannot be changed: it stays as the writer wrote it. You can unpublish it instead.",

  // Watch list
  cannotWatchSelf: 'You cannot watch yourself',
  notWatched: 'Not on your watch list',

  // Team
  teamNotFound: 'Team not found',
  cannotInviteSelf: 'You cannot invite yourself',
  notOnTeam: 'Not on your team',
  noInvitation: 'No invitation from this member',
  relationNotYours: 'This relation is not yours',
  answerForYourself: 'You can only answer for yourself',
  relationTransition: (from: string, to: string): string =>
    `A ${from} relation cannot become ${to}`,

  // Operators (docs/architecture.md "Operators and vetting")
  operatorsOnly: 'This page is for Guildhall reviewers',
  accountSuspended:
    'This account is suspended. Write to the concierge if you think this is a mistake.',
  unknownReason: 'Choose a reason from the list',
  unknownAction: 'Unknown action',
  chooseReason: 'Choose a reason',
  reasonNotForAction: 'This reason does not fit this decision',
  noteRequired: 'Add a note to explain the reason "Other"',
  reviewNotFound: 'Review not found',
  reviewNotOpen: (state: string): string =>
    `This review is ${state} now, so this decision does not apply: reload it to see where it stands`,
  noticeRunning: (due: string): string =>
    `The member can answer the notice until ${due}; confirm it after that, or once they answered`,
  noSsnOnFile: 'No background check digits are on file for this member',
  postNotFound: 'Post not found',
  postNotPending: 'This post was already decided',
  reportNotFound: 'Report not found',
  reportNotOpen: 'This report was already decided',
  reportExists: 'You already reported this profile; our reviewers will look at it',
  cannotReportSelf: 'You cannot report your own profile',
  memberStateUnchanged: (state: string): string => `The member is already ${state}`,
  operatorsCannotActOnThemselves: 'Operators cannot decide on their own account',
  // Issue 38: a reviewer never acts on another operator; an admin does.
  operatorNeedsAdmin: 'Only an admin can act on a reviewer or an admin',
  subjectIdNeedsKind: 'Give the subject kind with the subject id',

  // The licence ledger (issue 24)
  licenceNotFound: 'License not found',
  licenceChangedSinceReview:
    'The member changed this license since you opened it: reload it and review it again',
  licenceSourceRequired: 'Name the source you checked the license against',
  chooseLicenceDecision: 'Choose verified or revoked',

  // The member's background check
  checkNotFound: 'You have not submitted a background check',
  checkAlreadySubmitted: 'Your background check is already submitted',
  noNoticeToAnswer: 'There is no notice to answer',
  noticeAlreadyAnswered: 'You already answered this notice',
  reReviewNotAvailable: 'A re-review can be asked for once, after an adverse decision',

  // Saved community searches (issue 23)
  savedSearchNotFound: 'Saved search not found',
  nameThisSearch: 'Name this search',
  savedSearchLimit: `You can keep up to ${SAVED_SEARCH_MAX} saved searches: delete one first`,
  savedSearchNameTaken: (name: string): string => `You already have a saved search named "${name}"`,

  // Notifications and e-mail preferences (issue 23)
  notificationNotFound: 'Notification not found',
  unknownNotificationKind: 'Unknown kind of notification',
  unknownEmailMode: 'Choose at once, daily, weekly or off',
  notificationReadOnly: 'A notification can only be marked read',
  unknownTimeZone: 'Unknown time zone',
  kindAlwaysEmailed: 'This e-mail is always sent: it is about your own account',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid',
  addressOptedOut:
    'This address asked not to receive e-mail from Guildhall: no request can be sent to it',

  // The account: verification, change of address, export, deletion (issue 23)
  emailLinkInvalid: 'This link is not valid. Ask for a new one from your settings.',
  emailLinkUsed: 'This link was already used. Sign in, or ask for a new one from your settings.',
  emailLinkExpired: 'This link has expired. Ask for a new one from your settings.',
  emailAlreadyVerified: 'Your e-mail address is already verified',
  restoreEmailTaken:
    'This address now belongs to another account, so it cannot be restored. Nothing was changed: write to us and we will help.',
  emailNotVerified: 'Verify your e-mail address before you submit the background check',
  emailUnchanged: 'This is already your e-mail address',
  verificationThrottled:
    'A verification e-mail was sent a moment ago. Wait a minute (at most 5 a day) before asking again.',
  passwordIncorrect: 'The password is incorrect',
  deletionNotConfirmed: 'Confirm that you want to delete your account',

  // Nobody floods anybody (issue 38): what a member may e-mail to others
  verifyBeforeSending:
    'Confirm your e-mail address before you send invitations or testimonial requests: follow the link we e-mailed you, or ask for a new one.',
  recipientDailyLimit: `This address has had ${RECIPIENT_DAILY_EMAILS} invitations or requests from Guildhall members today, so nothing was sent. Try again tomorrow.`,
} as const;

export type ApiMessages = typeof apiMessages;
