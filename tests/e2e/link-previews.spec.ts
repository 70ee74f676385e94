import sharp from 'sharp';
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

  // The demo member's cover (demo/faces), as a JPEG 1200 wide from the same origin: the upload
  // pipeline's own variant, which crawlers that skip WebP read.
  const image = meta(html, 'og:image')!;
  expect(image).toMatch(new RegExp(`^${baseURL}/api/uploads/covers/1-demo-[0-9a-f]+/1200\\.jpg$`));
  const cover = await request.get(image);
  expect(cover.status()).toBe(200);
  expect(cover.headers()['content-type']).toBe('image/jpeg');
  const { width } = await sharp(await cover.body()).metadata();
  expect(width).toBe(1200);
});

test('any other page previews as the product', async ({ request }) => {
  const html = await (await request.get('/community')).text();
  expect(meta(html, 'og:title')).toBe('Guildhall');
  expect(meta(html, 'og:type')).toBe('website');
});
