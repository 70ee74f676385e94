import { texts as errorTexts } from '@/api/errors';

/** /team/{id} (spec 2 "Profile, team, watch list"), verbatim. */
export const teamTexts = {
  mine: 'My professional team',
  /** Spec 2: the member's firstName followed by 's professional team'. */
  theirs: (firstName: string) => `${firstName}'s professional team`,
  pending: 'PENDING',
  remove: (name: string) => `Remove ${name}`,
  removeTitle: 'Remove from team?',
  removeBody: (name: string) => `${name} will no longer be on your professional team.`,
  removeConfirm: 'Remove',
  leave: 'Leave team',
  leaveTitle: 'Leave this team?',
  leaveBody: (owner: string) => `You will no longer be on ${owner}'s professional team.`,
  leaveConfirm: 'Leave',
  cancel: 'Cancel',
  emptyMine: 'Your professional team is empty. Search the community to invite members.',
  emptyTheirs: 'No members on this team yet.',
  search: 'Search',
  members: 'Team members',
  more: (count: number) => `+${count}`,
  moreLabel: (count: number) => `and ${count} more`,
  failure: errorTexts.loadFailure,
  loading: 'Loading the team',
  // My team page's invitations (issue 23 "Invitations have a home").
  received: 'Invitations received',
  sent: 'Invitations sent',
  noneReceived: 'No invitations are waiting for your answer.',
  noneSent: 'No invitations are waiting for an answer.',
  retry: 'Try again',
  cancelInvitation: 'Cancel invitation',
  /** Label in name: the visible words first (WCAG 2.5.3). */
  cancelInvitationOf: (name: string) => `Cancel invitation to ${name}`,
  cancelTitle: 'Cancel this invitation?',
  cancelBody: (name: string) => `${name} will no longer be able to join your professional team.`,
  cancelConfirm: 'Cancel invitation',
  keepInvitation: 'Keep it',
} as const;
