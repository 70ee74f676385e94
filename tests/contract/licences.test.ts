import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  apiMessages,
  certificationSchema,
  licenceItemSchema,
  licencePageSchema,
  messages,
  profileSearchResultSchema,
} from '@/contract';
import { expectError, expectShape } from './call';
import { describeParity } from './harness';

// The licence ledger (issue 24 §1, docs/api.md "The licence ledger"): a certification's kind and
// issuing state, the messages of bad input, the reviewers' queue and decision on the version
// they saw, and the "Licensed in" search facet. The clock-driven part (expiring, expired, the
// reminders) is tested against the server alone, with a set clock (tests/server/licences.test.ts).

// Far from any clock the suite runs under: a licence that does not end during the test (an
// expiry is at most 20 years after the issue, spec 5).
const LICENCE = {
  name: 'Certified Public Accountant',
  organization: 'Illinois Board of Examiners',
  issuedDate: '2075-04-01',
  expirationDate: '2090-03-01',
  identifier: 'IL-065-012345',
  kind: 'licence',
  jurisdiction: 'IL',
};

describeParity('licence ledger', ({ api, signUp, operator, publishedMember }) => {
  describe('licence ledger', () => {
    it('refuses bad input with the contract message and stores nothing', async () => {
      const { token } = await signUp('licence.bad@example.com');
      const cases: [Record<string, unknown>, string][] = [
        [{ jurisdiction: null }, messages.jurisdiction],
        [{ jurisdiction: 'ALL' }, messages.select],
        [{ expirationDate: '2014-01-01' }, messages.year],
        [{ identifier: 'X'.repeat(101) }, messages.maxLength(100)],
        [{ kind: 'diploma' }, messages.select],
      ];
      for (const [change, message] of cases) {
        expectError(
          await api('POST', '/v1/certifications', { token, body: { ...LICENCE, ...change } }),
          'InvalidRequest',
          message,
        );
      }
      const licence = expectShape(
        await api('POST', '/v1/certifications', { token, body: LICENCE }),
        201,
        certificationSchema,
      );
      expect(licence).toMatchObject({
        kind: 'licence',
        jurisdiction: 'IL',
        verificationState: 'unverified',
      });
      expectError(
        await api('PATCH', `/v1/certifications/${licence.id}`, {
          token,
          body: { jurisdiction: null },
        }),
        'InvalidRequest',
        messages.jurisdiction,
      );
      const plain = expectShape(
        await api('POST', '/v1/certifications', {
          token,
          body: { name: 'CFA', organization: 'CFA Institute', issuedDate: '2016-01-01' },
        }),
        201,
        certificationSchema,
      );
      expect(plain).toMatchObject({ kind: 'certification', verificationState: null });
      expect(
        expectShape(
          await api('GET', '/v1/certifications', { token }),
          200,
          z.array(certificationSchema),
        ),
      ).toHaveLength(2);
    });

    it('verifies on the reviewed version, and "Licensed in" finds the member then', async () => {
      const member = await publishedMember('licence.member@example.com', 'Lina');
      const reviewer = await operator('licence.reviewer@example.com', 'Rey');
      const licence = expectShape(
        await api('POST', '/v1/certifications', { token: member.token, body: LICENCE }),
        201,
        certificationSchema,
      );
      const search = async () =>
        expectShape(
          await api('GET', '/v1/profiles?licensedIn=IL', { token: member.token }),
          200,
          profileSearchResultSchema,
        ).items.map((card) => card.id);
      expect(await search()).not.toContain(member.id);

      expectError(
        await api('GET', '/v1/admin/licences', { token: member.token }),
        'Forbidden',
        apiMessages.operatorsOnly,
      );
      const page = expectShape(
        await api('GET', '/v1/admin/licences?state=unverified', { token: reviewer.token }),
        200,
        licencePageSchema,
      );
      const item = page.items.find((row) => row.id === licence.id)!;
      expect(item).toMatchObject({ member: { id: member.id }, identifier: 'IL-065-012345' });

      const decide = (body: Record<string, unknown>) =>
        api('POST', `/v1/admin/licences/${licence.id}/decision`, {
          token: reviewer.token,
          body,
        });
      expectError(
        await decide({ decision: 'verified', reviewedVersion: item.updatedAt }),
        'InvalidRequest',
        apiMessages.licenceSourceRequired,
      );
      expectError(
        await decide({ decision: 'maybe', reviewedVersion: item.updatedAt }),
        'InvalidRequest',
        apiMessages.chooseLicenceDecision,
      );
      // The member changes the number meanwhile.
      expectShape(
        await api('PATCH', `/v1/certifications/${licence.id}`, {
          token: member.token,
          body: { identifier: 'IL-065-012346' },
        }),
        200,
        certificationSchema,
      );
      expectError(
        await decide({
          decision: 'verified',
          source: 'IDFPR lookup',
          reviewedVersion: item.updatedAt,
        }),
        'InvalidRequest',
        apiMessages.licenceChangedSinceReview,
      );
      const fresh = expectShape(
        await api('GET', '/v1/admin/licences', { token: reviewer.token }),
        200,
        licencePageSchema,
      ).items.find((row) => row.id === licence.id)!;
      const decided = expectShape(
        await decide({
          decision: 'verified',
          source: 'IDFPR lookup',
          note: 'Active',
          reviewedVersion: fresh.updatedAt,
        }),
        200,
        licenceItemSchema,
      );
      expect(decided).toMatchObject({
        verificationState: 'verified',
        verificationSource: 'IDFPR lookup',
        verificationNote: 'Active',
        verifiedBy: { id: reviewer.id },
      });
      expect(await search()).toContain(member.id);

      // A new expiry returns it to unverified, and out of "Licensed in".
      const renewed = expectShape(
        await api('PATCH', `/v1/certifications/${licence.id}`, {
          token: member.token,
          body: { expirationDate: '2092-03-01' },
        }),
        200,
        certificationSchema,
      );
      expect(renewed.verificationState).toBe('unverified');
      expect(await search()).not.toContain(member.id);
      expectError(
        await api('POST', '/v1/admin/licences/999999/decision', {
          token: reviewer.token,
          body: { decision: 'revoked', reviewedVersion: fresh.updatedAt },
        }),
        'ResourceNotFound',
        apiMessages.licenceNotFound,
      );
    });
  });
});
