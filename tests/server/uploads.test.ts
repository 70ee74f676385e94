import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { apiMessages, uploadResponseSchema } from '@/contract';
import { uploads } from '@server/db/schema';
import type { Member } from './client';
import { LEAKS, pngWithLocation } from './image-fixtures';
import { defaultBackend, testConfig } from './harness';
import { describeServer } from './suite';

// A 1x1 PNG, and the first bytes of the other allowed types.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

function multipart(fields: Record<string, string>, file?: { bytes: Buffer; type: string }) {
  const boundary = '----guildhall-test-boundary';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="image"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describeServer('uploads', ({ t, api }) => {
  let m: Member;
  beforeAll(async () => {
    m = await api.signup();
  });

  const presign = async (kind: string, contentType: string) =>
    api.call('POST', `/api/v1/uploads/${kind}`, { token: m.token, body: { contentType } });
  const send = async (fields: Record<string, string>, file?: { bytes: Buffer; type: string }) => {
    const { payload, contentType } = multipart(fields, file);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': contentType },
      payload,
    });
    return { status: response.statusCode, body: response.body ? response.json() : undefined };
  };

  const get = (path: string) => t.app.inject({ method: 'GET', url: `/api/uploads/${path}` });
  const upload = async (kind: 'avatars' | 'covers', bytes: Buffer) => {
    const { body } = await presign(kind, 'image/png');
    expect((await send(body.fields, { bytes, type: 'image/png' })).status).toBe(204);
    return body.key as string;
  };

  it('a file part cut short after valid fields is a malformed body: 400, not 413', async () => {
    const { body } = await presign('avatars', 'image/png');
    const { payload, contentType } = multipart(body.fields, { bytes: JPEG, type: 'image/jpeg' });
    // Cut inside the file part: no closing boundary ever comes.
    const cut = payload.subarray(0, payload.length - 30);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': contentType },
      payload: cut,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'InvalidRequest',
      message: apiMessages.uploadIncomplete,
    });
  });

  it('presigns, receives, serves re-encoded sizes only, and lets the member use the key', async () => {
    const answer = await presign('avatars', 'image/png');
    expect(answer.status).toBe(200);
    const { url, fields, key } = uploadResponseSchema.parse(answer.body);
    expect(url).toBe('/api/uploads');
    expect(key).toMatch(new RegExp(`^avatars/${m.id}-[0-9a-f-]+$`));
    expect((await send(fields, { bytes: PNG, type: 'image/png' })).status).toBe(204);
    // The file as sent is never served, only the sizes drawn from it.
    expect((await get(key)).statusCode).toBe(404);
    const served = await get(`${key}/192.webp`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 192,
      height: 192,
    });
    expect((await get(`${key}/500.webp`)).statusCode).toBe(404);
    expect((await get(`${key}/1200.jpg`)).statusCode).toBe(404);
    const patched = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { avatar: key },
    });
    expect(patched.body.avatar).toBe(key);
    // A key is good for one upload.
    expect((await send(fields, { bytes: PNG, type: 'image/png' })).status).toBe(400);
    // An avatar key cannot become the cover.
    const asCover = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { cover: key },
    });
    expect(asCover.status).toBe(400);
  });

  it('strips every trace of metadata: EXIF, GPS, comments', async () => {
    const original = await pngWithLocation();
    expect(LEAKS.every((leak) => original.includes(leak))).toBe(true);
    const avatar = await upload('avatars', original);
    const cover = await upload('covers', original);
    const variants = [
      ...[96, 192, 384].flatMap((w) => [`${avatar}/${w}.webp`, `${avatar}/${w}.jpg`]),
      ...[1200, 2400].flatMap((w) => [`${cover}/${w}.webp`, `${cover}/${w}.jpg`]),
    ];
    for (const path of variants) {
      const served = await get(path);
      expect(served.statusCode, path).toBe(200);
      const bytes = served.rawPayload;
      expect(bytes.equals(original)).toBe(false);
      for (const leak of LEAKS) expect(bytes.includes(leak), `${path} has ${leak}`).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.comments).toBeUndefined();
      expect(meta.format).toBe(path.endsWith('.webp') ? 'webp' : 'jpeg');
    }
    const wide = await sharp((await get(`${cover}/1200.jpg`)).rawPayload).metadata();
    expect([wide.width, wide.height]).toEqual([1200, 630]);
  });

  it('refuses what does not decode as an image, whatever it claims to be', async () => {
    const polyglot = Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.domain);//');
    const cases: Array<[Buffer, string]> = [
      [polyglot, 'image/gif'],
      [Buffer.from('just some text, honest'), 'image/png'],
    ];
    for (const [bytes, type] of cases) {
      const { body } = await presign('avatars', type);
      const answer = await send(body.fields, { bytes, type });
      expect(answer.status, type).toBe(400);
      expect(answer.body).toEqual({
        code: 'InvalidRequest',
        message: 'Please select an image file 8MB or smaller',
      });
    }
    // A real GIF is fine even when the browser called it a PNG: what is served is drawn again.
    const gif = await sharp({
      create: { width: 8, height: 8, channels: 3, background: '#0a0' },
    })
      .gif()
      .toBuffer();
    const key = await upload('avatars', gif);
    expect((await get(`${key}/96.jpg`)).headers['content-type']).toBe('image/jpeg');
  });

  it('stops serving a replaced avatar, and refuses keys that were never uploaded', async () => {
    const first = await upload('avatars', PNG);
    expect(
      (await api.call('PATCH', '/api/v1/user', { token: m.token, body: { avatar: first } })).status,
    ).toBe(200);
    expect((await get(`${first}/96.webp`)).statusCode).toBe(200);
    const second = await upload('avatars', PNG);
    const patched = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { avatar: second },
    });
    expect(patched.body.avatar).toBe(second);
    for (const path of [`${first}/96.webp`, `${first}/384.jpg`]) {
      expect((await get(path)).statusCode).toBe(404);
    }
    expect((await get(`${second}/96.webp`)).statusCode).toBe(200);
    // The old key cannot come back.
    const back = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { avatar: first },
    });
    expect(back.status).toBe(400);

    const { body: unsent } = await presign('avatars', 'image/png');
    const never = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { avatar: unsent.key },
    });
    expect(never.status).toBe(400);
    expect(never.body).toEqual({
      code: 'InvalidRequest',
      message: 'The avatar image was never uploaded',
    });
    // Another member's key.
    const other = await api.signup();
    const theirs = await api.call('PATCH', '/api/v1/user', {
      token: other.token,
      body: { avatar: second },
    });
    expect(theirs.status).toBe(400);
    expect((await api.call('GET', '/api/v1/user', { token: m.token })).body.avatar).toBe(second);
  });

  it('purges presigned keys that expired unused', async () => {
    const { body: unused } = await presign('covers', 'image/png');
    const used = await upload('covers', PNG);
    await api.call('PATCH', '/api/v1/user', { token: m.token, body: { cover: used } });
    const rows = async (key: string) =>
      t.app.ctx.db.select().from(uploads).where(eq(uploads.key, key));
    expect(await rows(unused.key)).toHaveLength(1);
    const realNow = t.app.ctx.now;
    t.app.ctx.now = () => new Date(Date.now() + 16 * 60 * 1000);
    try {
      expect((await presign('covers', 'image/png')).status).toBe(200);
    } finally {
      t.app.ctx.now = realNow;
    }
    expect(await rows(unused.key)).toHaveLength(0);
    expect(await rows(used)).toHaveLength(1);
    expect((await get(`${used}/1200.webp`)).statusCode).toBe(200);
  });

  it('checks the type by the bytes, not by what the client says', async () => {
    const { body } = await presign('covers', 'image/png');
    const lie = await send(body.fields, { bytes: JPEG, type: 'image/png' });
    expect(lie.status).toBe(400);
    expect(lie.body.message).toBe('Please select an image file 8MB or smaller');
    const text = await send(body.fields, { bytes: Buffer.from('<svg></svg>'), type: 'image/png' });
    expect(text.status).toBe(400);
  });

  it('refuses tampered, expired or missing fields, and no file', async () => {
    const { body } = await presign('covers', 'image/png');
    const tampered = await send(
      { ...body.fields, key: 'covers/evil.png' },
      { bytes: PNG, type: 'image/png' },
    );
    expect(tampered.status).toBe(400);
    expect((await send({}, { bytes: PNG, type: 'image/png' })).status).toBe(400);
    expect((await send(body.fields)).status).toBe(400);
    const realNow = t.app.ctx.now;
    t.app.ctx.now = () => new Date(Date.now() + 3600 * 1000);
    try {
      expect((await send(body.fields, { bytes: PNG, type: 'image/png' })).status).toBe(400);
    } finally {
      t.app.ctx.now = realNow;
    }
  });

  it('refuses a file of 8,000,000 bytes or more with 413', async () => {
    const { body } = await presign('covers', 'image/png');
    const big = Buffer.concat([PNG, Buffer.alloc(8_000_000)]);
    const answer = await send(body.fields, { bytes: big, type: 'image/png' });
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('InvalidRequest');
  });

  it('validates the presign request and needs a token', async () => {
    expect((await presign('documents', 'image/png')).status).toBe(400);
    const svg = await presign('avatars', 'image/svg+xml');
    expect(svg.status).toBe(400);
    expect(svg.body.message).toBe('Please select an image file 8MB or smaller');
    const anonymous = await api.call('POST', '/api/v1/uploads/avatars', {
      body: { contentType: 'image/png' },
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/uploads/avatars/none.png' })).statusCode,
    ).toBe(404);
    expect((await get('avatars/none/96.webp')).statusCode).toBe(404);
  });
});

describeServer(
  'presigning is rate limited',
  ({ api }) => {
    it('answers 429 RequestThrottled over the limit', async () => {
      const m = await api.signup();
      const presign = () =>
        api.call('POST', '/api/v1/uploads/avatars', {
          token: m.token,
          body: { contentType: 'image/png' },
        });
      for (let i = 0; i < 3; i += 1) expect((await presign()).status).toBe(200);
      const over = await presign();
      expect(over.status).toBe(429);
      expect(over.body.code).toBe('RequestThrottled');
    });
  },
  {
    rateLimits: {
      ...testConfig().rateLimits,
      uploads: { perIp: 100, perAccount: 3, windowSeconds: 60 },
    },
  },
  { backends: [defaultBackend()] },
);

describeServer(
  'an image whose reader goes away',
  ({ t, api, logged }) => {
    // A browser drops image requests all the time (a list re-rendered, a page left). The route
    // awaits the reply a handler returns, which Fastify resolves once the answer ends, also
    // when it was cut off: the answer had begun, and sending another was a 500 in the log.
    it('is answered once, with no error logged', async () => {
      const m = await api.signup();
      const { body } = await api.call('POST', '/api/v1/uploads/covers', {
        token: m.token,
        body: { contentType: 'image/png' },
      });
      // Noise: a cover of several hundred kilobytes, sent in many chunks.
      const noise = await sharp({
        create: {
          width: 1200,
          height: 630,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 60 },
        },
      })
        .png()
        .toBuffer();
      const { payload, contentType } = multipart(body.fields, { bytes: noise, type: 'image/png' });
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { 'content-type': contentType },
        payload,
      });
      expect(sent.statusCode).toBe(204);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const path = `/api/uploads/${body.key}/1200.webp`;
      const cutOff = (when: 'sent' | 'answering') =>
        new Promise<void>((resolve) => {
          const request = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
            response.on('close', resolve);
            if (when === 'answering') request.destroy();
            else response.resume();
          });
          request.on('error', () => resolve());
          request.on('close', () => resolve());
          request.end();
          if (when === 'sent') setImmediate(() => request.destroy());
        });
      // Cut off as soon as it is sent (before the route has looked the image up) and once the
      // answer has begun, several at once, as a page's images are.
      for (let round = 0; round < 4; round += 1) {
        await Promise.all(
          Array.from({ length: 6 }, (_, i) => cutOff(i % 2 === 0 ? 'sent' : 'answering')),
        );
      }
      // The server finishes what it was doing with each request, and still serves the image.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const whole = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(whole.status).toBe(200);
      expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
      const problems = logged()
        .split('\n')
        .filter((line) => line !== '' && JSON.parse(line).level >= 40);
      expect(problems).toEqual([]);
    });
  },
  { logLevel: 'warn' },
  { backends: [defaultBackend()], captureLog: true },
);
