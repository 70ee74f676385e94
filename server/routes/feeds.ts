import type { FastifyInstance } from 'fastify';
import { Feed } from 'feed';
import { PRODUCT_NAME } from '../contract';
import { etagOf, isFresh } from '../html';

// The social wall's source (docs/architecture.md "Operators and vetting"): the approved posted
// links as RSS 2.0, which Walls.io takes as a source (docs/operations.md "The social wall's
// feed"). Public, and cached for five minutes by whoever reads it.

export const FEED_PATH = '/feeds/posts.rss';
const FEED_ITEMS = 50;
const FEED_MAX_AGE_SECONDS = 300;

/** "LinkedIn" for a LinkedIn link, else the link's host without `www.`. */
export function networkOf(link: string): string {
  const host = URL.canParse(link) ? new URL(link).hostname.replace(/^www\./, '') : link;
  return host === 'linkedin.com' || host.endsWith('.linkedin.com') ? 'LinkedIn' : host;
}

export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get(FEED_PATH, async (request, reply) => {
    const base = ctx.config.publicBaseUrl;
    const self = `${base}/api${FEED_PATH}`;
    const posts = await ctx.repos.posts.feed(FEED_ITEMS);
    const feed = new Feed({
      title: `${PRODUCT_NAME}: posts by members`,
      description: `Professional-network posts shared by ${PRODUCT_NAME} members, approved by our reviewers.`,
      id: `${base}/`,
      link: `${base}/`,
      language: 'en',
      copyright: '',
      // The newest decision, so the document (and its ETag) changes only with its items.
      updated: posts[0]?.decidedAt ?? ctx.now(),
      feedLinks: { rss: self },
      ttl: FEED_MAX_AGE_SECONDS / 60,
    });
    for (const post of posts) {
      const name = `${post.firstName} ${post.lastName}`;
      feed.addItem({
        title: `${name} on ${networkOf(post.link)}`,
        link: post.link,
        // A stable identifier of the post (not a page: isPermaLink="false").
        id: `${self}#post-${post.id}`,
        date: post.decidedAt ?? post.createdAt,
        description: `A post shared by ${name}, ${PRODUCT_NAME} member.`,
      });
    }
    const xml = feed.rss2();
    const etag = etagOf(xml);
    reply
      .header('cache-control', `public, max-age=${FEED_MAX_AGE_SECONDS}`)
      .header('etag', etag)
      // Other sites' readers fetch it; the API's same-origin default would block a browser one.
      .header('cross-origin-resource-policy', 'cross-origin');
    if (isFresh(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type('application/rss+xml; charset=utf-8').send(xml);
  });
}
