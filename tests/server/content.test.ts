import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoImageFileName, demoImageFiles, type DemoImageSlug } from '@demo/content/images';
import { DEMO_IMAGES_DIR } from '@server/content/imageService';
import { defaultBackend } from './harness';
import { describeServer } from './suite';

// One server for both suites: a test app takes seconds to open.
describeServer(
  'bundled content',
  ({ t }) => {
    describe('bundled content service', () => {
      it('answers the repository root with its master ref', async () => {
        const answer = await t.app.inject({ method: 'GET', url: '/api/content/api/v2' });
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        expect(body.refs[0]).toMatchObject({ isMasterRef: true });
        expect(body.forms.everything.action).toBe(
          'http://guildhall.test/api/content/api/v2/documents/search',
        );
      });

      it('searches documents by type predicate with paging', async () => {
        const root = (await t.app.inject({ method: 'GET', url: '/api/content/api/v2' })).json();
        const ref = root.refs[0].ref as string;
        const query = new URLSearchParams({
          ref,
          q: '[[at(document.type, "liveevents")]]',
          pageSize: '100',
        });
        const answer = await t.app.inject({
          method: 'GET',
          url: `/api/content/api/v2/documents/search?${query}`,
        });
        expect(answer.statusCode).toBe(200);
        const body = answer.json();
        expect(body.results.length).toBeGreaterThan(0);
        expect(body.results.every((doc: { type: string }) => doc.type === 'liveevents')).toBe(true);
      });

      it('answers the service’s own errors for a bad ref or predicate', async () => {
        const badRef = await t.app.inject({
          method: 'GET',
          url: '/api/content/api/v2/documents/search?ref=nope',
        });
        expect(badRef.statusCode).toBe(404);
        expect(badRef.json().message).toBe('Ref could not be found.');
        const noRef = await t.app.inject({
          method: 'GET',
          url: '/api/content/api/v2/documents/search',
        });
        expect(noRef.statusCode).toBe(400);
      });
    });

    describe('bundled content images', () => {
      const slug: DemoImageSlug = 'marketing-positioning';
      const name = demoImageFileName(slug);
      const WEBP = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';
      const get = (url: string, headers: Record<string, string> = { accept: WEBP }) =>
        t.app.inject({ method: 'GET', url, headers });
      const sizeOf = async (body: Buffer) => {
        const meta = await sharp(body).metadata();
        return { format: meta.format, width: meta.width, height: meta.height };
      };

      it('has every source the manifest names, with its hash, dimensions and size', () => {
        const files = readdirSync(DEMO_IMAGES_DIR).filter((file) => file.endsWith('.webp'));
        expect(files.sort()).toEqual(
          Object.keys(demoImageFiles)
            .map((key) => `${key}.webp`)
            .sort(),
        );
        let total = 0;
        for (const [key, file] of Object.entries(demoImageFiles)) {
          const bytes = readFileSync(join(DEMO_IMAGES_DIR, `${key}.webp`));
          expect(createHash('sha256').update(bytes).digest('hex').slice(0, 10)).toBe(file.hash);
          expect(bytes.length).toBe(file.bytes);
          expect(file.alt.length).toBeGreaterThan(10);
          total += bytes.length;
        }
        // The repository stays small.
        expect(total).toBeLessThan(400 * 1024);
      });

      it('puts absolute image urls with dimensions and alt text in the documents', async () => {
        const root = (await get('/api/content/api/v2')).json();
        const query = new URLSearchParams({
          ref: root.refs[0].ref,
          q: '[[at(document.type, "vendors")]]',
        });
        const body = (await get(`/api/content/api/v2/documents/search?${query}`)).json();
        const image = body.results[0].data.image;
        expect(image.url).toMatch(
          /^http:\/\/guildhall\.test\/api\/content\/images\/vendor-[a-z]+\.[0-9a-f]{10}\.webp\?auto=format,compress$/,
        );
        expect(image.dimensions).toEqual({ width: 1600, height: 900 });
        expect(image.alt).toMatch(/mark/);
        expect((await get(new URL(image.url).pathname + '?width=640')).statusCode).toBe(200);
      });

      it('draws each srcset width, never past the source', async () => {
        const widths: Record<number, number> = {};
        for (const width of [640, 828, 1200, 2048, 3840]) {
          const answer = await get(
            `/api/content/images/${name}?auto=format,compress&width=${width}`,
          );
          expect(answer.statusCode).toBe(200);
          expect(answer.headers['content-type']).toBe('image/webp');
          const size = await sizeOf(answer.rawPayload);
          expect(size.width).toBe(Math.min(width, 1600));
          expect(size.height).toBe(Math.round((Math.min(width, 1600) * 900) / 1600));
          widths[width] = answer.rawPayload.length;
        }
        expect(widths[640]).toBeLessThan(widths[1200] ?? 0);
      });

      it('multiplies by the pixel density, and crops to w × h', async () => {
        const dense = await get(`/api/content/images/${name}?w=400&dpr=3`);
        expect(await sizeOf(dense.rawPayload)).toMatchObject({ width: 1200, height: 675 });
        const crop = await get(`/api/content/images/${name}?w=300&h=300&fit=crop&dpr=2`);
        expect(await sizeOf(crop.rawPayload)).toMatchObject({ width: 600, height: 600 });
        // Scaled down together when the box passes the source.
        const big = await get(`/api/content/images/${name}?w=1000&h=1000&fit=crop&dpr=2`);
        expect(await sizeOf(big.rawPayload)).toMatchObject({ width: 900, height: 900 });
      });

      it('answers WebP or JPEG by Accept, or the format asked for', async () => {
        const jpeg = await get(`/api/content/images/${name}?width=640`, { accept: 'image/*' });
        expect(jpeg.headers['content-type']).toBe('image/jpeg');
        expect(jpeg.headers.vary).toBe('Accept');
        expect((await sizeOf(jpeg.rawPayload)).format).toBe('jpeg');
        const asked = await get(`/api/content/images/${name}?width=640&fm=jpg`);
        expect(asked.headers['content-type']).toBe('image/jpeg');
        expect(asked.headers.vary).toBeUndefined();
        const webp = await get(`/api/content/images/${name}?width=640&fm=webp`, { accept: '*/*' });
        expect((await sizeOf(webp.rawPayload)).format).toBe('webp');
      });

      it('is cached for good by name, revalidates by ETag, and encodes a size once', async () => {
        const url = `/api/content/images/${name}?width=828&q=70`;
        const first = await get(url);
        expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(first.headers['x-content-type-options']).toBe('nosniff');
        expect(first.headers['x-cache']).toBe('miss');
        const etag = String(first.headers.etag);
        expect(etag).toMatch(/^".+"$/);
        const again = await get(url);
        expect(again.headers['x-cache']).toBe('hit');
        expect(again.headers.etag).toBe(etag);
        expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
        // 1600 is the source's width: 2048 and 3840 are the same image, encoded once.
        await get(`/api/content/images/${name}?width=2048&q=70`);
        const same = await get(`/api/content/images/${name}?width=3840&q=70`);
        expect(same.headers['x-cache']).toBe('hit');
        const notModified = await get(url, { accept: WEBP, 'if-none-match': etag });
        expect(notModified.statusCode).toBe(304);
        expect(notModified.rawPayload.length).toBe(0);
      });

      it('refuses bad parameters with a JSON 400', async () => {
        for (const query of [
          'width=10',
          'width=3841',
          'w=abc',
          'w=0640',
          'dpr=4',
          'dpr=1.5',
          'fm=png',
          'q=0',
          'auto=enhance',
          'fit=crop&w=100',
          'w=100&width=200',
          'width=640&width=828',
          'ixlib=js',
          '__proto__=1',
        ]) {
          const answer = await get(`/api/content/images/${name}?${query}`);
          expect(answer.statusCode, query).toBe(400);
          expect(answer.json(), query).toMatchObject({ code: 'InvalidRequest' });
          expect(answer.json().message, query).toEqual(expect.any(String));
        }
        expect((await get(`/api/content/images/${name}?width=3841`)).json().message).toBe(
          'width must be a whole number from 16 to 3840',
        );
      });

      it('serves only the demo images by their current names: no path reaches the disk', async () => {
        for (const path of [
          `${slug}.webp`,
          `${slug}.0000000000.webp`,
          `${slug}.${demoImageFiles[slug].hash}.jpg`,
          '..%2F..%2Fpackage.json',
          '..%2Fimages%2Fmarketing-positioning.webp',
          '%2E%2E',
          'imageFiles.ts',
          '..',
          '../../../package.json',
          `..%2F${name}`,
          `%2Fetc%2Fpasswd`,
        ]) {
          const answer = await get(`/api/content/images/${path}`);
          expect(answer.statusCode, path).toBe(404);
          expect(answer.json(), path).toMatchObject({ code: 'ResourceNotFound' });
          expect(answer.headers['content-type'], path).toMatch(/json/);
        }
      });
    });
  },
  {},
  { backends: [defaultBackend()] },
);
