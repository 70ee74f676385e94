import { DEMO_LOGIN } from '../../demo/community';
import { expect, test } from './fixtures';

// What a chat or a social network reads from a shared link: the HTML as the production server
// sends it, without running any script. Demo member 1 is the demo login, a published profile.

const meta = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test('a shared profile link previews as that member, and its image is there', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/profile/1');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(meta(html, 'og:title')).toBe('Dana Demo');
  expect(html).toContain('<title>Dana Demo | Guildhall</title>');
  expect(meta(html, 'og:url')).toBe(`${baseURL}/profile/1`);
  expect(html).not.toContain(DEMO_LOGIN.email);

  // The demo member has no cover: the product's image, 1200 by 630, served from the same origin.
  const image = meta(html, 'og:image')!;
  expect(image).toBe(`${baseURL}/social-image.png`);
  const png = await (await request.get(image)).body();
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('any other page previews as the product', async ({ request }) => {
  const html = await (await request.get('/community')).text();
  expect(meta(html, 'og:title')).toBe('Guildhall');
  expect(meta(html, 'og:type')).toBe('website');
});
