import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '@/contract';
import { signingKey } from '@server/uploads/s3';
import { client, type Member } from './client';
import { createTestApp, type TestApp } from './harness';
import { LEAKS, pngWithLocation } from './image-fixtures';

const s3 = {
  bucket: 'guildhall-uploads',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('uploads with S3 settings', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp({ s3 });
    api = client(t.app);
    m = await api.signup();
  });
  afterAll(() => t.close());

  it("derives AWS's documented SigV4 signing key", () => {
    // The example of AWS's "Deriving a signing key" page.
    const key = signingKey(
      'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      '20120215',
      'us-east-1',
      'iam',
    );
    expect(key.toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  it('answers a real presigned POST whose policy pins the key, type and size', async () => {
    const answer = await api.call('POST', '/api/v1/uploads/covers', {
      token: m.token,
      body: { contentType: 'image/jpeg' },
    });
    expect(answer.status).toBe(200);
    const { url, fields, key } = uploadResponseSchema.parse(answer.body);
    expect(url).toBe('https://guildhall-uploads.s3.us-east-1.amazonaws.com');
    expect(key).toMatch(new RegExp(`^covers/${m.id}-[0-9a-f-]+$`));
    expect(fields).toMatchObject({
      key: `incoming/${key}`,
      'Content-Type': 'image/jpeg',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(fields['x-amz-credential']).toMatch(
      /^AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request$/,
    );
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
    // The file lands under incoming/, which the public URL need not serve.
    expect(fields.key).toBe(`incoming/${key}`);
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'guildhall-uploads' },
        ['content-length-range', 1, 7_999_999],
        { key: `incoming/${key}` },
        { 'Content-Type': 'image/jpeg' },
      ]),
    );
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now());
    const day = fields['x-amz-date']!.slice(0, 8);
    const expected = createHmac('sha256', signingKey(s3.secretAccessKey, day, 'us-east-1', 's3'))
      .update(fields.Policy!)
      .digest('hex');
    expect(fields['X-Amz-Signature']).toBe(expected);
  });
});

/** Just enough of S3 (path-style PUT, GET, DELETE of objects) to watch what the server does. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type?: string; cacheControl?: string }>();
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const object = objects.get(path);
      if (request.method === 'PUT') {
        objects.set(path, {
          body: Buffer.concat(chunks),
          type: request.headers['content-type'],
          cacheControl: request.headers['cache-control'],
        });
        response.writeHead(200, { etag: '"x"' }).end();
      } else if (request.method === 'GET' && object) {
        response
          .writeHead(200, {
            'content-length': object.body.length,
            'content-type': object.type ?? 'binary/octet-stream',
          })
          .end(object.body);
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      }
    });
  });
  return { objects, server };
}

describe('S3: the file is drawn again when the member confirms the key', () => {
  const bucket = fakeS3();
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let m: Member;
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
    const { port } = bucket.server.address() as AddressInfo;
    endpoint = `http://127.0.0.1:${port}/guildhall-uploads`;
    t = await createTestApp({ s3: { ...s3, endpoint } });
    api = client(t.app);
    m = await api.signup();
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => bucket.server.close(resolve));
  });

  /** Presigns, then puts the file where S3 would after the browser's POST. */
  const upload = async (kind: 'avatars' | 'covers', bytes: Buffer) => {
    const { body } = await api.call('POST', `/api/v1/uploads/${kind}`, {
      token: m.token,
      body: { contentType: 'image/png' },
    });
    bucket.objects.set(`/guildhall-uploads/${body.fields.key}`, { body: bytes });
    return body.key as string;
  };

  it('re-encodes on confirm, deletes the original, and serves the sizes only', async () => {
    const original = await pngWithLocation();
    const key = await upload('avatars', original);
    const patched = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { avatar: key },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.avatar).toBe(key);
    expect(bucket.objects.has(`/guildhall-uploads/incoming/${key}`)).toBe(false);
    for (const width of [96, 192, 384]) {
      for (const format of ['webp', 'jpg']) {
        const stored = bucket.objects.get(`/guildhall-uploads/${key}/${width}.${format}`);
        expect(stored, `${width}.${format}`).toBeDefined();
        expect(stored!.cacheControl).toBe('public, max-age=31536000, immutable');
        for (const leak of LEAKS) expect(stored!.body.includes(leak)).toBe(false);
        expect((await sharp(stored!.body).metadata()).width).toBe(width);
      }
    }
    const served = await t.app.inject({ method: 'GET', url: `/api/uploads/${key}/192.webp` });
    expect(served.statusCode).toBe(302);
    expect(served.headers.location).toBe(`${endpoint}/${key}/192.webp`);

    // Replaced: its objects are deleted and its URLs answer 404.
    const next = await upload('avatars', original);
    expect(
      (await api.call('PATCH', '/api/v1/user', { token: m.token, body: { avatar: next } })).status,
    ).toBe(200);
    expect([...bucket.objects.keys()].some((path) => path.includes(key))).toBe(false);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/uploads/${key}/192.webp` })).statusCode,
    ).toBe(404);
  });

  it('refuses a key whose file never arrived, and one that is not an image', async () => {
    const { body } = await api.call('POST', '/api/v1/uploads/covers', {
      token: m.token,
      body: { contentType: 'image/png' },
    });
    const never = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { cover: body.key },
    });
    expect(never.status).toBe(400);
    expect(never.body.message).toBe('The cover image was never uploaded');
    const fake = await upload('covers', Buffer.from('GIF89a/*\x00*/alert(1)//'));
    const refused = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { cover: fake },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Please select an image file 8MB or smaller');
  });
});
