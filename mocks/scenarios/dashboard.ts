import { http, HttpResponse, type HttpHandler } from 'msw';
import { demoDocuments, searchContent, type DemoDocument } from '@demo/content';
import type { LiveEvent } from '@/contract';
import { CONTENT_PATH } from '../handlers/content';
import { slow, slowContent } from './common';

// The dashboard's side columns in their states: what the content service lists (featured
// member ids, live events) and how it answers. Handler scenarios: put them in front of the
// defaults.

/** No member has this id: a featured id that no longer resolves. */
export const DEPARTED_MEMBER_ID = 9999;

const endpointOf = (request: Request) => `${new URL(request.url).origin}${CONTENT_PATH}`;

/** The content service answers its queries from `documents` instead of the demo content. */
const contentFrom = (documents: DemoDocument[]): HttpHandler[] => [
  http.get(`*${CONTENT_PATH}/documents/search`, ({ request }) => {
    const answer = searchContent(new URL(request.url).searchParams, endpointOf(request), documents);
    return HttpResponse.json(answer.body as object, { status: answer.status });
  }),
];

/** The featured member ids are `ids` (in this order). */
export const featuredMembers = (ids: number[]): HttpHandler[] =>
  contentFrom([
    ...demoDocuments.filter((doc) => doc.type !== 'community_users_ids'),
    { type: 'community_users_ids', data: { users: ids.map((id) => ({ user_id1: id })) } },
  ]);

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

/** The demo's featured members with a departed one among them, which is skipped. */
export const featuredWithDeparted = (): HttpHandler[] => {
  const [first = 2, ...rest] = demoFeaturedIds();
  return featuredMembers([first, DEPARTED_MEMBER_ID, ...rest]);
};

/** No live events are published. */
export const noLiveEvents = (): HttpHandler[] =>
  contentFrom(demoDocuments.filter((doc) => doc.type !== 'liveevents'));

/** Neither featured members nor live events are published. */
export const noDashboardContent = (): HttpHandler[] =>
  contentFrom(
    demoDocuments.filter((doc) => doc.type !== 'liveevents' && doc.type !== 'community_users_ids'),
  );

/** The content service fails: every query answers 500. */
export const contentFailure = (): HttpHandler[] => [
  http.get('*/api/content/*', () =>
    HttpResponse.json({ message: 'Service unavailable' }, { status: 500 }),
  ),
];

/** The API and the content service never answer: every part shows its loading state. */
export const dashboardPending = (): HttpHandler[] => [
  ...slow('infinite'),
  ...slowContent('infinite'),
];
