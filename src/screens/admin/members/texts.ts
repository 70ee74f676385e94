import { texts as errorTexts } from '@/api/errors';

/** /admin/members and /admin/members/{id}: the operators' member search and member page. */
export const memberSearchTexts = {
  heading: 'Members',
  lead: 'Find a member by name or e-mail to see their account, reviews, reports and audit trail.',
  search: 'Search by name or e-mail',
  placeholder: 'Name or e-mail',
  searchButton: 'Search',
  results: 'Members found',
  count: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  empty: 'No members match',
  emptyQuery: (q: string) => `Nothing matches “${q}”. Try part of a name or an e-mail address.`,
  loading: 'Loading members',
  failure: errorTexts.loadFailure,
  retry: 'Try again',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  joined: 'Joined',
} as const;

/** Badges shared by the search and the member page. */
export const standingTexts = {
  published: 'Published',
  unpublished: 'Unpublished',
  suspended: 'Suspended',
  incomplete: 'Incomplete',
  noProfession: 'No profession yet',
} as const;

export const memberTexts = {
  back: 'All members',
  loading: 'Loading the member',
  failure: errorTexts.loadFailure,
  retry: 'Try again',
  viewProfile: 'View public profile',
  account: 'Account and profile',
  email: 'E-mail',
  role: 'Role',
  joined: 'Joined',
  place: 'City',
  profession: 'Profession',
  published: 'Published',
  complete: 'Profile complete',
  eligible: 'Eligible',
  suspendedSince: 'Suspended since',
  yes: 'Yes',
  no: 'No',
  notSuspended: 'Not suspended',
  none: '—',
  actions: 'Actions',
  ownAccount: 'This is your own account: another operator decides on it.',
  republishIncomplete: 'The profile is incomplete: it can be republished once it is complete.',
  republishSuspended: 'Lift the suspension first; the profile comes back if it was published.',
  reviews: 'Reviews',
  noReviews: 'No reviews yet.',
  review: (id: number) => `#${id}`,
  opened: 'Opened',
  decided: 'Decided',
  waiting: 'Waiting',
  reportsAbout: 'Reports about them',
  noReportsAbout: 'Nobody has reported this member.',
  reportsBy: 'Reports they filed',
  noReportsBy: 'This member has filed no reports.',
  reportedBy: (name: string) => `Reported by ${name}`,
  reported: (name: string) => `About ${name}`,
  audit: 'Audit trail',
  done: {
    unpublish: 'Unpublished. Search no longer lists the member.',
    republish: 'Republished. Search lists the member again.',
    suspend: 'Suspended. Every session has ended.',
    unsuspend: 'Suspension lifted. The member can sign in again.',
  },
} as const;

/** The action dialogs: what each does, before the reason and note. */
export const memberActionTexts = {
  unpublish: {
    title: (name: string) => `Unpublish ${name}?`,
    body: 'Their profile leaves search and answers “not found” to others. Teams and watch lists keep them as “no longer listed”. Nothing they wrote changes.',
    confirm: 'Unpublish',
  },
  republish: {
    title: (name: string) => `Republish ${name}?`,
    body: 'Their profile is listed in search again, and teams and watch lists link to it.',
    confirm: 'Republish',
  },
  suspend: {
    title: (name: string) => `Suspend ${name}’s account?`,
    body: 'Every session of theirs ends at once and sign-in is refused with a message to write to the concierge. Their profile is unpublished while the suspension lasts.',
    confirm: 'Suspend account',
  },
  unsuspend: {
    title: (name: string) => `Lift ${name}’s suspension?`,
    body: 'They can sign in again. Their profile is listed again if it was published when they were suspended.',
    confirm: 'Lift suspension',
  },
} as const;
