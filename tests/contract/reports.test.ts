import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  idParamSchema,
  reportBodySchema,
  reportItemSchema,
  reportReceiptSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity } from './harness';

// "Report this profile" (POST /v1/profiles/{id}/reports, docs/api.md "Profiles"): a signed-in
// member reports another member's published profile, once while the report is open.

type Member = { id: number; token: string };

describeParity('reports', ({ api, signUp, operator, publishedMember }) => {
  describe('reports', () => {
    let reporter: Member;
    let subject: Member;
    let operatorToken: string;

    const send = (id: number, body: unknown, token = reporter.token) =>
      api('POST', `/v1/profiles/${id}/reports`, { token, body });
    const moderate = (path: string, body: unknown) =>
      api('POST', `/v1/admin/${path}`, { token: operatorToken, body });

    beforeAll(async () => {
      reporter = await signUp('reporter@example.com', 'Rhea', 'Reporter');
      subject = await publishedMember('subject@example.com', 'Sid');
      operatorToken = (await operator('olive@example.com', 'Olive')).token;
    });

    it('one open report per reporter and profile: 201, then 409; another reporter may too', async () => {
      expectError(
        await api('POST', `/v1/profiles/${subject.id}/reports`, { body: { reason: 'spam' } }),
        'Unauthorized',
        apiMessages.signInRequired,
      );
      const receipt = expectShape(
        await send(subject.id, { reason: 'impersonation', note: 'Not the person in the photo' }),
        201,
        reportReceiptSchema,
      );
      expect(receipt.state).toBe('open');
      expect(Object.keys(receipt).sort()).toEqual(['createdAt', 'id', 'state']);
      expectError(
        await send(subject.id, { reason: 'spam' }),
        'ResourceConflict',
        apiMessages.reportExists,
      );
      const other = await signUp('second-reporter@example.com');
      expectShape(
        await send(subject.id, { reason: 'spam' }, other.token),
        201,
        reportReceiptSchema,
      );

      // Once the open one is decided, the reporter may report again.
      expectShape(
        await moderate(`reports/${receipt.id}/decisions`, {
          action: 'dismiss',
          reason: 'no_violation',
          note: 'The photo is theirs',
        }),
        200,
        reportItemSchema,
      );
      expectShape(await send(subject.id, { reason: 'other', note: 'Still odd' }), 201);
    });

    it('refused: yourself, an unknown or unpublished profile, a reason off the list', async () => {
      const own = await publishedMember('own@example.com', 'Owen');
      expectError(
        await send(own.id, { reason: 'spam' }, own.token),
        'InvalidRequest',
        apiMessages.cannotReportSelf,
      );
      expectError(
        await send(999999, { reason: 'spam' }),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );
      const draft = await signUp('draft@example.com');
      expectError(
        await send(draft.id, { reason: 'spam' }),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );
      expectError(
        await send(Number.NaN, { reason: 'spam' }),
        'InvalidRequest',
        contractMessage(idParamSchema, 'NaN'),
      );
      for (const body of [
        { reason: 'rude' },
        {},
        { reason: 'other', note: 'x'.repeat(1001) },
        { reason: 'spam', block: true },
      ]) {
        expectError(
          await send(own.id, body),
          'InvalidRequest',
          contractMessage(reportBodySchema, body),
        );
      }
      expect(contractMessage(reportBodySchema, { reason: 'rude' })).toBe(apiMessages.unknownReason);
    });

    it('a profile an operator took down is not found: unpublished and suspended alike', async () => {
      const hidden = await publishedMember('hidden@example.com', 'Hedy');
      const suspended = await publishedMember('suspended@example.com', 'Sue');
      expectShape(
        await moderate(`members/${hidden.id}/actions`, { action: 'unpublish', reason: 'spam' }),
        200,
      );
      expectShape(
        await moderate(`members/${suspended.id}/actions`, { action: 'suspend', reason: 'spam' }),
        200,
      );
      for (const id of [hidden.id, suspended.id]) {
        expectError(
          await send(id, { reason: 'spam' }),
          'ResourceNotFound',
          apiMessages.profileNotFound,
        );
      }
    });
  });
});
