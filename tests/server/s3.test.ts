import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponseSchema } from '@/contract';
import { signingKey } from '@server/uploads/s3';
import { client, type Member } from './client';
import { createTestApp, type TestApp } from './harness';

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
    expect(key).toMatch(new RegExp(`^covers/${m.id}-[0-9a-f-]+\\.jpg$`));
    expect(fields).toMatchObject({
      key,
      'Content-Type': 'image/jpeg',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
    });
    expect(fields['x-amz-credential']).toMatch(
      /^AKIAIOSFODNN7EXAMPLE\/\d{8}\/us-east-1\/s3\/aws4_request$/,
    );
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { bucket: 'guildhall-uploads' },
        ['content-length-range', 1, 7_999_999],
        { key },
        { 'Content-Type': 'image/jpeg' },
      ]),
    );
    expect(Date.parse(policy.expiration)).toBeGreaterThan(Date.now());
    const day = fields['x-amz-date']!.slice(0, 8);
    const expected = createHmac('sha256', signingKey(s3.secretAccessKey, day, 'us-east-1', 's3'))
      .update(fields.Policy!)
      .digest('hex');
    expect(fields['X-Amz-Signature']).toBe(expected);

    // The key can go on the member, and the image path redirects to the bucket.
    const patched = await api.call('PATCH', '/api/v1/user', {
      token: m.token,
      body: { cover: key },
    });
    expect(patched.body.cover).toBe(key);
    const served = await t.app.inject({ method: 'GET', url: `/api/uploads/${key}` });
    expect(served.statusCode).toBe(302);
    expect(served.headers.location).toBe(`${url}/${key}`);
  });
});
