import { texts as errorTexts } from '@/api/errors';
import type { PostState } from '@/contract';

/** /admin/posts: the posted links' moderation queue. */
export const postQueueTexts = {
  heading: 'Posted links',
  lead: 'Links members posted for the social wall, oldest first. Approved links join the feed the wall reads.',
  tabs: 'Post states',
  list: (state: string) => `${state} posts`,
  empty: {
    pending: 'No posts are waiting',
    approved: 'No approved posts yet',
    rejected: 'No rejected posts',
  } satisfies Record<PostState, string>,
  emptyHint: 'New links appear here as members post them.',
  loading: 'Loading posts',
  failure: errorTexts.loadFailure,
  retry: 'Try again',
  more: 'Show more',
  count: (shown: number, total: number) => `${shown} of ${total}`,
  opensInNewTab: '(opens in a new tab)',
  postedBy: 'Posted by',
  approvedBy: (name: string) => `Approved by ${name}`,
  rejectedBy: (name: string) => `Rejected by ${name}`,
  someone: 'an operator',
  approve: 'Approve',
  approveLabel: (name: string) => `Approve the post of ${name}`,
  reject: 'Reject',
  rejectLabel: (name: string) => `Reject the post of ${name}`,
  approveTitle: 'Approve this post?',
  approveBody: (name: string) =>
    `The link joins the feed the social wall reads, and ${name} is told. Say why it belongs there.`,
  rejectTitle: 'Reject this post?',
  rejectBody: (name: string) =>
    `${name} is told it was rejected and why. The link stays out of the feed.`,
  approved: 'Approved. The link joins the feed.',
  rejected: 'Rejected. The member is told why.',
} as const;
