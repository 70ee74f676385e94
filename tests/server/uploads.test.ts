import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '@/contract';
import { client, type Member } from './client';
import { backends, createTestApp, type TestApp } from './harness';

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

describe.each(backends())('uploads on %s', (backend) => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let m: Member;
  beforeAll(async () => {
    t = await createTestApp({}, backend);
    api = client(t.app);
    m = await api.signup();
  });
  afterAll(() => t.close());

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

  it('presigns, receives, serves the file back, and lets the member use the key', async () => {
    const answer = await presign('avatars', 'image/png');
    expect(answer.status).toBe(200);
    const { url, fields, key } = uploadResponseSchema.parse(answer.body);
    expect(url).toBe('/api/uploads');
    expect(key).toMatch(new RegExp(`^avatars/${m.id}-[0-9a-f-]+\\.png$`));
    expect((await send(fields, { bytes: PNG, type: 'image/png' })).status).toBe(204);
    const served = await t.app.inject({ method: 'GET', url: `/api/uploads/${key}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
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
  });
});
