import { describe, it } from 'vitest';
import { z } from 'zod';
import { apiMessages, messages, testimonialSchema } from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

describeParity('testimonials', ({ api, signUp }) => {
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
        messages.text,
      );
      expectError(
        await api('POST', `/v1/testimonials/${request.id}/emails`, { token }),
        'RequestThrottled',
        apiMessages.testimonialResendTooSoon,
      );
      expectError(
        await api('POST', '/v1/testimonials/999999/emails', { token }),
        'ResourceNotFound',
        apiMessages.testimonialNotFound,
      );
      expectError(
        await api('PATCH', `/v1/testimonials/${request.id}`, {
          token,
          body: { status: 'published' },
        }),
        'InvalidRequest',
        apiMessages.testimonialNotWritten,
      );

      expectShape(
        await api('GET', `/v1/testimonials/uuid/${request.uuid}`),
        200,
        testimonialSchema,
      );
      expectError(
        await api('GET', '/v1/testimonials/uuid/not-a-uuid'),
        'InvalidRequest',
        'Invalid UUID',
      );
      expectError(
        await api('GET', '/v1/testimonials/uuid/00000000-0000-4000-8000-0000000fffff'),
        'ResourceNotFound',
        apiMessages.testimonialNotFound,
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
        apiMessages.testimonialAlreadyWritten,
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
});
