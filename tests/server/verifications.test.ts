import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  apiMessages,
  receiptFacts,
  verificationListSchema,
  type VerificationList,
} from '@/contract';
import { certifications, uploads, users } from '@server/db/schema';
import { signupOperator, signupPublished } from './admin-helpers';
import type { Member } from './client';
import { describeServer } from './suite';

// GET /v1/profiles/{id}/verifications (issue 24, "Badges with receipts"): one receipt per badge,
// seen by whoever may see the profile, and never the check's digits, a document or a reviewer.

/** The suite's clock: licences end relative to it. */
const NOW = new Date('2026-11-21T15:00:00.000Z');

// Unique values a receipt must never carry.
const SSN = '7391';
const REVIEWER = { firstName: 'Zebulon', lastName: 'Quillfeather' };
const REVIEWER_NOTE = 'Phoned Zebulon’s contact at the board; see scan';
const DOCUMENT_URL = 'https://files.example/uploads/licence-scan-5521.pdf';
const UPLOAD_KEY = 'avatars/receipt-privacy-3f9a.png';

describeServer('profile verifications (badges with receipts)', (suite) => {
  const { api, t } = suite;
  let reviewer: Member;
  let realNow: (() => Date) | undefined;

  const receipts = (id: number | string, token?: string) =>
    api.call('GET', `/api/v1/profiles/${id}/verifications`, { token });
  const list = async (id: number, token?: string): Promise<VerificationList> => {
    const answer = await receipts(id, token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return verificationListSchema.parse(answer.body);
  };

  /** Starts and clears the member's latest review, as a reviewer does. */
  async function clear(memberId: number): Promise<void> {
    const { id } = (await t.app.ctx.repos.reviews.latestOf(memberId))!;
    const start = await api.call('POST', `/api/v1/admin/reviews/${id}/start`, {
      token: reviewer.token,
    });
    expect(start.status).toBe(200);
    const decided = await api.call('POST', `/api/v1/admin/reviews/${id}/decisions`, {
      token: reviewer.token,
      body: { action: 'clear', reason: 'verified' },
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
  }

  /** A licence as the ledger stores it once a reviewer decided it. */
  async function licence(
    userId: number,
    values: Partial<typeof certifications.$inferInsert> & { name: string },
  ): Promise<number> {
    const [row] = await t.database.db
      .insert(certifications)
      .values({
        userId,
        organization: 'Illinois Department of Financial and Professional Regulation',
        issuedDate: '2015-01-01',
        kind: 'licence',
        jurisdiction: 'IL',
        ...values,
      })
      .returning({ id: certifications.id });
    return row!.id;
  }

  beforeAll(async () => {
    reviewer = await signupOperator(suite, 'reviewer', REVIEWER);
  });

  afterEach(() => {
    if (realNow) t.app.ctx.now = realNow;
    realNow = undefined;
  });

  const fixClock = () => {
    realNow = t.app.ctx.now;
    t.app.ctx.now = () => new Date(NOW);
  };

  it('answers as the profile does: 404 for an unknown or unpublished member, 400 for a bad id', async () => {
    const unknown = await receipts(999_999);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      code: 'ResourceNotFound',
      message: apiMessages.profileNotFound,
    });
    const hidden = await api.signup();
    const viewer = await api.signup();
    for (const token of [undefined, viewer.token]) {
      const answer = await receipts(hidden.id, token);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(apiMessages.profileNotFound);
    }
    // The member's own, unpublished: as GET /v1/profiles/{id}, theirs to see.
    expect((await list(hidden.id, hidden.token)).map((receipt) => receipt.kind)).toEqual(['email']);
    const bad = await receipts('abc');
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('InvalidRequest');
  });

  it('a published member: the e-mail at once, the check only once a reviewer cleared it', async () => {
    const member = await signupPublished(suite);
    // Anonymous, as the profile itself.
    const before = await list(member.id);
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
    const [account] = await t.database.db.select().from(users).where(eq(users.id, member.id));
    expect(before[0]!.checkedAt).toBe(account!.emailVerifiedAt!.toISOString());

    await clear(member.id);
    const after = await list(member.id);
    expect(after.map((receipt) => receipt.kind)).toEqual(['background_check', 'email']);
    const review = (await t.app.ctx.repos.reviews.latestOf(member.id))!;
    expect(after[0]).toEqual({
      kind: 'background_check',
      state: 'cleared',
      ...receiptFacts.backgroundCheck,
      checkedBy: 'reviewer',
      checkedAt: review.decidedAt!.toISOString(),
      nextCheckAt: null,
    });
  });

  it('licences: verified, expiring, expired and revoked have receipts; unverified and certifications none', async () => {
    fixClock();
    const member = await signupPublished(suite);
    const verifiedAt = new Date('2026-03-02T10:00:00.000Z');
    const decided = { verifiedAt, verifiedBy: reviewer.id };
    const good = await licence(member.id, {
      name: 'Certified Public Accountant',
      identifier: 'CPA-065.041234',
      expirationDate: '2028-09-01',
      verificationState: 'verified',
      verificationSource: 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx',
      ...decided,
    });
    // Ends with December 2026: 40 days from the suite's clock.
    await licence(member.id, {
      name: 'Enrolled Agent',
      organization: 'Internal Revenue Service',
      expirationDate: '2026-12-01',
      verificationState: 'verified',
      verificationSource: 'IRS Enrolled Agent lookup',
      ...decided,
    });
    await licence(member.id, {
      name: 'Insurance Producer',
      expirationDate: '2026-06-01',
      verificationState: 'verified',
      verificationSource: 'NIPR producer lookup',
      ...decided,
    });
    await licence(member.id, {
      name: 'Real Estate Broker',
      jurisdiction: 'TX',
      verificationState: 'revoked',
      verificationSource: 'Texas Real Estate Commission',
      ...decided,
    });
    await licence(member.id, { name: 'Notary Public', verificationState: 'unverified' });
    await licence(member.id, {
      name: 'Six Sigma Black Belt',
      kind: 'certification',
      jurisdiction: null,
    });

    const answer = await list(member.id);
    const byName = Object.fromEntries(
      answer.flatMap((receipt) =>
        receipt.kind === 'licence' ? [[receipt.licence.name, receipt]] : [],
      ),
    );
    expect(Object.keys(byName)).toEqual([
      'Certified Public Accountant',
      'Enrolled Agent',
      'Insurance Producer',
      'Real Estate Broker',
    ]);
    expect(byName['Certified Public Accountant']).toEqual({
      kind: 'licence',
      state: 'verified',
      what: receiptFacts.licence.what('Certified Public Accountant'),
      source: 'https://online-dfpr.micropact.com/lookup/licenselookup.aspx',
      checkedBy: 'reviewer',
      checkedAt: verifiedAt.toISOString(),
      // Good through September 2028.
      nextCheckAt: '2028-10-01T00:00:00.000Z',
      licence: {
        id: good,
        name: 'Certified Public Accountant',
        organization: 'Illinois Department of Financial and Professional Regulation',
        jurisdiction: 'IL',
        number: 'CPA-065.041234',
        expirationDate: '2028-09-01',
      },
    });
    expect(byName['Enrolled Agent']).toMatchObject({
      state: 'expiring',
      nextCheckAt: '2027-01-01T00:00:00.000Z',
    });
    expect(byName['Insurance Producer']).toMatchObject({ state: 'expired', nextCheckAt: null });
    expect(byName['Real Estate Broker']).toMatchObject({
      state: 'revoked',
      nextCheckAt: null,
      licence: { jurisdiction: 'TX', expirationDate: null },
    });
    // The check first (none yet: submitted only), licences, then the e-mail.
    expect(answer.map((receipt) => receipt.kind)).toEqual([
      'licence',
      'licence',
      'licence',
      'licence',
      'email',
    ]);
  });

  describe('privacy', () => {
    it('no receipt carries the check’s digits, a document or the reviewer', async () => {
      fixClock();
      const member = await api.signup({ firstName: 'Pia', lastName: 'Private' });
      await api.completeProfile(member);
      const submitted = await api.call('POST', '/api/v1/profiles', {
        token: member.token,
        body: { ssn: SSN },
      });
      expect(submitted.status).toBe(200);
      await clear(member.id);
      await licence(member.id, {
        name: 'Certified Financial Planner',
        identifier: 'CFP-88120',
        expirationDate: '2029-01-01',
        // The member's own link: a scan of the document, never part of a receipt.
        url: DOCUMENT_URL,
        verificationState: 'verified',
        verificationSource: 'CFP Board verify lookup',
        verificationNote: REVIEWER_NOTE,
        verifiedAt: new Date('2026-05-05T09:00:00.000Z'),
        verifiedBy: reviewer.id,
      });
      await t.database.db.insert(uploads).values({
        key: UPLOAD_KEY,
        userId: member.id,
        kind: 'avatars',
        contentType: 'image/png',
      });

      const answer = await receipts(member.id, member.token);
      expect(answer.status).toBe(200);
      const receiptList = verificationListSchema.parse(answer.body);
      expect(receiptList.map((receipt) => receipt.kind)).toEqual([
        'background_check',
        'licence',
        'email',
      ]);
      const json = JSON.stringify(answer.body);
      // The digits as a value of their own, and their last four (here the same four digits).
      expect(json).not.toMatch(new RegExp(`(^|[^0-9])${SSN}([^0-9]|$)`));
      expect(json).not.toContain(SSN.slice(-4));
      // No document: the member's link, an upload's key or a file name.
      expect(json).not.toContain(DOCUMENT_URL);
      expect(json).not.toContain('files.example');
      expect(json).not.toContain(UPLOAD_KEY);
      expect(json).not.toMatch(/\.(pdf|png|jpe?g|tiff?)\b/i);
      // No reviewer: name, e-mail, note, nor any field that could hold their id.
      const [operator] = await t.database.db.select().from(users).where(eq(users.id, reviewer.id));
      for (const value of [REVIEWER.firstName, REVIEWER.lastName, operator!.email, REVIEWER_NOTE]) {
        expect(json).not.toContain(value);
      }
      const keys = new Set<string>();
      const walk = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === 'object') {
          for (const [key, inner] of Object.entries(value)) {
            keys.add(key);
            walk(inner);
          }
        }
      };
      walk(answer.body);
      expect([...keys].sort()).toEqual(
        [
          'kind',
          'state',
          'what',
          'source',
          'checkedBy',
          'checkedAt',
          'nextCheckAt',
          'licence',
          'id',
          'name',
          'organization',
          'jurisdiction',
          'number',
          'expirationDate',
        ].sort(),
      );
      // The only id is the licence's own; who checked is a role.
      for (const receipt of receiptList) {
        expect(['reviewer', 'system']).toContain(receipt.checkedBy);
        if (receipt.kind === 'licence') expect(receipt.licence.id).not.toBe(reviewer.id);
      }
    });
  });
});
