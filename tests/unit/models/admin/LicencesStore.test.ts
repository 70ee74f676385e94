import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/contract';
import { db } from '@mocks/db';
import { licencesToVerify } from '@mocks/scenarios';
import { OPERATOR_ID, operatorStore } from './operatorSession';

// The licence ledger's store (issue 24) against the MSW mocks: the queue by badge state, and a
// decision on the version the reviewer saw.

const licenceOf = (userId: number) =>
  db.certifications.find((row) => row.userId === userId && row.kind === 'licence');

describe('LicencesStore', () => {
  it('lists the unverified licences, oldest change first, and the verified ones by tab', async () => {
    licencesToVerify();
    const { licences } = await operatorStore();
    await licences.load();
    expect(licences.state).toBe('unverified');
    expect(licences.items.map((item) => item.member.id)).toEqual([2, 3, 4]);
    await licences.load('verified');
    expect(licences.items).toHaveLength(1);
    expect(licences.items[0]).toMatchObject({
      member: { id: 5 },
      verifiedBy: { id: OPERATOR_ID },
      verificationSource: 'NYSED Office of the Professions verification',
    });
  });

  it('verifies a licence against a source: audited, the member told, it leaves the queue', async () => {
    licencesToVerify();
    const { licences } = await operatorStore();
    await licences.load();
    const [first] = licences.items;
    const decided = await licences.verified(first!.id, {
      source: 'IDFPR lookup',
      note: 'Active',
      reviewedVersion: first!.updatedAt,
    });
    expect(decided).toMatchObject({
      verificationState: 'verified',
      verificationSource: 'IDFPR lookup',
    });
    expect(licenceOf(2)).toMatchObject({ verificationState: 'verified', verifiedBy: OPERATOR_ID });
    expect(db.audit.at(-1)).toMatchObject({
      action: 'licence.verify',
      subjectKind: 'licence',
      subjectId: first!.id,
      memberId: 2,
      reason: 'IDFPR lookup',
    });
    expect(db.notifications.at(-1)).toMatchObject({ userId: 2, kind: 'licence_decided' });
    expect(licences.items.map((item) => item.id)).not.toContain(first!.id);
    expect(licences.total).toBe(2);
  });

  it('refuses a decision on a licence changed since it was listed; nothing changes', async () => {
    licencesToVerify();
    const { licences } = await operatorStore();
    await licences.load();
    const [first] = licences.items;
    licenceOf(2)!.updatedAt = '2026-11-21T10:00:00.000Z';
    await expect(
      licences.verified(first!.id, {
        source: 'IDFPR lookup',
        note: null,
        reviewedVersion: first!.updatedAt,
      }),
    ).rejects.toMatchObject({
      code: 'InvalidRequest',
      message: apiMessages.licenceChangedSinceReview,
    });
    expect(licenceOf(2)?.verificationState).toBe('unverified');
    expect(licences.ops.verified.get(first!.id).isFailed).toBe(true);
    // A refused decision keeps the licence listed.
    expect(licences.items.map((item) => item.id)).toContain(first!.id);
  });
});
