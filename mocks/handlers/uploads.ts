import { http, HttpResponse } from 'msw';
import {
  IMAGE_MAX_BYTES,
  messages,
  uploadParamsSchema,
  uploadRequestBodySchema,
  type ImageContentType,
} from '@/contract';
import { db, nextId } from '../db';
import { api, fail, readBody, requireUser, zodMessage } from '../http';

const extensions: Record<ImageContentType, string> = {
  'image/gif': 'gif',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/tiff': 'tiff',
};

/** A stand-in picture for any stored upload: a soft gradient, the same every time. */
const placeholder = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2c5282"/><stop offset="1" stop-color="#81a3c9"/></linearGradient></defs><rect width="400" height="400" fill="url(#g)"/></svg>`;

export const uploadHandlers = [
  // A presigned POST, S3-style: the fields are the grant for one file.
  http.post(api('/v1/uploads/:kind'), async ({ request, params }) => {
    const user = requireUser(request);
    const parsed = uploadParamsSchema.safeParse({ kind: params.kind });
    if (!parsed.success) return fail('InvalidRequest', zodMessage(parsed.error));
    const body = await readBody(request, uploadRequestBodySchema);
    const key = `${parsed.data.kind}/${user.id}-${nextId()}.${extensions[body.contentType]}`;
    db.uploads.push({ key, contentType: body.contentType });
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
      return fail('InvalidRequest', 'Expected multipart/form-data');
    }
    const key = form.get('key');
    const pending = db.uploads.find((upload) => upload.key === key);
    if (!pending || form.get('Content-Type') !== pending.contentType) {
      return fail('InvalidRequest', 'The upload fields are invalid or expired');
    }
    const file = form.get('file');
    if (!(file instanceof Blob)) return fail('InvalidRequest', 'No file was sent');
    if (file.size === 0 || file.size >= IMAGE_MAX_BYTES)
      return fail('InvalidRequest', messages.image);
    return new HttpResponse(null, { status: 204 });
  }),

  http.get(api('/uploads/:kind/:name'), () =>
    HttpResponse.text(placeholder, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
];
