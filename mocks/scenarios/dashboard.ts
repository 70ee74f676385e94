import type { HttpHandler } from 'msw';
import { demoDocuments } from '@demo/content';
import type { LiveEvent } from '@/contract';
import { contentHandlersFor } from '../handlers/content';
import { slow, slowContent } from './common';
import { contentEmpty } from './content';

// The dashboard's side columns in their states: what the content service lists (featured
// member ids, live events). Handler scenarios: put them in front of the defaults. The content
// service failing or slow: see ./content.

/** No member has this id: a featured id that no longer resolves. */
export const DEPARTED_MEMBER_ID = 9999;

/** The featured member ids of the demo content, in order. */
export const demoFeaturedIds = (): number[] => {
  const featured = demoDocuments.find((doc) => doc.type === 'community_users_ids')?.data as
    { users: Array<{ user_id1: number | string }> } | undefined;
  return featured?.users.map((user) => Number(user.user_id1)) ?? [];
};

/** The live events of the demo content (newest first, as the SPA asks for them). */
export const demoLiveEvents = (): LiveEvent[] =>
  demoDocuments
    .filter((doc) => doc.type === 'liveevents')
    .map((doc) => doc.data as LiveEvent)
    .reverse();

/** The featured member ids are `ids` (in this order). */
export const featuredMembers = (ids: number[]): HttpHandler[] =>
  contentHandlersFor([
    ...demoDocuments.filter((doc) => doc.type !== 'community_users_ids'),
    { type: 'community_users_ids', data: { users: ids.map((id) => ({ user_id1: id })) } },
  ]);

/** The demo's featured members with a departed one among them, which is skipped. */
export const featuredWithDeparted = (): HttpHandler[] => {
  const [first = 2, ...rest] = demoFeaturedIds();
  return featuredMembers([first, DEPARTED_MEMBER_ID, ...rest]);
};

/** No live events are published. */
export const noLiveEvents = (): HttpHandler[] => contentEmpty('liveevents');

/** Neither featured members nor live events are published. */
export const noDashboardContent = (): HttpHandler[] => [
  ...contentEmpty('liveevents'),
  ...contentEmpty('community_users_ids'),
];

/**
 * The API and the content service never answer: every part shows its loading state. A story
 * using it goes last in its file (the browser holds later requests for the same URLs).
 */
export const dashboardPending = (): HttpHandler[] => [
  ...slow('infinite'),
  ...slowContent('infinite'),
];
