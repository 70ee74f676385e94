import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AppContext } from '@server/context';
import { emailOptOuts, notifications, users } from '@server/db/schema';
import { DIGESTS_CRON, DIGESTS_QUEUE, sendDigests } from '@server/jobs/digests';
import { emailAtOnce } from '@server/notifications/email';
import { signMailLink } from '@server/notifications/unsubscribe';
import {
  apiMessages,
  DEFAULT_EMAIL_MODES,
  NOTIFICATION_KINDS,
  notificationPreferencesSchema,
  optOutResultSchema,
  unsubscribeResultSchema,
  type NotificationKind,
} from '@/contract';
import { uniqueEmail, type Member } from './client';
import { describeServer } from './suite';

// Issue 23's e-mail: each member's choice per kind, the at-once e-mail with its RFC 8058
// one-click unsubscribe, the digests in the member's local morning, and the opt-out of addresses
// that are not members'.

describeServer('notification e-mail', ({ t, api }) => {
  const base = () => t.app.ctx.config.publicBaseUrl;
  const at = (when: Date): AppContext => ({ ...t.app.ctx, now: () => when });
  // The member's e-mails but the sign-up's address confirmation.
  const mailsTo = async (email: string) =>
    (await t.app.ctx.repos.outbox.latestTo(email, 50)).filter(
      (mail) => !mail.links.some((link) => link.includes('/verify-email/')),
    );
  const preferences = async (member: Member) =>
    api.call('GET', '/api/v1/notifications/preferences', { token: member.token });
  const setTimeZone = (member: Member, timeZone: string) =>
    t.app.ctx.db.update(users).set({ timeZone }).where(eq(users.id, member.id));

  /** A notification row, as notify() writes it (without its e-mail). */
  const insert = async (
    member: Member,
    kind: NotificationKind,
    options: { actorId?: number; data?: Record<string, unknown>; at?: Date } = {},
  ) => {
    const row = await t.app.ctx.repos.notifications.insert({
      userId: member.id,
      kind,
      actorId: options.actorId ?? null,
      data: options.data ?? {},
      at: options.at ?? new Date('2031-06-01T00:00:00Z'),
    });
    return row.id;
  };
  const rowOf = async (id: number) => {
    const [row] = await t.app.ctx.db.select().from(notifications).where(eq(notifications.id, id));
    return row!;
  };
  /** The at-once e-mail of a new notification, as notify() asks for it. */
  const mailAtOnce = async (member: Member, kind: NotificationKind, actorId: number | null) => {
    const id = await insert(member, kind, { actorId: actorId ?? undefined });
    const row = await rowOf(id);
    const mailId = await t.app.ctx.transaction((tx) =>
      emailAtOnce(tx, t.app.ctx, {
        id,
        userId: member.id,
        kind,
        actorId,
        subject: null,
        data: row.data,
        createdAt: row.createdAt,
      }),
    );
    return { id, mailId };
  };
  const tokenOf = (url: string) => url.slice(url.lastIndexOf('/') + 1, -1);
  const oneClick = (url: string, body = 'List-Unsubscribe=One-Click') =>
    t.app.inject({
      method: 'POST',
      url: url.replace(base(), '').replace(/^<|>$/g, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  describe('preferences', () => {
    it('answers every kind with its default, the transactional ones locked', async () => {
      const member = await api.signup();
      const answer = await preferences(member);
      expect(answer.status).toBe(200);
      const prefs = notificationPreferencesSchema.parse(answer.body);
      expect(prefs.timeZone).toBeNull();
      expect(prefs.kinds.map((entry) => entry.kind)).toEqual([...NOTIFICATION_KINDS]);
      for (const entry of prefs.kinds) {
        expect(entry.mode).toBe(DEFAULT_EMAIL_MODES[entry.kind]);
        expect(entry.locked).toBe(entry.kind === 'check_decided');
      }
      expect((await api.call('GET', '/api/v1/notifications/preferences')).status).toBe(401);
    });

    it('changes some kinds and the time zone, and keeps the rest', async () => {
      const member = await api.signup();
      const put = await api.call('PUT', '/api/v1/notifications/preferences', {
        token: member.token,
        body: {
          timeZone: 'Europe/Berlin',
          kinds: { team_removed: 'weekly', watched_testimonial: 'off' },
        },
      });
      expect(put.status).toBe(200);
      const prefs = notificationPreferencesSchema.parse((await preferences(member)).body);
      expect(put.body).toEqual(prefs);
      expect(prefs.timeZone).toBe('Europe/Berlin');
      const mode = (kind: NotificationKind) => prefs.kinds.find((e) => e.kind === kind)!.mode;
      expect(mode('team_removed')).toBe('weekly');
      expect(mode('watched_testimonial')).toBe('off');
      expect(mode('team_invitation')).toBe('immediate');

      // Only the time zone: the kinds stay.
      await api.call('PUT', '/api/v1/notifications/preferences', {
        token: member.token,
        body: { timeZone: 'Asia/Tokyo' },
      });
      const after = notificationPreferencesSchema.parse((await preferences(member)).body);
      expect(after.timeZone).toBe('Asia/Tokyo');
      expect(after.kinds).toEqual(prefs.kinds);

      // The browser's zone, sent at sign-in, never overwrites a zone the member gave.
      await api.call('PUT', '/api/v1/notifications/preferences', {
        token: member.token,
        body: { browserTimeZone: 'Europe/Paris' },
      });
      expect(notificationPreferencesSchema.parse((await preferences(member)).body).timeZone).toBe(
        'Asia/Tokyo',
      );
    });

    it('keeps the browser zone of a member who never gave one, and digests follow it', async () => {
      const member = await api.signup();
      const put = await api.call('PUT', '/api/v1/notifications/preferences', {
        token: member.token,
        body: { browserTimeZone: 'Asia/Tokyo' },
      });
      expect(put.status).toBe(200);
      expect(notificationPreferencesSchema.parse(put.body).timeZone).toBe('Asia/Tokyo');
      const [row] = await t.app.ctx.db
        .select({ timeZone: users.timeZone })
        .from(users)
        .where(eq(users.id, member.id));
      expect(row?.timeZone).toBe('Asia/Tokyo');
    });

    it('refuses bad input with a 4xx message and changes nothing', async () => {
      const member = await api.signup();
      const before = (await preferences(member)).body;
      const cases: Array<[unknown, string]> = [
        [{ kinds: { team_removed: 'hourly' } }, apiMessages.unknownEmailMode],
        [{ kinds: { check_decided: 'off' } }, apiMessages.kindAlwaysEmailed],
        [{ kinds: { nope: 'off' } }, apiMessages.unknownNotificationKind],
        [
          { timeZone: 'Mars/Olympus_Mons', kinds: { team_removed: 'off' } },
          apiMessages.unknownTimeZone,
        ],
        [{ timeZone: 'Europe/Berlin', extra: 1 }, ''],
      ];
      for (const [body, message] of cases) {
        const answer = await api.call('PUT', '/api/v1/notifications/preferences', {
          token: member.token,
          body,
        });
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.code).toBe('InvalidRequest');
        if (message) expect(answer.body.message).toContain(message);
      }
      expect((await preferences(member)).body).toEqual(before);
    });
  });

  describe('the e-mail at once', () => {
    it('goes out for an immediate kind with text, HTML and the RFC 8058 headers', async () => {
      const member = await api.signup({ firstName: 'Ivy' });
      const actor = await api.signup({ firstName: 'Ann', lastName: 'Lee <b>' });
      const { id, mailId } = await mailAtOnce(member, 'team_invitation', actor.id);
      expect(mailId).not.toBeNull();
      expect((await rowOf(id)).emailedAt).not.toBeNull();
      const [mail] = await mailsTo(member.email);
      expect(mail!.id).toBe(mailId);
      expect(mail!.text).toContain('Hello Ivy,');
      expect(mail!.text).toContain('Ann Lee <b> invited you to their professional team.');
      expect(mail!.html).toContain('Ann Lee &lt;b&gt; invited you');
      expect(mail!.html).not.toContain('<b>');
      const headers = mail!.headers!;
      expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(headers['List-Unsubscribe']).toMatch(
        new RegExp(`^<${base()}/api/v1/unsubscribe/[\\w.-]+>$`),
      );
      // The footer's visible link opens the SPA's page with the same token.
      const token = tokenOf(headers['List-Unsubscribe']!);
      expect(mail!.text).toContain(`${base()}/unsubscribe/${token}`);
      expect(mail!.html).toContain(`${base()}/unsubscribe/${token}`);
    });

    it('waits for the digest (daily kind) and is not sent when the kind is off', async () => {
      const member = await api.signup();
      const daily = await mailAtOnce(member, 'watched_testimonial', null);
      expect(daily.mailId).toBeNull();
      expect((await rowOf(daily.id)).emailedAt).toBeNull();
      await api.call('PUT', '/api/v1/notifications/preferences', {
        token: member.token,
        body: { kinds: { team_removed: 'off' } },
      });
      expect((await mailAtOnce(member, 'team_removed', null)).mailId).toBeNull();
      expect(await mailsTo(member.email)).toEqual([]);
    });

    it('a transactional kind carries no unsubscribe', async () => {
      const member = await api.signup();
      await api.call('PUT', '/api/v1/notifications/preferences', {
        token: member.token,
        body: { kinds: { team_removed: 'off' } },
      });
      const { mailId } = await mailAtOnce(member, 'check_decided', null);
      expect(mailId).not.toBeNull();
      const [mail] = await mailsTo(member.email);
      expect(mail!.headers ?? {}).toEqual({});
      expect(mail!.text).not.toContain('/unsubscribe/');
      expect(mail!.html).toContain('<html');
    });
  });

  describe('one-click unsubscribe', () => {
    it('turns the kind off without a sign-in, harmlessly twice, from the header URL', async () => {
      const member = await api.signup();
      await mailAtOnce(member, 'team_removed', null);
      const [mail] = await mailsTo(member.email);
      const url = mail!.headers!['List-Unsubscribe']!;

      const first = await oneClick(url);
      expect(first.statusCode).toBe(200);
      expect(unsubscribeResultSchema.parse(first.json())).toEqual({
        kind: 'team_removed',
        digest: null,
        kinds: ['team_removed'],
        mode: 'off',
      });
      const prefs = notificationPreferencesSchema.parse((await preferences(member)).body);
      expect(prefs.kinds.find((e) => e.kind === 'team_removed')!.mode).toBe('off');

      // Again (a second click, an old e-mail), with the SPA's empty POST and with multipart.
      const again = await t.app.inject({ method: 'POST', url: url.slice(base().length + 1, -1) });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const multipart = await t.app.inject({
        method: 'POST',
        url: url.slice(base().length + 1, -1),
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        payload:
          '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      });
      expect(multipart.statusCode).toBe(200);
      expect((await preferences(member)).body).toEqual(prefs);
      // Now off: nothing more is e-mailed at once.
      expect((await mailAtOnce(member, 'team_removed', null)).mailId).toBeNull();
    });

    // Issue 38 §8: the pages read what a link does with a GET and act only on their button's
    // POST, so a link scanner that opens the page (or the API URL) changes nothing.
    it('reads what the link would turn off with a GET, changing nothing', async () => {
      const member = await api.signup();
      await mailAtOnce(member, 'team_removed', null);
      const [mail] = await mailsTo(member.email);
      const path = mail!.headers!['List-Unsubscribe']!.slice(base().length + 1, -1);
      const before = (await preferences(member)).body;

      for (let i = 0; i < 2; i += 1) {
        const read = await t.app.inject({ method: 'GET', url: path });
        expect(read.statusCode).toBe(200);
        expect(unsubscribeResultSchema.parse(read.json())).toEqual({
          kind: 'team_removed',
          digest: null,
          kinds: ['team_removed'],
          mode: 'off',
        });
      }
      expect((await preferences(member)).body).toEqual(before);
      expect((await mailAtOnce(member, 'team_removed', null)).mailId).not.toBeNull();

      const refused = await t.app.inject({ method: 'GET', url: '/api/v1/unsubscribe/not-a-token' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.unsubscribeLinkInvalid,
      });
    });

    it('refuses a tampered, foreign or transactional token with a 400 and changes nothing', async () => {
      const member = await api.signup();
      const before = (await preferences(member)).body;
      const key = t.app.ctx.keys.mailLinks;
      const good = signMailLink(key, {
        purpose: 'unsubscribe',
        userId: member.id,
        target: 'team_removed',
      });
      const [payload, mac] = good.split('.');
      const otherKind = signMailLink(key, {
        purpose: 'unsubscribe',
        userId: member.id,
        target: 'team_invitation',
      });
      const tampered = [
        `${payload}.${mac!.slice(0, -2)}AA`,
        `${otherKind.split('.')[0]}.${mac}`,
        signMailLink(Buffer.alloc(32, 7), {
          purpose: 'unsubscribe',
          userId: member.id,
          target: 'team_removed',
        }),
        signMailLink(key, { purpose: 'opt-out', email: 'someone@example.com' }),
        `${Buffer.from(`unsubscribe\n${member.id}:check_decided`).toString('base64url')}.${mac}`,
        'not-a-token',
      ];
      for (const token of tampered) {
        const answer = await oneClick(`${base()}/api/v1/unsubscribe/${token}`);
        expect(answer.statusCode, token).toBe(400);
        expect(answer.json()).toEqual({
          code: 'InvalidRequest',
          message: apiMessages.unsubscribeLinkInvalid,
        });
      }
      expect(() =>
        signMailLink(key, { purpose: 'unsubscribe', userId: member.id, target: 'check_decided' }),
      ).toThrow();
      expect((await preferences(member)).body).toEqual(before);
    });
  });

  describe('digests', () => {
    // Asia/Tokyo has no daylight saving: 08:05 there is 23:05 UTC the day before.
    const tokyo = (day: string, time: string) =>
      new Date(new Date(`${day}T${time}:00+09:00`).toISOString());
    const wednesday = '2031-06-04';
    const monday = '2031-06-09';

    it('is scheduled hourly', () => {
      expect(DIGESTS_CRON).toBe('5 * * * *');
    });

    it('sends once in the local morning what is neither read nor e-mailed, grouped by member', async () => {
      const member = await api.signup({ firstName: 'Dee' });
      await setTimeZone(member, 'Asia/Tokyo');
      const watched = await api.signup({ firstName: 'Wanda', lastName: 'Watched' });
      const other = await api.signup({ firstName: 'Otto', lastName: 'Other' });
      const unread = await insert(member, 'watched_testimonial', { actorId: watched.id });
      const matched = await insert(member, 'saved_search_match', {
        actorId: watched.id,
        data: { searchId: 1, searchName: 'Chicago lawyers' },
      });
      const otherNews = await insert(member, 'watched_unpublished', { actorId: other.id });
      const read = await insert(member, 'watched_testimonial', { actorId: other.id });
      await t.app.ctx.db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(eq(notifications.id, read));
      const emailed = await mailAtOnce(member, 'team_removed', other.id);
      const weekly = await insert(member, 'watched_profile_changed', { actorId: other.id });
      await api.call('PUT', '/api/v1/notifications/preferences', {
        token: member.token,
        body: { kinds: { watched_profile_changed: 'weekly' } },
      });
      const before = (await mailsTo(member.email)).length;

      // 07:30 in Tokyo: not yet.
      await sendDigests(at(tokyo(wednesday, '07:30')));
      expect((await mailsTo(member.email)).length).toBe(before);

      const run = await sendDigests(at(tokyo(wednesday, '08:05')));
      expect(run.sent).toBeGreaterThanOrEqual(1);
      const mails = await mailsTo(member.email);
      expect(mails.length).toBe(before + 1);
      const digest = mails[0]!;
      expect(digest.subject).toBe('Your daily Guildhall digest: 3 things you have not seen');
      // Wanda both published and matched: she is named once, with both lines under her.
      expect(digest.text.match(/Wanda Watched/g)).toHaveLength(1);
      expect(digest.text).toContain('- Wanda Watched:');
      expect(digest.text).toContain('  - published a testimonial');
      expect(digest.text).toContain('  - matches your saved search "Chicago lawyers"');
      expect(digest.text).toContain('Otto Other, whom you watch, is no longer listed.');
      expect(digest.html).toContain('<strong>Wanda Watched</strong>');
      expect(digest.text).not.toContain('changed their');
      expect(digest.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      for (const id of [unread, matched, otherNews])
        expect((await rowOf(id)).emailedAt).not.toBeNull();
      expect((await rowOf(read)).emailedAt).toBeNull();
      expect((await rowOf(weekly)).emailedAt).toBeNull();
      expect((await rowOf(emailed.id)).emailedAt).not.toBeNull();

      // The job again in the same hour (a retry, a second instance), and with new news: no second
      // digest that day.
      await insert(member, 'watched_testimonial', { actorId: other.id });
      const again = await sendDigests(at(tokyo(wednesday, '08:35')));
      expect(again.claimed).toBe(0);
      expect((await mailsTo(member.email)).length).toBe(before + 1);

      // The next morning: the new one alone, and the weekly kind waits for Monday.
      await sendDigests(at(tokyo('2031-06-05', '08:05')));
      const next = await mailsTo(member.email);
      expect(next.length).toBe(before + 2);
      expect(next[0]!.subject).toContain('one thing you have not seen');

      // The morning after: nothing left but the weekly kind, so nothing is sent (never an empty
      // digest) and the day is not even claimed.
      await sendDigests(at(tokyo('2031-06-06', '08:05')));
      expect((await mailsTo(member.email)).length).toBe(before + 2);
      expect(await t.app.ctx.repos.jobs.ran(DIGESTS_QUEUE, `2031-06-05/${member.id}`)).toBe(true);
      expect(await t.app.ctx.repos.jobs.ran(DIGESTS_QUEUE, `2031-06-06/${member.id}`)).toBe(false);

      // Monday: the weekly digest carries the weekly kind.
      await sendDigests(at(tokyo(monday, '08:05')));
      const weeklyMails = await mailsTo(member.email);
      expect(weeklyMails.length).toBe(before + 3);
      expect(weeklyMails[0]!.subject).toContain('weekly');
      expect(weeklyMails[0]!.text).toContain('Otto Other, whom you watch, changed their profile.');
    });

    it('two runs at once send one digest per member', async () => {
      const member = await api.signup();
      await setTimeZone(member, 'Asia/Tokyo');
      await insert(member, 'watched_testimonial');
      const when = at(tokyo('2031-07-02', '08:10'));
      const runs = await Promise.all([sendDigests(when), sendDigests(when)]);
      expect((await mailsTo(member.email)).length).toBe(1);
      expect(runs[0].claimed + runs[1].claimed).toBe(1);
    });

    it("the digest's one click turns off the kinds it carries", async () => {
      const member = await api.signup();
      await setTimeZone(member, 'Pacific/Auckland');
      await insert(member, 'watched_testimonial');
      // 08:05 in Auckland on 2031-07-03 (NZST, UTC+12).
      await sendDigests(at(new Date('2031-07-02T20:05:00Z')));
      const [digest] = await mailsTo(member.email);
      expect(digest!.subject).toContain('daily');
      const answer = await oneClick(digest!.headers!['List-Unsubscribe']!);
      expect(answer.statusCode).toBe(200);
      const dailyKinds = NOTIFICATION_KINDS.filter((kind) => DEFAULT_EMAIL_MODES[kind] === 'daily');
      expect(answer.json()).toEqual({
        kind: null,
        digest: 'daily',
        kinds: dailyKinds,
        mode: 'off',
      });
      const prefs = notificationPreferencesSchema.parse((await preferences(member)).body);
      for (const kind of dailyKinds) {
        expect(prefs.kinds.find((e) => e.kind === kind)!.mode).toBe('off');
      }
      expect(prefs.kinds.find((e) => e.kind === 'team_invitation')!.mode).toBe('immediate');
      // Twice: nothing is daily any more, harmlessly.
      const again = await oneClick(digest!.headers!['List-Unsubscribe']!);
      expect(again.json()).toEqual({ kind: null, digest: 'daily', kinds: [], mode: 'off' });
    });
  });

  describe('opt-out of addresses that are not members', () => {
    it('refuses a later testimonial request or peer invitation to the address', async () => {
      const member = await api.signup({ firstName: 'Rae' });
      const writer = uniqueEmail('writer');
      const request = await api.call('POST', '/api/v1/testimonials', {
        token: member.token,
        body: { name: 'Wendy Writer', email: writer },
      });
      expect(request.status).toBe(201);
      const [mail] = await mailsTo(writer.toLowerCase());
      const page = mail!.links.find((link) => link.includes('/opt-out/'))!;
      expect(page).toMatch(new RegExp(`^${base()}/opt-out/[\\w.-]+$`));
      expect(mail!.text).toContain(page);
      expect(mail!.html).toContain(page);
      expect(mail!.headers!['List-Unsubscribe']).toBe(
        `<${base()}/api/v1/opt-out/${page.split('/').pop()}>`,
      );

      // Read first (the page's GET): the address, not yet off the list, and nothing changes.
      const apiPath = mail!.headers!['List-Unsubscribe']!.slice(base().length + 1, -1);
      const read = await t.app.inject({ method: 'GET', url: apiPath });
      expect(read.json()).toEqual({ email: writer.toLowerCase(), optedOut: false });
      expect(await t.app.ctx.db.select().from(emailOptOuts)).not.toContainEqual(
        expect.objectContaining({ email: writer.toLowerCase() }),
      );

      const opted = await oneClick(mail!.headers!['List-Unsubscribe']!);
      expect(opted.statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: apiPath })).json()).toEqual({
        email: writer.toLowerCase(),
        optedOut: true,
      });
      expect(optOutResultSchema.parse(opted.json())).toEqual({ optedOut: true });
      expect((await oneClick(mail!.headers!['List-Unsubscribe']!)).statusCode).toBe(200);
      const stored = await t.app.ctx.db.select().from(emailOptOuts);
      expect(stored.map((row) => row.email)).toContain(writer.toLowerCase());

      const before = (await api.call('GET', '/api/v1/testimonials', { token: member.token })).body;
      const refused = await api.call('POST', '/api/v1/testimonials', {
        token: member.token,
        body: { name: 'Wendy Writer', email: writer.toUpperCase() },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        code: 'InvalidRequest',
        message: apiMessages.addressOptedOut,
      });
      expect((await api.call('GET', '/api/v1/testimonials', { token: member.token })).body).toEqual(
        before,
      );
      const invitation = await api.call('POST', '/api/v1/user/invitations', {
        token: member.token,
        body: { email: writer, name: 'Wendy' },
      });
      expect(invitation.status).toBe(400);
      expect(invitation.body.message).toBe(apiMessages.addressOptedOut);
      expect((await mailsTo(writer.toLowerCase())).length).toBe(1);

      // An unsubscribe token is no opt-out token.
      const foreign = signMailLink(t.app.ctx.keys.mailLinks, {
        purpose: 'unsubscribe',
        userId: member.id,
        target: 'team_removed',
      });
      expect((await oneClick(`${base()}/api/v1/opt-out/${foreign}`)).statusCode).toBe(400);
    });

    it('puts the opt-out in the peer invitation too', async () => {
      const member = await api.signup();
      const peer = uniqueEmail('peer');
      const sent = await api.call('POST', '/api/v1/user/invitations', {
        token: member.token,
        body: { email: peer },
      });
      expect(sent.status).toBe(204);
      const [mail] = await mailsTo(peer.toLowerCase());
      expect(mail!.text).toContain(`${base()}/opt-out/`);
      expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    });
  });
});
