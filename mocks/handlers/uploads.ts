import { bypass, http, HttpResponse } from 'msw';
import {
  apiMessages,
  IMAGE_MAX_BYTES,
  IMAGE_WIDTHS,
  messages,
  uploadParamsSchema,
  uploadRequestBodySchema,
} from '@/contract';
import { demoCoverVariantFile, demoFaceByKey, portraitFile } from '@demo/faces/index';
import { db, nextId } from '../db';
import { api, fail, readBody, requireUser, failValidation } from '../http';

/** gif, jpeg, png or tiff by the first bytes (the server goes further and decodes it). */
async function looksLikeImage(file: Blob): Promise<boolean> {
  const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  return (
    starts(0x47, 0x49, 0x46, 0x38) ||
    starts(0xff, 0xd8, 0xff) ||
    starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) ||
    starts(0x49, 0x49, 0x2a, 0x00) ||
    starts(0x4d, 0x4d, 0x00, 0x2a)
  );
}

// The demo members' drawn faces and covers (demo/faces/) as files of the bundle (Storybook's,
// dev:mock's), fetched past the worker: the pictures the server's seed stores, static files, so
// stories stay deterministic.
const faceUrls = import.meta.glob<string>('../../demo/faces/{portraits,covers}/**/*.{webp,jpg}', {
  query: '?url',
  import: 'default',
  eager: true,
});
const faceUrlOf = (file: string) => faceUrls[`../../demo/faces/${file}`];

/** `{width}.{format}` of a size the server stores for avatars. */
const isAvatarVariant = (variant: string) => {
  const match = /^(\d+)\.(webp|jpg)$/.exec(variant);
  return Boolean(match && (IMAGE_WIDTHS.avatars as readonly number[]).includes(Number(match[1])));
};

/**
 * A demo face's picture: a cover's stored variant as it is, or the portrait itself for every
 * avatar size and format (the server draws the sizes from it). Undefined for any other key.
 */
async function demoFaceImage(key: string, variant: string, request: Request) {
  const face = demoFaceByKey(key);
  if (!face) return undefined;
  const file =
    face.kind === 'covers'
      ? demoCoverVariantFile(face.coverScene, variant)
      : isAvatarVariant(variant)
        ? portraitFile(face.index)
        : undefined;
  const url = file ? faceUrlOf(file) : undefined;
  if (!file || !url) return fail('ResourceNotFound', 'Image not found');
  // Small files may be inlined as data: URLs, which never reach the worker.
  const source = await fetch(url.startsWith('data:') ? url : bypass(new URL(url, request.url)));
  if (!source.ok) return fail('ResourceNotFound', 'Image not found');
  return new HttpResponse(await source.arrayBuffer(), {
    headers: {
      'Content-Type': file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}

/** A stand-in picture for any stored upload: a soft gradient, the same every time. */
const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c5282"/><stop offset="1" stop-color="#81a3c9"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/></svg>`;

export const uploadHandlers = [
  // A presigned POST, S3-style: the fields are the grant for one file.
  http.post(api('/v1/uploads/:kind'), async ({ request, params }) => {
    const user = requireUser(request);
    const parsed = uploadParamsSchema.safeParse({ kind: params.kind });
    if (!parsed.success) return failValidation(parsed.error);
    const body = await readBody(request, uploadRequestBodySchema);
    const key = `${parsed.data.kind}/${user.id}-${nextId()}`;
    db.uploads.push({ key, contentType: body.contentType, stored: false });
    return HttpResponse.json({
      url: '/api/uploads',
      fields: { key, 'Content-Type': body.contentType, expires: '4102444800', signature: 'mock' },
      key,
    });
  }),

  http.post(api('/uploads'), async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return fail('InvalidRequest', apiMessages.expectedMultipart);
    }
    const key = form.get('key');
    const pending = db.uploads.find((upload) => upload.key === key);
    if (!pending || form.get('Content-Type') !== pending.contentType) {
      return fail('InvalidRequest', apiMessages.uploadFieldsInvalid);
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return fail('InvalidRequest', apiMessages.noFileSent);
    if (file.size === 0 || file.size >= IMAGE_MAX_BYTES)
      return fail('InvalidRequest', messages.image);
    if (!(await looksLikeImage(file))) return fail('InvalidRequest', messages.image);
    if (pending.stored)
      return fail('InvalidRequest', 'This upload was already used or has expired');
    pending.stored = true;
    return new HttpResponse(null, { status: 204 });
  }),

  // A demo member's face or cover: its drawn picture. Any other upload, in any size and
  // format: the same placeholder (the real server serves the sizes it drew from the file).
  // Stories may give a member an avatar key without uploading it, so only a key presigned
  // here and never uploaded answers 404.
  http.get(api('/uploads/:kind/:name/:variant'), async ({ params, request }) => {
    const key = `${String(params.kind)}/${String(params.name)}`;
    if (db.uploads.some((upload) => upload.key === key && !upload.stored)) {
      return fail('ResourceNotFound', 'Image not found');
    }
    // A demo picture while its upload is stored: a replaced one is gone, as on the server.
    const stored = db.uploads.some((upload) => upload.key === key && upload.stored);
    const face = stored ? await demoFaceImage(key, String(params.variant), request) : undefined;
    if (face) return face;
    return HttpResponse.text(placeholder, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
];
