import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  messages,
  receiptFacts,
  reviewDetailSchema,
  reviewPageSchema,
  verificationListSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// GET /v1/profiles/{id}/verifications (issue 24, "Badges with receipts"): as the profile, a
// published member's receipts to anyone and an unpublished member's to that member only. The
// licences' receipts need a reviewer's ledger decision: tests/server/verifications.test.ts sets
// them in the database.

const REVIEWER_EMAIL = 'zebulon.receipts@example.com';
const REVIEWER_NAME = 'Zebulon';
// The digits publishedMember submits, as a value of their own.
const SSN_IN_TEXT = /(^|[^0-9])1234([^0-9]|$)/;

describeParity('verifications', ({ api, signUp, operator, publishedMember }) => {
  describe('verifications', () => {
    let reviewerToken: string;
    const receipts = (id: number | string, token?: string) =>
      api('GET', `/v1/profiles/${id}/verifications`, { token });

    /** A reviewer starts and clears the member's open review. */
    async function clear(memberId: number): Promise<void> {
      const { items } = expectShape(
        await api('GET', '/v1/admin/reviews', { token: reviewerToken }),
        200,
        reviewPageSchema,
      );
      const id = items.find((item) => item.member.id === memberId)!.id;
      for (const [path, body] of [
        ['/start', undefined],
        ['/decisions', { action: 'clear', reason: 'verified' }],
      ] as const) {
        expectShape(
          await api('POST', `/v1/admin/reviews/${id}${path}`, { token: reviewerToken, body }),
          200,
          reviewDetailSchema,
        );
      }
    }

    beforeAll(async () => {
      reviewerToken = (await operator(REVIEWER_EMAIL, REVIEWER_NAME)).token;
    });

    it('404 for an unknown or unpublished member (but to the member), 400 for a bad id', async () => {
      expectError(await receipts(999_999), 'ResourceNotFound', apiMessages.profileNotFound);
      const hidden = await signUp('receipts-hidden@example.com');
      const viewer = await signUp('receipts-viewer@example.com');
      for (const token of [undefined, viewer.token]) {
        expectError(
          await receipts(hidden.id, token),
          'ResourceNotFound',
          apiMessages.profileNotFound,
        );
      }
      const own = expectShape(await receipts(hidden.id, hidden.token), 200, verificationListSchema);
      expect(own.map((receipt) => receipt.kind)).toEqual(['email']);
      expectError(await receipts('abc'), 'InvalidRequest', messages.invalidPattern);
    });

    it('a published member: the e-mail to anyone, the check once a reviewer cleared it', async () => {
      const member = await publishedMember('receipts-member@example.com', 'Remy');
      const before = expectShape(await receipts(member.id), 200, verificationListSchema);
      expect(before).toEqual([
        {
          kind: 'email',
          state: 'verified',
          ...receiptFacts.email,
          checkedBy: 'system',
          checkedAt: expect.any(String),
          nextCheckAt: null,
        },
      ]);

      await clear(member.id);
      const answer = await receipts(member.id);
      const after = expectShape(answer, 200, verificationListSchema);
      expect(after.map((receipt) => receipt.kind)).toEqual(['background_check', 'email']);
      expect(after[0]).toEqual({
        kind: 'background_check',
        state: 'cleared',
        ...receiptFacts.backgroundCheck,
        checkedBy: 'reviewer',
        checkedAt: expect.any(String),
        nextCheckAt: null,
      });
      // Never the check's digits, nor who cleared it.
      const json = JSON.stringify(answer.body);
      expect(json).not.toMatch(SSN_IN_TEXT);
      expect(json).not.toContain(REVIEWER_NAME);
      expect(json).not.toContain(REVIEWER_EMAIL);
    });
  });
});
