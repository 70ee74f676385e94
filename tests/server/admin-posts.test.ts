import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, expect, it } from 'vitest';
import { apiMessages, postItemSchema, postPageSchema } from '@/contract';
import { dashboardPosts, notifications, users } from '@server/db/schema';
import type { Member } from './client';
import { postLink, signupOperator, signupPublished } from './admin-helpers';
import { defaultBackend } from './harness';
import { describeServer } from './suite';

describeServer('the posted links moderation queue', (suite) => {
  const { api, t } = suite;
  const decide = (token: string | undefined, id: number, body: unknown) =>
    api.call('POST', `/api/v1/admin/posts/${id}/decisions`, { token, body });

  it('lists pending posts oldest first, with the member as operators see them', async () => {
    const reviewer = await signupOperator(suite);
    const poster = await signupPublished(suite, { firstName: 'Paula', lastName: 'Poster' });
    const first = await postLink(suite, poster, 'https://www.linkedin.com/posts/paula-1');
    const second = await postLink(suite, poster, 'https://www.linkedin.com/posts/paula-2');
    const answer = await api.call('GET', '/api/v1/admin/posts?limit=100', {
      token: reviewer.token,
    });
    expect(answer.status).toBe(200);
    const page = postPageSchema.parse(answer.body);
    expect(page).toMatchObject({ limit: 100, offset: 0 });
    const ids = page.items.map((item) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(page.items.every((item) => item.state === 'pending')).toBe(true);
    expect(page.total).toBe(page.items.length);
    expect(page.items.find((item) => item.id === first)).toMatchObject({
      link: 'https://www.linkedin.com/posts/paula-1',
      state: 'pending',
      decidedAt: null,
      decidedBy: null,
      reason: null,
      note: null,
      member: {
        id: poster.id,
        firstName: 'Paula',
        lastName: 'Poster',
        email: poster.email,
        role: 'member',
        published: true,
        complete: true,
        suspended: false,
      },
    });
    // Paging: one at a time, same total.
    const one = await api.call('GET', '/api/v1/admin/posts?limit=1&offset=1', {
      token: reviewer.token,
    });
    expect(one.body.items).toHaveLength(1);
    expect(one.body.items[0].id).toBe(page.items[1]!.id);
    expect(one.body.total).toBe(page.total);
  });

  it('approves a post in one transaction: state, audit entry and notification', async () => {
    const reviewer = await signupOperator(suite, 'reviewer', { firstName: 'Rita' });
    const poster = await signupPublished(suite);
    const id = await postLink(suite, poster, 'https://www.linkedin.com/posts/approve-me');
    const answer = await decide(reviewer.token, id, {
      action: 'approve',
      reason: 'professional_post',
    });
    expect(answer.status).toBe(200);
    const item = postItemSchema.parse(answer.body);
    expect(item).toMatchObject({
      id,
      state: 'approved',
      reason: 'professional_post',
      decidedBy: { kind: 'member', id: reviewer.id, name: 'Rita Operator', role: 'reviewer' },
    });
    expect(item.decidedAt).not.toBeNull();

    const audit = await api.call('GET', `/api/v1/admin/audit?member=${poster.id}`, {
      token: reviewer.token,
    });
    expect(audit.body.items).toEqual([
      expect.objectContaining({
        action: 'post.approve',
        actor: { kind: 'member', id: reviewer.id, name: 'Rita Operator', role: 'reviewer' },
        subject: { kind: 'post', id, memberId: poster.id, memberName: 'Test Member' },
        reason: 'professional_post',
        note: null,
        requestId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/),
      }),
    ]);

    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, poster.id));
    expect(notes).toEqual([
      expect.objectContaining({
        kind: 'post_decided',
        subjectKind: 'post',
        subjectId: id,
        data: {
          state: 'approved',
          reason: 'professional_post',
          link: 'https://www.linkedin.com/posts/approve-me',
        },
        readAt: null,
      }),
    ]);

    // It left the pending queue and is listed as approved.
    const pending = await api.call('GET', '/api/v1/admin/posts?limit=100', {
      token: reviewer.token,
    });
    expect(pending.body.items.map((p: { id: number }) => p.id)).not.toContain(id);
    const approved = await api.call('GET', '/api/v1/admin/posts?state=approved&limit=100', {
      token: reviewer.token,
    });
    expect(approved.body.items.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('rejects a post with a reason and a note, told to the member', async () => {
    const admin = await signupOperator(suite, 'admin');
    const poster = await signupPublished(suite);
    const id = await postLink(suite, poster, 'https://example.com/not-a-post');
    const answer = await decide(admin.token, id, {
      action: 'reject',
      reason: 'other',
      note: 'A shop page, not a post',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      state: 'rejected',
      reason: 'other',
      note: 'A shop page, not a post',
      decidedBy: { id: admin.id, role: 'admin' },
    });
    const audit = await api.call('GET', `/api/v1/admin/audit?member=${poster.id}`, {
      token: admin.token,
    });
    expect(audit.body.items[0]).toMatchObject({
      action: 'post.reject',
      reason: 'other',
      note: 'A shop page, not a post',
    });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, poster.id));
    expect(note?.data).toEqual({
      state: 'rejected',
      reason: 'other',
      link: 'https://example.com/not-a-post',
    });
  });

  it('answers 409 to a second decision, changing nothing', async () => {
    const reviewer = await signupOperator(suite);
    const poster = await signupPublished(suite);
    const id = await postLink(suite, poster, 'https://www.linkedin.com/posts/twice');
    expect(
      (await decide(reviewer.token, id, { action: 'approve', reason: 'professional_post' })).status,
    ).toBe(200);
    const again = await decide(reviewer.token, id, { action: 'reject', reason: 'spam' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'ResourceConflict', message: apiMessages.postNotPending });
    const audit = await api.call('GET', `/api/v1/admin/audit?member=${poster.id}`, {
      token: reviewer.token,
    });
    expect(audit.body.total).toBe(1);
    const notes = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, poster.id));
    expect(notes).toHaveLength(1);
  });

  it('lets exactly one of two operators deciding at once win', async () => {
    const [one, two] = [await signupOperator(suite), await signupOperator(suite)];
    const poster = await signupPublished(suite);
    const id = await postLink(suite, poster, 'https://www.linkedin.com/posts/race');
    const answers = await Promise.all([
      decide(one.token, id, { action: 'approve', reason: 'professional_post' }),
      decide(two.token, id, { action: 'reject', reason: 'spam' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const audit = await api.call('GET', `/api/v1/admin/audit?member=${poster.id}`, {
      token: one.token,
    });
    expect(audit.body.total).toBe(1);
  });

  it('guards the endpoints: 401 without a token, 403 for a member', async () => {
    const member = await signupPublished(suite);
    const id = await postLink(suite, member, 'https://www.linkedin.com/posts/guarded');
    const anonymous = await api.call('GET', '/api/v1/admin/posts');
    expect(anonymous.status).toBe(401);
    expect(
      (await decide(undefined, id, { action: 'approve', reason: 'professional_post' })).status,
    ).toBe(401);
    const forbidden = await api.call('GET', '/api/v1/admin/posts', { token: member.token });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ code: 'Forbidden', message: apiMessages.operatorsOnly });
    const decided = await decide(member.token, id, {
      action: 'approve',
      reason: 'professional_post',
    });
    expect(decided.status).toBe(403);
  });

  it('answers 404 for an unknown post and 400 for bad input, with the contract messages', async () => {
    const reviewer = await signupOperator(suite);
    const poster = await signupPublished(suite);
    const id = await postLink(suite, poster, 'https://www.linkedin.com/posts/bad-input');
    const unknown = await decide(reviewer.token, 999_999, {
      action: 'approve',
      reason: 'professional_post',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'ResourceNotFound', message: apiMessages.postNotFound });
    const cases: Array<[unknown, string]> = [
      [{ action: 'publish' }, apiMessages.unknownAction],
      [{ action: 'reject', reason: 'ugly' }, apiMessages.unknownReason],
      [{ action: 'reject' }, apiMessages.chooseReason],
      [{ action: 'reject', reason: 'other' }, apiMessages.noteRequired],
      [{ action: 'approve', reason: 'spam' }, apiMessages.reasonNotForAction],
    ];
    for (const [body, message] of cases) {
      const answer = await decide(reviewer.token, id, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ code: 'InvalidRequest', message });
    }
    const state = await api.call('GET', '/api/v1/admin/posts?state=nope', {
      token: reviewer.token,
    });
    expect(state.status).toBe(400);
    // Nothing was decided.
    const pending = await api.call('GET', '/api/v1/admin/posts?limit=100', {
      token: reviewer.token,
    });
    expect(pending.body.items.map((p: { id: number }) => p.id)).toContain(id);
  });

  it('does not let an operator decide their own post', async () => {
    const reviewer = await signupOperator(suite);
    const id = await postLink(suite, reviewer, 'https://www.linkedin.com/posts/my-own');
    const answer = await decide(reviewer.token, id, {
      action: 'approve',
      reason: 'professional_post',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(apiMessages.operatorsCannotActOnThemselves);
  });

  it("keeps the member's answer to POST /v1/dashboard/posts as it was", async () => {
    const member = await signupPublished(suite);
    const answer = await api.call('POST', '/api/v1/dashboard/posts', {
      token: member.token,
      body: { link: 'https://www.linkedin.com/posts/shape' },
    });
    expect(answer.status).toBe(201);
    expect(Object.keys(answer.body).sort()).toEqual(['createdAt', 'id', 'link']);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.published).toBe(true);
  });
});

// RSS 2.0 (https://www.rssboard.org/rss-specification): <rss version="2.0"><channel> with
// title, link and description, and items with title, link, guid and an RFC 822 pubDate.
const RFC_822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

interface RssItem {
  title: string;
  link: string;
  guid: { '#text': string; '@_isPermaLink': string };
  pubDate: string;
  description?: string;
}

/** Parses the feed strictly: well-formed XML and the RSS 2.0 structure, else the test fails. */
function parseRss(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => name === 'item' || name === 'atom:link',
  }).parse(xml);
  expect(parsed.rss['@_version']).toBe('2.0');
  const channel = parsed.rss.channel;
  for (const field of ['title', 'link', 'description']) {
    expect(typeof channel[field], field).toBe('string');
    expect(channel[field].length, field).toBeGreaterThan(0);
  }
  const items: RssItem[] = channel.item ?? [];
  for (const item of items) {
    expect(item.title).toEqual(expect.any(String));
    expect(URL.canParse(item.link)).toBe(true);
    expect(item.guid['#text']).toEqual(expect.any(String));
    expect(item.pubDate).toMatch(RFC_822);
  }
  return { channel, items };
}

describeServer('the social wall feed (GET /api/feeds/posts.rss)', (suite) => {
  const { api, t } = suite;
  const feed = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/feeds/posts.rss', headers });
  let reviewer: Member;
  const approve = async (id: number) => {
    const answer = await api.call('POST', `/api/v1/admin/posts/${id}/decisions`, {
      token: reviewer.token,
      body: { action: 'approve', reason: 'professional_post' },
    });
    expect(answer.status).toBe(200);
    return answer.body.decidedAt as string;
  };

  it('is valid, empty RSS 2.0 before anything is approved', async () => {
    reviewer = await signupOperator(suite);
    const answer = await feed();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=300');
    const { channel, items } = parseRss(answer.body);
    expect(items).toEqual([]);
    expect(channel.link).toBe('http://guildhall.test/');
    expect(channel['atom:link'][0]['@_href']).toBe('http://guildhall.test/api/feeds/posts.rss');
  });

  it('lists approved posts newest first, with absolute links, leaving out the rest', async () => {
    const ada = await signupPublished(suite, { firstName: 'Ada', lastName: 'Lovelace' });
    const zoe = await signupPublished(suite, { firstName: 'Zoe', lastName: 'Quinn' });
    // A name with XML's special characters (written past the contract's name rules).
    await t.database.db
      .update(users)
      .set({ firstName: 'Zoë & <Co> ]]>' })
      .where(eq(users.id, zoe.id));
    const first = await postLink(suite, ada, 'https://www.linkedin.com/posts/ada-1?a=1&b=2');
    const second = await postLink(suite, zoe, 'https://x.com/zoe/status/2');
    const third = await postLink(suite, ada, 'https://www.linkedin.com/posts/ada-3');
    const pending = await postLink(suite, ada, 'https://www.linkedin.com/posts/ada-pending');
    const rejected = await postLink(suite, ada, 'https://www.linkedin.com/posts/ada-rejected');
    const decidedFirst = await approve(first);
    await approve(second);
    const decidedThird = await approve(third);
    await api.call('POST', `/api/v1/admin/posts/${rejected}/decisions`, {
      token: reviewer.token,
      body: { action: 'reject', reason: 'spam' },
    });

    const { items } = parseRss((await feed()).body);
    expect(items.map((item) => item.link)).toEqual([
      'https://www.linkedin.com/posts/ada-3',
      'https://x.com/zoe/status/2',
      'https://www.linkedin.com/posts/ada-1?a=1&b=2',
    ]);
    expect(items.map((item) => item.title)).toEqual([
      'Ada Lovelace on LinkedIn',
      'Zoë & <Co> ]]> Quinn on x.com',
      'Ada Lovelace on LinkedIn',
    ]);
    expect(items[0]!.guid).toEqual({
      '#text': `http://guildhall.test/api/feeds/posts.rss#post-${third}`,
      '@_isPermaLink': 'false',
    });
    // pubDate is the decision's time (RFC 822 keeps whole seconds).
    const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000) * 1000;
    expect(Date.parse(items[0]!.pubDate)).toBe(seconds(decidedThird));
    expect(Date.parse(items[2]!.pubDate)).toBe(seconds(decidedFirst));
    expect(items.map((item) => item.guid['#text'])).not.toContain(
      `http://guildhall.test/api/feeds/posts.rss#post-${pending}`,
    );
  });

  it('leaves out the posts of members since unpublished, suspended or deleted', async () => {
    const names = ['Una', 'Sam', 'Dee', 'Nina'];
    const [unpublished, suspended, deleted, listed] = await Promise.all(
      names.map((firstName) => signupPublished(suite, { firstName, lastName: 'Gone' })),
    );
    const links = new Map<Member, string>();
    for (const [index, member] of [unpublished!, suspended!, deleted!, listed!].entries()) {
      const link = `https://www.linkedin.com/posts/${names[index]!.toLowerCase()}`;
      links.set(member, link);
      await approve(await postLink(suite, member, link));
    }
    const linksNow = async () => parseRss((await feed()).body).items.map((item) => item.link);
    expect(await linksNow()).toEqual(expect.arrayContaining([...links.values()]));

    const { db } = t.database;
    await db.update(users).set({ published: false }).where(eq(users.id, unpublished!.id));
    // Suspension alone keeps a post out, whatever the published flag says.
    await db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended!.id));
    await db.delete(users).where(eq(users.id, deleted!.id));
    const after = await linksNow();
    expect(after).toContain(links.get(listed!));
    expect(after).not.toContain(links.get(unpublished!));
    expect(after).not.toContain(links.get(suspended!));
    expect(after).not.toContain(links.get(deleted!));

    // Republished: the post is back.
    await db.update(users).set({ published: true }).where(eq(users.id, unpublished!.id));
    expect(await linksNow()).toContain(links.get(unpublished!));
  });

  it('answers 304 to a reader that has the same feed, and HEAD without a body', async () => {
    const first = await feed();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await feed({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url: '/api/feeds/posts.rss' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(head.body).toBe('');
  });

  it('holds the 50 newest approved posts at most', async () => {
    const member = await signupPublished(suite, { firstName: 'Many', lastName: 'Posts' });
    const base = Date.now() + 60_000;
    await t.database.db.insert(dashboardPosts).values(
      Array.from({ length: 60 }, (_, n) => ({
        userId: member.id,
        link: `https://www.linkedin.com/posts/many-${n}`,
        createdAt: new Date(base),
        state: 'approved',
        decidedAt: new Date(base + n * 1000),
        decidedBy: reviewer.id,
      })),
    );
    const { items } = parseRss((await feed()).body);
    expect(items).toHaveLength(50);
    expect(items[0]!.link).toBe('https://www.linkedin.com/posts/many-59');
    expect(items[49]!.link).toBe('https://www.linkedin.com/posts/many-10');
  });
});

describeServer(
  'the feed beside the built SPA',
  ({ t }) => {
    it('is answered by its route, not the history fallback, with the security headers', async () => {
      const answer = await t.app.inject({ method: 'GET', url: '/api/feeds/posts.rss' });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
      expect(answer.body).toContain('<rss version="2.0"');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      // Read by other sites' readers: not the API's same-origin resource policy.
      expect(answer.headers['cross-origin-resource-policy']).toBe('cross-origin');
      // Outside /api the path is the SPA's, never the feed.
      const page = await t.app.inject({ method: 'GET', url: '/feeds/posts.rss' });
      expect(page.headers['content-type']).not.toContain('rss');
    });
    afterAll(() => rmSync(t.config.spaDir!, { recursive: true, force: true }));
  },
  () => {
    const spaDir = mkdtempSync(join(tmpdir(), 'guildhall-feed-spa-'));
    writeFileSync(join(spaDir, 'index.html'), '<!doctype html><title>Guildhall</title>');
    return { spaDir };
  },
  { backends: [defaultBackend()] },
);
