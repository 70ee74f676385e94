import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS, uploadResponseSchema, type UploadKind } from '@/contract';
import { loadConfig } from '@server/config';
import { s3BucketUrl, s3PublicUrl } from '@server/uploads/s3';
import type { Member } from './client';
import { describeServer } from './suite';
import { LEAKS, pngWithLocation } from './image-fixtures';
import { startS3Store, type S3Store } from './s3-store';

const required = {
  S3_BUCKET: 'guildhall-uploads',
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('S3 settings', () => {
  it('take S3_ENDPOINT as the service endpoint, as every S3 SDK does', () => {
    const aws = loadConfig(required).s3!;
    expect(s3BucketUrl(aws)).toBe('https://guildhall-uploads.s3.eu-central-1.amazonaws.com');
    const minio = loadConfig({
      ...required,
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
    }).s3!;
    expect(s3BucketUrl(minio)).toBe('http://minio:9000/guildhall-uploads');
    expect(s3PublicUrl(minio)).toBe('http://minio:9000/guildhall-uploads');
    const hosted = loadConfig({
      ...required,
      S3_ENDPOINT: 'https://s3.example.net/',
      S3_PUBLIC_URL: 'https://img.example.net/',
    }).s3!;
    expect(s3BucketUrl(hosted)).toBe('https://guildhall-uploads.s3.example.net');
    expect(s3PublicUrl(hosted)).toBe('https://img.example.net');
  });

  it('refuse an endpoint ending in the bucket (the old meaning) and a partial setting', () => {
    expect(() =>
      loadConfig({ ...required, S3_ENDPOINT: 'http://minio:9000/guildhall-uploads' }),
    ).toThrow('S3_ENDPOINT is the service endpoint, without the bucket');
    expect(() => loadConfig({ ...required, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_REGION: 'r' })).toThrow(
      'S3 uploads also need S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY.',
    );
    expect(loadConfig({ S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeNull();
  });
});

// Started before each backend's app, which is configured with its endpoint; closed after it.
let store: S3Store;
describeServer(
  'uploads on an S3-compatible store',
  ({ t, api }) => {
    let m: Member;
    let bucketUrl: string;
    beforeAll(async () => {
      bucketUrl = `${store.settings.endpoint}/${store.settings.bucket}`;
      m = await api.signup();
    });
    afterAll(() => store?.close());

    const presign = async (kind: UploadKind, contentType = 'image/png', member = m) => {
      const answer = await api.call('POST', `/api/v1/uploads/${kind}`, {
        token: member.token,
        body: { contentType },
      });
      expect(answer.status).toBe(200);
      return uploadResponseSchema.parse(answer.body);
    };

    /** The browser's multipart POST: the presigned fields, then the file. */
    const post = (
      { url, fields }: { url: string; fields: Record<string, string> },
      bytes: Buffer,
      changed: Record<string, string> = {},
    ) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({ ...fields, ...changed }))
        form.append(name, value);
      form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.png');
      return fetch(url, { method: 'POST', body: form });
    };

    const upload = async (kind: UploadKind, bytes: Buffer, member = m) => {
      const presigned = await presign(kind, 'image/png', member);
      expect((await post(presigned, bytes)).status).toBe(204);
      return presigned.key;
    };

    const confirm = (field: 'avatar' | 'cover', key: string, member = m) =>
      api.call('PATCH', '/api/v1/user', { token: member.token, body: { [field]: key } });

    const currentUser = async (member = m) =>
      (await api.call('GET', '/api/v1/user', { token: member.token })).body;

    /** GET /api/uploads/… redirects to the public URL; that is fetched as a browser would. */
    const served = async (key: string, width: number, format: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/uploads/${key}/${width}.${format}`,
      });
      if (answer.statusCode !== 302) return { status: answer.statusCode };
      const location = String(answer.headers.location);
      expect(location).toBe(`${bucketUrl}/${key}/${width}.${format}`);
      const response = await fetch(location);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cacheControl: response.headers.get('cache-control'),
        body: Buffer.from(await response.arrayBuffer()),
      };
    };

    it('presigns with the SDK: the bucket URL, the key under incoming/, a policy pinning type and size', async () => {
      const { url, fields, key } = await presign('covers', 'image/jpeg');
      expect(url).toBe(bucketUrl);
      expect(key).toMatch(new RegExp(`^covers/${m.id}-[0-9a-f-]+$`));
      expect(fields).toMatchObject({
        key: `incoming/${key}`,
        'Content-Type': 'image/jpeg',
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      });
      expect(fields['X-Amz-Credential']).toMatch(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/);
      const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
      expect(policy.conditions).toEqual(
        expect.arrayContaining([
          { bucket: 'guildhall-uploads' },
          ['content-length-range', 1, 7_999_999],
          { key: `incoming/${key}` },
          { 'Content-Type': 'image/jpeg' },
        ]),
      );
      const expiresIn = Date.parse(policy.expiration) - Date.now();
      expect(expiresIn).toBeGreaterThan(14 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(15 * 60_000);
    });

    it.each(['avatars', 'covers'] as const)(
      'presign, upload, confirm (%s): the sizes are served, the metadata and the original are gone',
      async (kind) => {
        const field = kind === 'avatars' ? 'avatar' : 'cover';
        const key = await upload(kind, await pngWithLocation());
        expect(await store.keys(`incoming/${key}`)).toEqual([`incoming/${key}`]);
        const confirmed = await confirm(field, key);
        expect(confirmed.status).toBe(200);
        expect(confirmed.body[field]).toBe(key);
        // The original is deleted; only the processed sizes are in the bucket.
        expect(await store.keys(`incoming/${key}`)).toEqual([]);
        const paths = IMAGE_WIDTHS[kind].flatMap((width) =>
          IMAGE_FORMATS.map((format) => `${key}/${width}.${format}`),
        );
        expect(await store.keys(key)).toEqual([...paths].sort());
        for (const width of IMAGE_WIDTHS[kind]) {
          for (const format of IMAGE_FORMATS) {
            const file = await served(key, width, format);
            expect(file.status, `${width}.${format}`).toBe(200);
            expect(file.type).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
            expect(file.cacheControl).toBe('public, max-age=31536000, immutable');
            const metadata = await sharp(file.body!).metadata();
            expect(metadata.format).toBe(format === 'webp' ? 'webp' : 'jpeg');
            expect(metadata.width).toBe(width);
            expect(metadata.height).toBe(kind === 'avatars' ? width : (width * 630) / 1200);
            expect(metadata.exif).toBeUndefined();
            expect(metadata.xmp).toBeUndefined();
            expect(metadata.comments).toBeUndefined();
            for (const leak of LEAKS) expect(file.body!.includes(leak)).toBe(false);
          }
        }
        // The original is not readable at its bucket URL either.
        expect((await fetch(`${bucketUrl}/incoming/${key}`)).status).toBe(404);
      },
    );

    it('stops serving a replaced image and deletes its objects', async () => {
      const first = await upload('avatars', await pngWithLocation(200, 200));
      expect((await confirm('avatar', first)).status).toBe(200);
      expect((await served(first, 96, 'webp')).status).toBe(200);
      const next = await upload('avatars', await pngWithLocation(200, 200));
      expect((await confirm('avatar', next)).status).toBe(200);
      expect((await served(first, 96, 'webp')).status).toBe(404);
      expect(await store.keys(first)).toEqual([]);
      expect((await fetch(`${bucketUrl}/${first}/96.webp`)).status).toBe(404);
      expect((await served(next, 96, 'webp')).status).toBe(200);
    });

    it('refuses a key that was never uploaded, and changes nothing', async () => {
      const before = await currentUser();
      const { key } = await presign('avatars');
      const refused = await confirm('avatar', key);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'InvalidRequest',
        message: 'The avatar image was never uploaded',
      });
      expect(await currentUser()).toEqual(before);
      expect(await store.keys(key)).toEqual([]);
    });

    it("refuses another member's key and a key of the other kind", async () => {
      const other = await api.signup();
      const theirs = await upload('avatars', await pngWithLocation(200, 200), other);
      const before = await currentUser();
      const foreign = await confirm('avatar', theirs);
      expect(foreign.status).toBe(400);
      expect(foreign.body).toEqual({ code: 'InvalidRequest', message: 'Unknown avatar upload' });
      const cover = await upload('covers', await pngWithLocation(200, 200));
      const wrongKind = await confirm('avatar', cover);
      expect(wrongKind.status).toBe(400);
      expect(wrongKind.body.code).toBe('InvalidRequest');
      expect(await currentUser()).toEqual(before);
      // Neither was drawn: nothing of theirs or of the cover is served.
      expect(await store.keys(theirs)).toEqual([]);
      expect(await store.keys(cover)).toEqual([]);
    });

    it('the store refuses a POST of another type, of 8,000,000 bytes, or with a changed key', async () => {
      const presigned = await presign('avatars', 'image/png');
      const png = await pngWithLocation(64, 64);
      const svg = await post(presigned, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), {
        'Content-Type': 'image/svg+xml',
      });
      expect(svg.status).toBe(403);
      expect(await svg.text()).toContain('Policy Condition failed');
      const large = await post(presigned, Buffer.alloc(8_000_000, 1));
      expect(large.status).toBe(400);
      expect(await large.text()).toContain('EntityTooLarge');
      const elsewhere = await post(presigned, png, { key: `incoming/avatars/${m.id}-chosen` });
      expect(elsewhere.status).toBe(403);
      expect(await store.keys('incoming/avatars/')).not.toContain(
        `incoming/avatars/${m.id}-chosen`,
      );
      // Nothing arrived, so the key cannot be confirmed.
      expect((await confirm('avatar', presigned.key)).status).toBe(400);
    });

    it('refuses on confirm what is not an image, or too large, whatever the bucket holds', async () => {
      // Written with the bucket's own keys, past any policy: the server checks again.
      const script = await presign('covers');
      await store.put(`incoming/${script.key}`, Buffer.from('GIF89a/*\x00*/alert(1)//'));
      const notImage = await confirm('cover', script.key);
      expect(notImage.status).toBe(400);
      expect(notImage.body.message).toBe('Please select an image file 8MB or smaller');
      const huge = await presign('covers');
      await store.put(`incoming/${huge.key}`, Buffer.alloc(8_000_000, 1));
      const tooLarge = await confirm('cover', huge.key);
      expect(tooLarge.status).toBe(400);
      expect(tooLarge.body.message).toBe('Please select an image file 8MB or smaller');
      expect(await store.keys(script.key)).toEqual([]);
    });
  },
  async () => {
    store = await startS3Store();
    return { s3: store.settings };
  },
);
