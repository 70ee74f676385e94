import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  messages,
  profileSchema,
  testimonialSchema,
  testimonialWriteBodySchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity } from './harness';

describeParity('testimonials', ({ api, signUp, publishedMember }) => {
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
        relationship: 'client',
        periodFrom: 2019,
        periodTo: 2023,
        paid: false,
        conflict: '',
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

    it('provenance: the requested relationship, the disclosures, shown with the testimonial', async () => {
      const { token, user } = await publishedMember('provenance@example.com', 'Robin');
      const year = new Date().getUTCFullYear();
      const request = expectShape(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Client Writer', email: 'client@example.com', relationship: 'client' },
        }),
        201,
        testimonialSchema,
      );
      expect(request.requestedRelationship).toBe('client');
      expect(request.provenance).toBeNull();
      expectError(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Writer', email: 'w@example.com', relationship: 'friend' },
        }),
        'InvalidRequest',
        messages.select,
      );
      // The writer's page preselects what the member named.
      const opened = expectShape(
        await api('GET', `/v1/testimonials/uuid/${request.uuid}`),
        200,
        testimonialSchema,
      );
      expect(opened.requestedRelationship).toBe('client');

      const put = (body: Record<string, unknown>) =>
        api('PUT', `/v1/testimonials/uuid/${request.uuid}`, { body });
      const text = { company: 'Harbor', position: 'CFO', content: 'Steady and exact.' };
      const disclosures = {
        relationship: 'colleague',
        periodFrom: 2019,
        periodTo: null,
        paid: true,
        conflict: 'I am a shareholder of their practice.',
      };
      // Every disclosure is required; the period is checked; a conflict is described.
      for (const missing of ['relationship', 'periodFrom', 'periodTo', 'paid', 'conflict']) {
        const body: Record<string, unknown> = { ...text, ...disclosures };
        delete body[missing];
        expectError(
          await put(body),
          'InvalidRequest',
          contractMessage(testimonialWriteBodySchema, body),
        );
      }
      expectError(
        await put({ ...text, ...disclosures, periodFrom: 2020, periodTo: 2019 }),
        'InvalidRequest',
        messages.periodOrder,
      );
      expectError(
        await put({ ...text, ...disclosures, periodTo: year + 1 }),
        'InvalidRequest',
        messages.futureYear,
      );
      expectError(
        await put({ ...text, ...disclosures, periodFrom: year + 1 }),
        'InvalidRequest',
        messages.futureYear,
      );
      expectError(
        await put({ ...text, ...disclosures, conflict: 'x' }),
        'InvalidRequest',
        messages.conflict,
      );
      // Nothing was written by the refused attempts.
      expect(
        expectShape(
          await api('GET', `/v1/testimonials/uuid/${request.uuid}`),
          200,
          testimonialSchema,
        ).status,
      ).toBe('pending');

      const written = expectShape(await put({ ...text, ...disclosures }), 200, testimonialSchema);
      expect(written.provenance).toMatchObject({ ...disclosures, periodTo: null });
      expect(Date.parse(written.provenance!.confirmedAt)).not.toBeNaN();
      // Once written, the link accepts nothing more.
      expectError(
        await put({ ...text, ...disclosures, content: 'Changed words.' }),
        'ResourceConflict',
        apiMessages.testimonialAlreadyWritten,
      );

      // The member may publish or hide it, never change its words: refused, not ignored.
      for (const change of [
        { status: 'published', content: 'Better words.' },
        { status: 'published', company: 'Other Co' },
        { status: 'published', position: 'CEO' },
      ]) {
        expectError(
          await api('PATCH', `/v1/testimonials/${request.id}`, { token, body: change }),
          'InvalidRequest',
          apiMessages.testimonialTextLocked,
        );
      }
      const [mine] = expectShape(
        await api('GET', '/v1/testimonials', { token }),
        200,
        z.array(testimonialSchema).length(1),
      );
      expect(mine).toMatchObject({ ...text, status: 'unpublished' });

      expectShape(
        await api('PATCH', `/v1/testimonials/${request.id}`, {
          token,
          body: { status: 'published' },
        }),
        200,
        testimonialSchema,
      );
      const profile = expectShape(
        await api('GET', `/v1/profiles/${user.id}`, { token }),
        200,
        profileSchema,
      );
      expect(profile.testimonials).toHaveLength(1);
      expect(profile.testimonials[0]!.provenance).toMatchObject({
        relationship: 'colleague',
        periodFrom: 2019,
        periodTo: null,
        paid: true,
        conflict: 'I am a shareholder of their practice.',
      });
    });

    it('refuses a request to the member’s own account or contact e-mail', async () => {
      const { token } = await signUp('own.address@example.com', 'Sam');
      expectError(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Me', email: 'Own.Address@Example.com' },
        }),
        'InvalidRequest',
        apiMessages.testimonialOwnAddress,
      );
      expectShape(
        await api('PATCH', '/v1/user', {
          token,
          body: { contactEmail: 'desk@own-practice.example' },
        }),
        200,
      );
      expectError(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Me', email: 'DESK@own-practice.example' },
        }),
        'InvalidRequest',
        apiMessages.testimonialOwnAddress,
      );
      // Nothing was created.
      expectShape(
        await api('GET', '/v1/testimonials', { token }),
        200,
        z.array(testimonialSchema).length(0),
      );
    });
  });
});
