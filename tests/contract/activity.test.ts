import { describe, it } from 'vitest';
import { z } from 'zod';
import {
  dashboardPostSchema,
  testimonialSchema,
  uploadResponseSchema,
  userSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// A real 1×1 PNG: the server checks an upload's type by its content.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

// Spec 7: testimonials (both sides), the presigned upload, the dashboard forms, the content service.
describeParity('testimonials, uploads, dashboard, content', ({ api, raw, signUp }) => {
  describe('testimonials', () => {
    it('request, resend too soon, the writer by uuid, publish', async () => {
      const { token } = await signUp('testimonials@example.com', 'Jamie');
      expectShape(
        await api('GET', '/v1/testimonials', { token }),
        200,
        z.array(testimonialSchema).length(0),
      );
      const request = expectShape(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Writer', email: 'writer@example.com' },
        }),
        201,
        testimonialSchema,
      );
      expectError(
        await api('POST', '/v1/testimonials', { token, body: { name: 'W', email: 'bad' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', `/v1/testimonials/${request.id}/emails`, { token }),
        'RequestThrottled',
      );
      expectError(
        await api('POST', '/v1/testimonials/999999/emails', { token }),
        'ResourceNotFound',
      );
      expectError(
        await api('PATCH', `/v1/testimonials/${request.id}`, {
          token,
          body: { status: 'published' },
        }),
        'InvalidRequest',
      );

      expectShape(
        await api('GET', `/v1/testimonials/uuid/${request.uuid}`),
        200,
        testimonialSchema,
      );
      expectError(await api('GET', '/v1/testimonials/uuid/not-a-uuid'), 'InvalidRequest');
      expectError(
        await api('GET', '/v1/testimonials/uuid/00000000-0000-4000-8000-0000000fffff'),
        'ResourceNotFound',
      );
      const writing = {
        company: 'Northwind',
        position: 'CEO',
        content: 'Great to work with.',
        uuid: request.uuid,
      };
      const written = expectShape(
        await api('PUT', `/v1/testimonials/uuid/${request.uuid}`, { body: writing }),
        200,
        testimonialSchema,
      );
      expectShape({ status: 200, body: written.status }, 200, z.literal('unpublished'));
      expectError(
        await api('PUT', `/v1/testimonials/uuid/${request.uuid}`, { body: writing }),
        'ResourceConflict',
      );
      const published = expectShape(
        await api('PATCH', `/v1/testimonials/${request.id}`, {
          token,
          body: { status: 'published' },
        }),
        200,
        testimonialSchema,
      );
      expectShape({ status: 200, body: published.status }, 200, z.literal('published'));
    });
  });

  describe('uploads', () => {
    it('presigned POST, the multipart upload (204), then the key on the user', async () => {
      const { token } = await signUp('uploads@example.com');
      const presigned = expectShape(
        await api('POST', '/v1/uploads/avatars', { token, body: { contentType: 'image/png' } }),
        200,
        uploadResponseSchema,
      );
      expectError(
        await api('POST', '/v1/uploads/pictures', { token, body: { contentType: 'image/png' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/uploads/avatars', { token, body: { contentType: 'image/bmp' } }),
        'InvalidRequest',
      );
      const form = new FormData();
      for (const [name, value] of Object.entries(presigned.fields)) form.append(name, value);
      form.append('file', new Blob([PNG], { type: 'image/png' }), 'avatar.png');
      expectShape(await raw('POST', presigned.url, { form }), 204);
      const user = expectShape(
        await api('PATCH', '/v1/user', { token, body: { avatar: presigned.key } }),
        200,
        userSchema,
      );
      expectShape({ status: 200, body: user.avatar }, 200, z.literal(presigned.key));
      expectError(
        await api('PATCH', '/v1/user', { token, body: { cover: 'covers/1-unknown.png' } }),
        'InvalidRequest',
      );
    });
  });

  describe('dashboard', () => {
    it('POST /v1/dashboard/posts (201) and POST /v1/user/invitations (204)', async () => {
      const { token } = await signUp('dashboard@example.com');
      expectShape(
        await api('POST', '/v1/dashboard/posts', {
          token,
          body: { link: 'https://www.linkedin.com/posts/abc' },
        }),
        201,
        dashboardPostSchema,
      );
      expectError(
        await api('POST', '/v1/dashboard/posts', { token, body: { link: 'javascript:alert(1)' } }),
        'InvalidRequest',
      );
      expectShape(
        await api('POST', '/v1/user/invitations', {
          token,
          body: { email: 'peer@example.com', name: 'Peer' },
        }),
        204,
      );
      expectError(
        await api('POST', '/v1/user/invitations', { token, body: { email: 'nope' } }),
        'InvalidRequest',
      );
      expectError(
        await api('POST', '/v1/dashboard/posts', { body: { link: 'https://example.com/a' } }),
        'Unauthorized',
      );
    });
  });

  describe('content service', () => {
    it('answers the repository root with a master ref, and searches by type', async () => {
      const root = expectShape(
        await raw('GET', '/api/content/api/v2'),
        200,
        z.object({ refs: z.array(z.object({ ref: z.string(), isMasterRef: z.boolean() })).min(1) }),
      );
      const ref = root.refs.find((r) => r.isMasterRef)?.ref ?? '';
      const q = encodeURIComponent('[[at(document.type, "liveevents")]]');
      const search = expectShape(
        await raw('GET', `/api/content/api/v2/documents/search?ref=${ref}&q=${q}&pageSize=100`),
        200,
        z.object({
          results: z.array(z.object({ type: z.literal('liveevents') })).min(1),
          total_results_size: z.number(),
        }),
      );
      expectShape({ status: 200, body: search.results.length }, 200, z.number().min(1));
    });
  });
});
