import { expect, it } from 'vitest';
import { apiMessages, messages, type Certification, type LicenceItem } from '@/contract';
import { sendLicenceReminders } from '@server/jobs/licenceReminders';
import { passSecondFactor, signupOperator, signupPublished } from './admin-helpers';
import type { Member } from './client';
import { describeServer } from './suite';

// The licence ledger (issue 24 §1): a licence's kind and issuing state, the reviewer's audited
// decision on the version they saw, the derived badge (expiring, expired) and the "Licensed in"
// facet under the app's clock, and the job's 60/30/7-day reminders, each once.

const DAY = 24 * 60 * 60 * 1000;

describeServer('licence ledger', (suite) => {
  const { t, api } = suite;

  /** Sets the app's clock (routes, tokens and jobs all read ctx.now()). */
  const setClock = (when: Date) => {
    t.app.ctx.now = () => when;
  };
  const realClock = () => {
    t.app.ctx.now = () => new Date();
  };

  /** A fresh token under the current clock (the one from before may have expired since). */
  const tokenOf = async (member: Member) => {
    const answer = await api.login(member.email, member.password);
    expect(answer.status).toBe(200);
    return answer.body.accessToken as string;
  };

  const addLicence = async (token: string, body: Record<string, unknown> = {}) => {
    const answer = await api.call('POST', '/api/v1/certifications', {
      token,
      body: {
        name: 'Certified Public Accountant',
        organization: 'Texas State Board of Public Accountancy',
        issuedDate: '2015-04-01',
        expirationDate: '2031-03-01',
        identifier: 'TX-12345',
        kind: 'licence',
        jurisdiction: 'TX',
        ...body,
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body as Certification;
  };

  const queue = async (token: string, state = 'unverified') => {
    const answer = await api.call('GET', `/api/v1/admin/licences?state=${state}&limit=100`, {
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.items as LicenceItem[];
  };

  const decide = (token: string, id: number, body: Record<string, unknown>) =>
    api.call('POST', `/api/v1/admin/licences/${id}/decision`, { token, body });

  const mine = async (token: string) =>
    (await api.call('GET', '/api/v1/certifications', { token })).body as Certification[];

  const licensedIn = async (token: string, state: string) => {
    const answer = await api.call('GET', `/api/v1/profiles?licensedIn=${state}&limit=100`, {
      token,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.items as { id: number }[]).map((card) => card.id);
  };

  const notificationsOf = async (token: string) =>
    (await api.call('GET', '/api/v1/notifications?limit=50', { token })).body.items as {
      kind: string;
      data: Record<string, unknown>;
    }[];

  it('refuses bad input with the contract message and changes nothing', async () => {
    realClock();
    const member = await api.signup();
    const cases: [Record<string, unknown>, string][] = [
      [{ jurisdiction: null }, messages.jurisdiction],
      [{ jurisdiction: 'ALL' }, messages.select],
      [{ jurisdiction: 'ZZ' }, messages.select],
      [{ expirationDate: '2014-01-01' }, messages.year],
      [{ identifier: 'X'.repeat(101) }, messages.maxLength(100)],
      [{ kind: 'diploma' }, messages.select],
    ];
    for (const [change, message] of cases) {
      const answer = await api.call('POST', '/api/v1/certifications', {
        token: member.token,
        body: {
          name: 'Bar licence',
          organization: 'State Bar',
          issuedDate: '2015-04-01',
          kind: 'licence',
          jurisdiction: 'CA',
          ...change,
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: 'InvalidRequest',
        message,
        field: Object.keys(change)[0],
      });
    }
    expect(await mine(member.token)).toEqual([]);

    // A patch is checked merged with the stored record.
    const licence = await addLicence(member.token);
    for (const [change, message] of [
      [{ jurisdiction: null }, messages.jurisdiction],
      [{ expirationDate: '2014-01-01' }, messages.year],
    ] as const) {
      const answer = await api.call('PATCH', `/api/v1/certifications/${licence.id}`, {
        token: member.token,
        body: change,
      });
      // Checked merged with the stored record: the message, with or without the field.
      expect(answer.body).toMatchObject({ code: 'InvalidRequest', message });
    }
    expect(await mine(member.token)).toEqual([licence]);
    // A certification needs no state and is not part of the ledger.
    const plain = await addLicence(member.token, { kind: 'certification', jurisdiction: null });
    expect(plain).toMatchObject({ kind: 'certification', verificationState: null });
  });

  it('verifies a licence once, on the version the reviewer saw, audited and told', async () => {
    realClock();
    const member = await signupPublished(suite, { firstName: 'Lena', lastName: 'Licensed' });
    const reviewer = await signupOperator(suite, 'reviewer');
    const licence = await addLicence(member.token, { identifier: 'TX-777' });
    expect(licence).toMatchObject({ kind: 'licence', jurisdiction: 'TX' });
    expect(licence.verificationState).toBe('unverified');

    // Members may not use the operator API.
    expect((await api.call('GET', '/api/v1/admin/licences', { token: member.token })).status).toBe(
      403,
    );
    const item = (await queue(reviewer.token)).find((row) => row.id === licence.id)!;
    expect(item).toMatchObject({ member: { id: member.id }, identifier: 'TX-777' });

    // A source is required to verify.
    const noSource = await decide(reviewer.token, licence.id, {
      decision: 'verified',
      reviewedVersion: item.updatedAt,
    });
    expect(noSource.body).toEqual({
      code: 'InvalidRequest',
      message: apiMessages.licenceSourceRequired,
      field: 'source',
    });

    // The member renews meanwhile: the reviewer's page is stale.
    const changed = await api.call('PATCH', `/api/v1/certifications/${licence.id}`, {
      token: member.token,
      body: { identifier: 'TX-778' },
    });
    expect(changed.status).toBe(200);
    const stale = await decide(reviewer.token, licence.id, {
      decision: 'verified',
      source: 'https://www.tsbpa.texas.gov/lookup',
      reviewedVersion: item.updatedAt,
    });
    expect(stale.status).toBe(400);
    expect(stale.body).toEqual({
      code: 'InvalidRequest',
      message: apiMessages.licenceChangedSinceReview,
    });
    expect((await mine(member.token))[0]!.verificationState).toBe('unverified');

    const fresh = (await queue(reviewer.token)).find((row) => row.id === licence.id)!;
    const verified = await decide(reviewer.token, licence.id, {
      decision: 'verified',
      source: 'https://www.tsbpa.texas.gov/lookup',
      note: 'Active, no discipline',
      reviewedVersion: fresh.updatedAt,
    });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body).toMatchObject({
      verificationState: 'verified',
      verificationSource: 'https://www.tsbpa.texas.gov/lookup',
      verificationNote: 'Active, no discipline',
      verifiedBy: { id: reviewer.id, role: 'reviewer' },
    });
    // The same page cannot decide twice.
    const twice = await decide(reviewer.token, licence.id, {
      decision: 'revoked',
      reviewedVersion: fresh.updatedAt,
    });
    expect(twice.body.message).toBe(apiMessages.licenceChangedSinceReview);

    const audit = await api.call('GET', `/api/v1/admin/audit?member=${member.id}`, {
      token: reviewer.token,
    });
    expect(audit.body.items).toContainEqual(
      expect.objectContaining({
        action: 'licence.verify',
        subject: expect.objectContaining({ kind: 'licence', id: licence.id }),
        reason: 'https://www.tsbpa.texas.gov/lookup',
        note: 'Active, no discipline',
      }),
    );
    expect(await notificationsOf(member.token)).toContainEqual(
      expect.objectContaining({
        kind: 'licence_decided',
        data: expect.objectContaining({ state: 'verified' }),
      }),
    );
    // A reviewer does not verify their own licence.
    const own = await addLicence(reviewer.token);
    const ownItem = (await queue(reviewer.token)).find((row) => row.id === own.id)!;
    const self = await decide(reviewer.token, own.id, {
      decision: 'verified',
      source: 'Texas board lookup',
      reviewedVersion: ownItem.updatedAt,
    });
    expect(self.body.message).toBe(apiMessages.operatorsCannotActOnThemselves);
  });

  it('reminds at 30 and 7 days, reads Expired after the month, and a renewal needs verifying', async () => {
    // 10 days before the end of March 2031 (the licence ends at 00:00 UTC on 1 April).
    const start = new Date('2031-03-22T00:00:00Z');
    setClock(start);
    try {
      const member = await signupPublished(suite, { firstName: 'Rhea', lastName: 'Renewer' });
      const reviewer = await signupOperator(suite, 'reviewer', { firstName: 'Vera' });
      const licence = await addLicence(member.token, {
        jurisdiction: 'NM',
        expirationDate: '2031-03-01',
      });
      const item = (await queue(reviewer.token)).find((row) => row.id === licence.id)!;
      expect(
        (
          await decide(reviewer.token, licence.id, {
            decision: 'verified',
            source: 'New Mexico licence lookup',
            reviewedVersion: item.updatedAt,
          })
        ).status,
      ).toBe(200);
      expect((await mine(member.token))[0]!.verificationState).toBe('expiring');
      expect(await licensedIn(member.token, 'NM')).toEqual([member.id]);
      // "Licensed in" is not "Practices in": the member practises in TX only.
      expect(await licensedIn(member.token, 'TX')).not.toContain(member.id);

      // The job runs every day up to the end: the 30-day reminder now, the 7-day one 3 days on.
      const sent: { day: number; days: unknown }[] = [];
      for (let day = 0; day <= 10; day += 1) {
        const now = new Date(start.getTime() + day * DAY);
        setClock(now);
        await sendLicenceReminders(t.app.ctx);
        // A second run the same day sends nothing.
        await sendLicenceReminders(t.app.ctx);
        const token = await tokenOf(member);
        const reminders = (await notificationsOf(token)).filter(
          (row) => row.kind === 'licence_expiring',
        );
        for (const reminder of reminders.slice(0, reminders.length - sent.length)) {
          sent.push({ day, days: reminder.data.days });
        }
      }
      expect(sent).toEqual([
        { day: 0, days: 30 },
        { day: 3, days: 7 },
      ]);
      // E-mailed at once (the kind's default), one e-mail per reminder.
      const mails = (await t.app.ctx.repos.outbox.latestTo(member.email, 50)).filter((mail) =>
        mail.subject.startsWith('Your license expires'),
      );
      expect(mails.map((mail) => mail.subject).sort()).toEqual([
        'Your license expires in 30 days',
        'Your license expires in 7 days',
      ]);
      expect(mails[0]!.text).toContain('at the end of March 2031');

      // The last day of March still counts; the day after the month ends, it reads Expired.
      setClock(new Date('2031-03-31T23:00:00Z'));
      let token = await tokenOf(member);
      expect((await mine(token))[0]!.verificationState).toBe('expiring');
      expect(await licensedIn(token, 'NM')).toEqual([member.id]);
      setClock(new Date('2031-04-01T12:00:00Z'));
      token = await tokenOf(member);
      expect((await mine(token))[0]!.verificationState).toBe('expired');
      expect(await licensedIn(token, 'NM')).toEqual([]);
      const reviewerToken = await tokenOf(reviewer);
      // A new session of an operator passes the second factor again (issue 38).
      await passSecondFactor(suite, { ...reviewer, token: reviewerToken });
      expect((await queue(reviewerToken, 'expired')).map((row) => row.id)).toContain(licence.id);

      // The renewal: a new expiry returns it to unverified, out of "Licensed in" until verified.
      const renewed = await api.call('PATCH', `/api/v1/certifications/${licence.id}`, {
        token,
        body: { expirationDate: '2033-03-01' },
      });
      expect(renewed.body).toMatchObject({
        expirationDate: '2033-03-01',
        verificationState: 'unverified',
      });
      expect(await licensedIn(token, 'NM')).toEqual([]);
      const again = (await queue(reviewerToken)).find((row) => row.id === licence.id)!;
      expect(again.verifiedAt).toBeNull();
      await decide(reviewerToken, licence.id, {
        decision: 'verified',
        source: 'New Mexico licence lookup',
        reviewedVersion: again.updatedAt,
      });
      expect((await mine(token))[0]!.verificationState).toBe('verified');
      expect(await licensedIn(token, 'NM')).toEqual([member.id]);
      // A change of a field the reviewer did not check keeps the verification.
      const renamed = await api.call('PATCH', `/api/v1/certifications/${licence.id}`, {
        token,
        body: { name: 'CPA' },
      });
      expect(renamed.body.verificationState).toBe('verified');
      // The new expiry's reminders start again (none due two years out).
      expect((await sendLicenceReminders(t.app.ctx)).sent).toBe(0);
    } finally {
      realClock();
    }
  });
});
