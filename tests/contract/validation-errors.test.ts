import { describe, expect, it } from 'vitest';
import {
  apiErrorBodySchema,
  apiMessages,
  messages,
  testimonialSchema,
  testimonialWriteBodySchema,
  userPatchSchema,
} from '@/contract';
import { mockMailLinkToken } from '@mocks/handlers/notificationPreferences';
import { expectError, expectFieldError, expectShape } from './call';
import { contractMessage, describeParity } from './harness';

// Issue 38 §8: a validation failure names its field (`{ code, message, field }`), the message
// staying the contract's text the forms show; no other error carries one.

const TEXT = { company: 'Harbor', position: 'CFO', content: 'Steady and exact.' };
const DISCLOSURES = {
  relationship: 'colleague',
  periodFrom: 2019,
  periodTo: null,
  paid: true,
  conflict: '',
};

describeParity('validation errors', ({ side, api, signUp, emailLink }) => {
  describe('validation errors name the field', () => {
    it('a testimonial written without a disclosure names the disclosure', async () => {
      const { token } = await signUp('field-writer@example.com', 'Jordan');
      const request = expectShape(
        await api('POST', '/v1/testimonials', {
          token,
          body: { name: 'Writer', email: 'field-writer-w@example.com' },
        }),
        201,
        testimonialSchema,
      );
      const put = (body: Record<string, unknown>) =>
        api('PUT', `/v1/testimonials/uuid/${request.uuid}`, { body });
      for (const missing of Object.keys(DISCLOSURES)) {
        const body: Record<string, unknown> = { ...TEXT, ...DISCLOSURES };
        delete body[missing];
        expectFieldError(
          await put(body),
          missing,
          contractMessage(testimonialWriteBodySchema, body),
        );
      }
      // The finding of issue 38: the form's sentence, and now the field it is about.
      const { paid: _paid, ...withoutPaid } = DISCLOSURES;
      expectFieldError(await put({ ...TEXT, ...withoutPaid }), 'paid', messages.select);
      // A key the body may not carry is the field itself.
      const withStatus = { ...TEXT, ...DISCLOSURES, status: 'published' };
      expectFieldError(
        await put(withStatus),
        'status',
        contractMessage(testimonialWriteBodySchema, withStatus),
      );
      // Nothing was written by the refused attempts.
      const opened = expectShape(
        await api('GET', `/v1/testimonials/uuid/${request.uuid}`),
        200,
        testimonialSchema,
      );
      expect(opened.status).toBe('pending');
    });

    it('names body fields at their dotted path', async () => {
      const { token } = await signUp('field-nested@example.com', 'Riley');
      expectFieldError(
        await api('POST', '/v1/users', {
          body: { email: 'not-an-email', password: 'correct-horse', firstName: 'A', lastName: 'B' },
        }),
        'email',
        messages.email,
      );
      const nested = { contactVisibility: { contactEmail: 'everyone' } };
      expectFieldError(
        await api('PATCH', '/v1/user', { token, body: nested }),
        'contactVisibility.contactEmail',
        contractMessage(userPatchSchema, nested),
      );
      const inList = { expertises: [7] };
      expectFieldError(
        await api('PATCH', '/v1/user', { token, body: inList }),
        'expertises.0',
        contractMessage(userPatchSchema, inList),
      );
    });

    it('names the path parameter and the query parameter', async () => {
      const { token } = await signUp('field-params@example.com', 'Sam');
      const byPath = await api('GET', '/v1/profiles/abc', { token });
      expect(byPath.body).toMatchObject({ code: 'InvalidRequest', field: 'id' });
      const byQuery = await api('GET', '/v1/notifications?limit=abc', { token });
      expectFieldError(byQuery, 'limit', apiMessages.queryInteger('limit'));
    });

    it('a body that is not an object, and every other error, name no field', async () => {
      const { token } = await signUp('field-none@example.com', 'Alex');
      const notObject = await api('PATCH', '/v1/user', { token, body: ['x'] });
      expect(notObject.status).toBe(400);
      expect(apiErrorBodySchema.parse(notObject.body).field).toBeUndefined();
      const missing = await api('GET', '/v1/profiles/999999', { token });
      expect(missing.status).toBe(404);
      expect(apiErrorBodySchema.parse(missing.body).field).toBeUndefined();
      const signedOut = await api('GET', '/v1/user');
      expect(apiErrorBodySchema.parse(signedOut.body).field).toBeUndefined();
    });
  });

  describe('a refused testimonial resend says why', () => {
    it('the writer who opted out is not a wait', async () => {
      const { token } = await signUp('resend-optout@example.com', 'Morgan');
      const writer = 'resend-optout-w@example.com';
      const request = expectShape(
        await api('POST', '/v1/testimonials', { token, body: { name: 'Writer', email: writer } }),
        201,
        testimonialSchema,
      );
      expectError(
        await api('POST', `/v1/testimonials/${request.id}/emails`, { token }),
        'RequestThrottled',
        apiMessages.testimonialResendTooSoon,
      );
      // The mocks' outbox keeps one link a mail (the write link); their opt-out token is made
      // as their e-mails would carry it.
      const optOut =
        side === 'mocks'
          ? await mockMailLinkToken({ purpose: 'opt-out', email: writer })
          : await emailLink(writer, 'opt-out');
      if (!optOut) throw new Error('No opt-out link in the request e-mail');
      const form = new FormData();
      form.set('List-Unsubscribe', 'One-Click');
      expectShape(await api('POST', `/v1/opt-out/${optOut}`, { form }), 200);
      expectError(
        await api('POST', `/v1/testimonials/${request.id}/emails`, { token }),
        'InvalidRequest',
        apiMessages.testimonialWriterOptedOut,
      );
    });
  });
});
