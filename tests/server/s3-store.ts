import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3Settings } from '@server/uploads/s3';

// An S3-compatible server in-process (s3rver, on a free port, files in a temporary folder),
// path-style like MinIO. s3rver stores a POST upload without reading its policy, so S3's own
// checks of a presigned POST (AWS's "Creating a POST policy" page: the signature, the
// expiration, every condition, every field covered by one) run in front of it here.

const BUCKET = 'guildhall-uploads';
/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3Store {
  settings: S3Settings;
  /** The test's own client: to look into the bucket, or to write what no presign allowed. */
  client: S3Client;
  /** Object keys under a prefix. */
  keys(prefix: string): Promise<string[]>;
  /** Writes an object directly (as someone with the bucket's keys could). */
  put(key: string, body: Buffer): Promise<void>;
  close(): Promise<void>;
}

export async function startS3Store(): Promise<S3Store> {
  const directory = await mkdtemp(join(tmpdir(), 'guildhall-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  server.middleware.unshift(enforcePostPolicy);
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket: BUCKET,
    region: 'us-east-1',
    ...CREDENTIALS,
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  return {
    settings,
    client,
    async keys(prefix) {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async put(key, body) {
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: body }));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface KoaContext {
  method: string;
  path: string;
  req: IncomingMessage | Readable;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

type Condition = Record<string, string> | [string, string | number, string | number];

const hmac = (key: string | Buffer, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** AWS's SigV4 signature of a POST policy (the base64 text itself is what is signed). */
function policySignature(policy: string, credential: string): string {
  const [, day, region, service] = credential.split('/');
  const key = [day!, region!, service!, 'aws4_request'].reduce<Buffer | string>(
    (derived, part) => hmac(derived, part),
    `AWS4${CREDENTIALS.secretAccessKey}`,
  );
  return hmac(key, policy).toString('hex');
}

interface Refusal {
  status: number;
  code: string;
  message: string;
}

const denied = (message: string): Refusal => ({ status: 403, code: 'AccessDenied', message });

/** Why S3 would refuse this POST, or null. Field names are case-insensitive. */
function refusal(bucket: string, form: FormData): Refusal | null {
  const fields = new Map<string, string>();
  let size = 0;
  for (const [name, value] of form) {
    if (typeof value === 'string') fields.set(name.toLowerCase(), value);
    else if (name === 'file') size = value.size;
  }
  fields.set('bucket', fields.get('bucket') ?? bucket);
  const policy = fields.get('policy') ?? '';
  const credential = fields.get('x-amz-credential') ?? '';
  const expected = Buffer.from(policySignature(policy, credential));
  const signature = Buffer.from(fields.get('x-amz-signature') ?? '');
  if (expected.length !== signature.length || !timingSafeEqual(expected, signature)) {
    return {
      status: 403,
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    };
  }
  const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: Condition[];
  };
  if (Date.parse(document.expiration) <= Date.now()) {
    return denied('Invalid according to Policy: Policy expired.');
  }
  const covered = new Set(['policy', 'x-amz-signature', 'file']);
  for (const condition of document.conditions) {
    const [operator, name, value] = Array.isArray(condition)
      ? condition
      : ['eq', `$${Object.keys(condition)[0]}`, Object.values(condition)[0]!];
    if (operator === 'content-length-range') {
      if (size > Number(value)) {
        return {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size',
        };
      }
      if (size < Number(name)) {
        return {
          status: 400,
          code: 'EntityTooSmall',
          message: 'Your proposed upload is smaller than the minimum allowed size',
        };
      }
      continue;
    }
    const field = String(name).slice(1).toLowerCase();
    covered.add(field);
    const actual = fields.get(field) ?? '';
    const holds = operator === 'eq' ? actual === value : actual.startsWith(String(value));
    if (!holds) {
      return denied(
        `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`,
      );
    }
  }
  const uncovered = [...fields.keys()].find(
    (name) => !covered.has(name) && !name.startsWith('x-ignore-'),
  );
  return uncovered ? denied(`Invalid according to Policy: Extra input fields: ${uncovered}`) : null;
}

async function enforcePostPolicy(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  const bucket = /^\/([^/]+)\/?$/.exec(ctx.path)?.[1];
  const type = String(ctx.headers['content-type'] ?? '');
  if (ctx.method !== 'POST' || !bucket || !type.startsWith('multipart/form-data')) return next();
  const chunks: Buffer[] = [];
  for await (const chunk of ctx.req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  const refused = refusal(bucket, form);
  if (refused) {
    ctx.status = refused.status;
    ctx.type = 'application/xml';
    ctx.body = `<Error><Code>${refused.code}</Code><Message>${refused.message}</Message></Error>`;
    return;
  }
  // s3rver reads the body again from here.
  ctx.req = Readable.from([body]);
  return next();
}
