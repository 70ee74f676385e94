import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import type { Profile } from '@/contract';
import { headElement, pageDataElement, readIndexHtml } from '@server/html';
import { profilePageData } from '@server/pages';
import { projectRoot } from '@server/paths';
import { clip } from '@server/previews';
import type { Member } from './client';
import { describeServer } from './suite';

// Link previews: GET /profile/{id} of a published member carries that member's Open Graph and
// Twitter tags; every other page the product's. The app serves the repository's own
// index.html (the same head the build keeps) from a temporary SPA folder.

const spaDir = mkdtempSync(join(tmpdir(), 'guildhall-previews-'));
copyFileSync(join(projectRoot, 'index.html'), join(spaDir, 'index.html'));
afterAll(() => rmSync(spaDir, { recursive: true, force: true }));

const BASE = 'http://guildhall.test';
const GENERIC_DESCRIPTION =
  'Guildhall: the vetted community for independent professionals. Independence without tradeoffs.';
const SUMMARY =
  'I help founder-led companies close their books on time & pass audits without drama. ' +
  'Twenty years of "month-end" calm, from spreadsheets to ERP migrations, with a steady hand.';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (value: string) => value.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

/**
 * The head's meta tags by property or name. Values are read between double quotes, so a value
 * that was not escaped would cut its tag short and fail the test.
 */
function metaTags(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags: Record<string, string> = {};
  for (const [, attributes] of head.matchAll(/<meta\s([^>]*?)\s*\/?>/g)) {
    const values = Object.fromEntries(
      [...attributes!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, key, value]) => [key, value]),
    );
    const key = values.property ?? values.name;
    if (key && values.content !== undefined) tags[key] = decode(values.content);
  }
  return tags;
}
const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

const expectGeneric = (html: string) => {
  const tags = metaTags(html);
  expect(titleOf(html)).toBe('Guildhall');
  expect(tags).toMatchObject({
    description: GENERIC_DESCRIPTION,
    'og:site_name': 'Guildhall',
    'og:type': 'website',
    'og:title': 'Guildhall',
    'og:description': GENERIC_DESCRIPTION,
    'og:image': `${BASE}/social-image.png`,
    'og:image:width': '1200',
    'og:image:height': '630',
    'twitter:card': 'summary_large_image',
  });
  expect(tags['og:url']).toBeUndefined();
  // One title and one description: index.html's own are replaced, not repeated.
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/name="description"/g)).toHaveLength(1);
};

describeServer(
  'link previews',
  ({ api, t }) => {
    let member: Member;
    let plain: Member;
    let unpublished: Member;

    beforeAll(async () => {
      member = await api.signup({ firstName: 'Siobhan', lastName: `O'Brien <script>` });
      await api.completeProfile(member, { publish: true });
      await api.call('PATCH', '/api/v1/user', {
        token: member.token,
        body: {
          summary: SUMMARY,
          contactEmail: 'siobhan@practice.example',
          contactPhone: '15551234567',
          website: 'https://practice.example',
        },
      });
      await t.database.db
        .update(users)
        .set({ cover: 'covers/preview-cover' })
        .where(eq(users.id, member.id));

      plain = await api.signup({ firstName: 'Ada', lastName: 'Plain' });
      await api.completeProfile(plain, { publish: true });
      await api.call('PATCH', '/api/v1/user', {
        token: plain.token,
        body: { bio: 'Fractional controller.\n\nI keep the books of small firms.' },
      });

      unpublished = await api.signup({ firstName: 'Hidden', lastName: 'Member' });
      await api.completeProfile(unpublished);
    });

    const page = async (path: string, method: 'GET' | 'HEAD' = 'GET', status = 200) => {
      const response = await t.app.inject({ method, url: path });
      expect(response.statusCode, path).toBe(status);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      return response;
    };

    it("a published profile's page data is the API's answer to a visitor, none for another", async () => {
      const dataFor = profilePageData(t.app);
      const data = (await dataFor(`/profile/${member.id}`)) as {
        profiles: { profiles: Record<string, Profile>; verifications: Record<string, unknown> };
      };
      const asked = await api.call('GET', `/api/v1/profiles/${member.id}`);
      const receipts = await api.call('GET', `/api/v1/profiles/${member.id}/verifications`);
      expect(data.profiles.profiles[String(member.id)]).toEqual(asked.body);
      expect(data.profiles.verifications[String(member.id)]).toEqual(receipts.body);
      // Never what the API keeps from a visitor: the contact details are not in the profile.
      expect(JSON.stringify(data)).not.toContain('siobhan@practice.example');
      for (const path of [
        `/profile/${unpublished.id}`,
        '/profile/999999999',
        '/profile/0',
        '/profile/abc',
        '/community',
      ]) {
        expect(await dataFor(path), path).toBeUndefined();
      }
      // In the page, no value can end its block: `<` is written as \u003c.
      const block = pageDataElement(data);
      expect(block).not.toContain('<script>"');
      expect(block.match(/<\/script>/g)).toHaveLength(1);
      expect(JSON.parse(/>(.*)<\/script>$/.exec(block)![1]!)).toEqual(data);
    });

    it("answers a published member's profile with their preview, every value escaped", async () => {
      const { body: html } = await page(`/profile/${member.id}`);
      const tags = metaTags(html);
      const name = `Siobhan O'Brien <script>`;
      expect(titleOf(html)).toBe(`${name} | Guildhall`);
      const description = clip(`Accounting · Austin, Texas. ${SUMMARY}`);
      expect(description.length).toBeLessThanOrEqual(160);
      expect(description).toMatch(/ calm, from…$/);
      expect(tags).toMatchObject({
        description,
        'og:site_name': 'Guildhall',
        'og:type': 'profile',
        'og:title': name,
        'og:description': description,
        'og:url': `${BASE}/profile/${member.id}`,
        'og:image': `${BASE}/api/uploads/covers/preview-cover/1200.jpg`,
        'og:image:width': '1200',
        'og:image:height': '630',
        'profile:first_name': 'Siobhan',
        'profile:last_name': `O'Brien <script>`,
        'twitter:card': 'summary_large_image',
      });
      expect(html).not.toContain(`O'Brien <script>`);
      expect(html).toContain('O&#39;Brien &lt;script&gt;');
      expect(html).toContain('time &amp; pass audits');
      // Contact details are not public, and a preview is read by anyone.
      for (const secret of ['siobhan@practice.example', '5551234567', 'practice.example']) {
        expect(html).not.toContain(secret);
      }
      // The SPA still boots from the same page.
      expect(html).toMatch(/<div id="root"><\/div>/);
      expect(html).toMatch(/<script type="module"[^>]*src="\/src\/main.tsx"><\/script>/);
    });

    it('takes the bio when there is no summary, and the generic image without a cover', async () => {
      const tags = metaTags((await page(`/profile/${plain.id}`)).body);
      expect(tags['og:title']).toBe('Ada Plain');
      expect(tags['og:description']).toBe(
        'Accounting · Austin, Texas. Fractional controller. I keep the books of small firms.',
      );
      expect(tags['og:image']).toBe(`${BASE}/social-image.png`);
      expect(tags['og:image:width']).toBe('1200');
    });

    it('answers the generic preview for an unpublished, unknown or invalid member id', async () => {
      for (const id of [unpublished.id, 999_999, '0', '01', '1e1', '-1', 'abc', '2147483648']) {
        expectGeneric((await page(`/profile/${id}`)).body);
      }
    });

    it('answers the generic preview for every other page, /index.html included', async () => {
      for (const path of ['/', '/community', '/login?next=/team']) {
        expectGeneric((await page(path)).body);
      }
      // No route of the SPA: the not-found page, with status 404 and the same head.
      for (const path of ['/index.html', '/profile']) {
        expectGeneric((await page(path, 'GET', 404)).body);
      }
    });

    it('answers HEAD like GET, without a body', async () => {
      const get = await page(`/profile/${member.id}`);
      const head = await page(`/profile/${member.id}`, 'HEAD');
      expect(head.body).toBe('');
      expect(head.headers['content-length']).toBe(get.headers['content-length']);
      expect(head.headers.etag).toBe(get.headers.etag);
    });

    it('answers a revalidation with 304 while the page is the same', async () => {
      const first = await page(`/profile/${member.id}`);
      const again = await t.app.inject({
        url: `/profile/${member.id}`,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      // Another page (another head) is another ETag.
      expect((await page('/community')).headers.etag).not.toBe(first.headers.etag);
    });

    it('keeps the security headers on pages (meta tags need no CSP change)', async () => {
      const { headers } = await page(`/profile/${member.id}`);
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['x-frame-options']).toBe('DENY');
    });
  },
  { spaDir },
);

describe('clip (descriptions at most 160 characters)', () => {
  it('keeps a short text, flattening its whitespace', () => {
    expect(clip('  Accounting ·\n Austin,  Texas ')).toBe('Accounting · Austin, Texas');
  });

  it('cuts a long text at a word boundary with an ellipsis', () => {
    const text = `${'word '.repeat(40)}end`;
    const clipped = clip(text);
    expect(clipped.length).toBeLessThanOrEqual(160);
    expect(clipped).toMatch(/ word…$/);
  });

  it('cuts a text without spaces where it must', () => {
    expect(clip('x'.repeat(300))).toBe(`${'x'.repeat(159)}…`);
  });
});

describe('the page seam (server/html.ts)', () => {
  it("replaces index.html's title and description and adds elements before </head>", () => {
    const file = join(spaDir, 'seam.html');
    writeFileSync(
      file,
      '<!doctype html><html><head><title>Guildhall</title>' +
        '<meta name="description" content="Tom &amp; Jerry" /></head><body></body></html>',
    );
    const page = readIndexHtml(file);
    expect([page.title, page.description]).toEqual(['Guildhall', 'Tom & Jerry']);
    const html = page.render({
      title: 'A <b>',
      description: '"quoted"',
      elements: [headElement('meta', { property: 'og:title', content: `O'Brien` })],
    });
    expect(html).toMatch(
      /^<!doctype html><html><head>\s*<title>A &lt;b&gt;<\/title>\s*<meta name="description" content="&quot;quoted&quot;" \/>\s*<meta property="og:title" content="O&#39;Brien" \/>\s*<script type="application\/json" id="app-config">\{\}<\/script>\s*<\/head><body><\/body><\/html>$/,
    );
  });

  it('writes the head right after the doctype of a page without a head element', () => {
    const file = join(spaDir, 'bare.html');
    writeFileSync(file, '<!doctype html><div id="root"></div>');
    const html = readIndexHtml(file).render({ title: 'Guildhall', description: 'x', elements: [] });
    expect(html).toMatch(/^<!doctype html>\s*<title>Guildhall<\/title>[^]*<div id="root"><\/div>$/);
  });
});
