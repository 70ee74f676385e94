import { texts as errorTexts } from '@/api/errors';
import { imageTexts } from '@/components/member/imageTexts';
import type { ProfileViewer } from '@/contract';
import { PRODUCT_NAME } from '@/contract/limits';

/** The profile screen's own texts (spec 2 "Profile, team, watch list", 6, 8). */
export const profileTexts = {
  title: 'Profile',
  coverAlt: imageTexts.coverAlt,
  readMore: 'Read More',
  readLess: 'Read Less',
  about: 'About',
  summary: 'What differentiates me',
  heroMoment: 'Hero moment',
  expertise: 'Expertise',
  locations: 'Locations',
  experience: 'Experience',
  education: 'Education',
  licenses: 'Licenses',
  testimonials: 'Testimonials',
  present: 'Present',
  expired: 'Expired',
  expires: (date: string) => `Expires ${date}`,
  issued: (date: string) => `Issued ${date}`,
  credentialId: (id: string) => `Credential ID ${id}`,
  contactInfo: 'Contact Info',
  contactHeading: 'Contact',
  website: 'Website',
  contactEmail: 'E-mail',
  phone: 'Phone',
  noContact: 'No contact details yet.',
  loginToContact: 'Log in to see contact info',
  editProfile: 'Edit Profile',
  uploadAvatar: imageTexts.uploadAvatar,
  uploadCover: imageTexts.uploadCover,
  addToTeam: 'Add to Team',
  confirmInviteTitle: (name: string) => `Add ${name} to your team?`,
  confirmInviteBody: (name: string) =>
    `${name} will receive an invitation to join your professional team.`,
  confirmInvite: 'Send request',
  cancel: 'Cancel',
  watch: 'Watch',
  stopWatching: 'Stop Watching',
  accept: 'Accept',
  decline: 'Decline',
  invitation: (name: string) => `${name} invited you to their professional team.`,
  onTeam: (name: string) => `You are on ${name}'s team.`,
  requestSent: errorTexts.requestSent,
  // The invitation was made, but the member's address had its e-mails for the day (issue 38).
  requestSentNoEmail: (name: string) =>
    `${errorTexts.requestSent} ${name} has had enough e-mail from Guildhall members today, so no e-mail went out: they will see your invitation when they open Guildhall.`,
  watchAdded: errorTexts.watchAdded,
  watchRemoved: errorTexts.watchRemoved,
  teamJoined: errorTexts.teamJoined,
  teamDeclined: errorTexts.teamDeclined,
  image: errorTexts.image,
} as const;

/** "View my profile as" (issue 39 §8): the control on my own profile, and the preview. */
export const viewAsTexts = {
  label: 'View as',
  yourself: 'Yourself',
  viewers: {
    visitor: 'A visitor (signed out)',
    member: 'A member outside your team',
    team: 'A member of your team',
  } satisfies Record<ProfileViewer, string>,
  /** The preview's banner: who sees this, and that nothing is done in their name. */
  seeing: {
    visitor: 'This is your profile as a visitor who is not signed in sees it.',
    member: 'This is your profile as a member outside your team sees it.',
    team: 'This is your profile as a member of your team sees it.',
  } satisfies Record<ProfileViewer, string>,
  inert:
    'Its buttons are shown as they would be, and do nothing here. Revealing your contact details records no view.',
  back: 'Back to your profile',
  loading: 'Loading the preview',
  failed: 'The preview could not be loaded.',
  retry: 'Try again',
} as const;

// Receipt dates are days in UTC, as the server records them.
const receiptDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The badges of a profile and the receipt each opens (issue 24, "Badges with receipts"): what
 * was checked, the source, the role that checked (never a person), when, and when next.
 */
export const receiptTexts = {
  badgesLabel: 'Verifications',
  loading: 'Loading verifications',
  failed: 'Verifications could not be loaded.',
  retry: 'Try again',
  backgroundCheck: 'Background check cleared',
  email: 'E-mail verified',
  licence: {
    verified: (name: string) => `License verified: ${name}`,
    expiring: (name: string) => `License expiring: ${name}`,
    expired: (name: string) => `License expired: ${name}`,
    revoked: (name: string) => `License revoked: ${name}`,
  },
  /** The dialog's title of a licence's receipt (its name is the line below). */
  licenceTitle: {
    verified: 'License verified',
    expiring: 'License expiring',
    expired: 'License expired',
    revoked: 'License revoked',
  },
  dialogHint: 'Receipt',
  close: 'Close',
  what: 'What was checked',
  source: 'Source',
  checkedBy: 'Checked by',
  checkedAt: 'Checked on',
  nextCheck: 'Next check',
  checkers: {
    reviewer: `A ${PRODUCT_NAME} reviewer`,
    system: `${PRODUCT_NAME}, automatically`,
  },
  licenceName: 'License',
  organization: 'Issued by',
  jurisdiction: 'State',
  number: 'License number',
  expires: 'Expires',
  ended: 'Ended',
  noExpiry: 'Does not expire',
  /** The next check when nothing is scheduled, by badge. */
  noNextCheck: {
    background_check: "When the member's eligibility answers change",
    email: 'When the member changes the address',
    licenceExpired: 'When the member renews the license',
    licenceRevoked: 'Not scheduled',
    licenceNoExpiry: 'Not scheduled: the license does not expire',
  },
  privacy:
    'A receipt names the role that checked, never the person, and never shows Social Security digits or documents.',
  formatDay: (iso: string): string => receiptDay.format(new Date(iso)),
} as const;
