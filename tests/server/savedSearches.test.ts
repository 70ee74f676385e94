import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  SAVED_SEARCH_MAX,
  savedSearchListSchema,
  savedSearchSchema,
} from '@/contract';
import { notifications, savedSearches, users } from '@server/db/schema';
import { type Member } from './client';
import { describeServer } from './suite';

describeServer('saved searches', ({ api, t }) => {
  const url = '/api/v1/user/searches';

  /** Complete, with these profile fields over the defaults (accounting, TX), then submitted. */
  const listed = async (fields: Record<string, unknown> = {}): Promise<Member> => {
    const m = await api.signup();
    // Submitting asks for a verified address (issue 23); this suite is not about that.
    await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, m.id));
    await api.completeProfile(m);
    if (Object.keys(fields).length) await patch(m, fields);
    const submitted = await api.call('POST', '/api/v1/profiles', {
      token: m.token,
      body: { ssn: '1234' },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return m;
  };
  const patch = async (m: Member, body: Record<string, unknown>) => {
    const answer = await api.call('PATCH', '/api/v1/user', { token: m.token, body });
    expect(answer.status).toBe(200);
  };
  const save = (m: Member, body: unknown) => api.call('POST', url, { token: m.token, body });
  const list = async (m: Member) =>
    savedSearchListSchema.parse((await api.call('GET', url, { token: m.token })).body);
  const rowsOf = (userId: number) =>
    t.database.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
  const matchNotices = (userId: number) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'saved_search_match')));

  describe('the list', () => {
    it('saves a normalised search, lists, renames, opens and deletes it', async () => {
      const me = await api.signup();
      const saved = await save(me, {
        name: '  Tax people  ',
        // 'ALL' is no filter; searchByRegion means nothing without a region (spec 7).
        query: { profession: 'accounting', expertise: 'tax', region: 'ALL', searchByRegion: true },
      });
      expect(saved.status).toBe(201);
      const search = savedSearchSchema.parse(saved.body);
      expect(search).toMatchObject({
        name: 'Tax people',
        query: { profession: 'accounting', expertise: 'tax', searchByRegion: false },
        newMatches: 0,
      });
      expect(search.query).not.toHaveProperty('region');
      expect(search.openedAt).toBe(search.createdAt);

      const second = savedSearchSchema.parse(
        (await save(me, { name: 'Lawyers', query: { profession: 'legal' } })).body,
      );
      expect((await list(me)).map((s) => s.id)).toEqual([second.id, search.id]);

      const renamed = await api.call('PATCH', `${url}/${search.id}`, {
        token: me.token,
        body: { name: 'Tax accountants' },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body).toMatchObject({ id: search.id, name: 'Tax accountants' });

      const opened = await api.call('POST', `${url}/${search.id}/opened`, { token: me.token });
      expect(opened.status).toBe(200);
      expect(opened.body.id).toBe(search.id);

      const removed = await api.call('DELETE', `${url}/${search.id}`, { token: me.token });
      expect(removed.status).toBe(204);
      const again = await api.call('DELETE', `${url}/${search.id}`, { token: me.token });
      expect(again.status).toBe(404);
      expect(again.body).toEqual({
        code: 'ResourceNotFound',
        message: apiMessages.savedSearchNotFound,
      });
      expect((await list(me)).map((s) => s.id)).toEqual([second.id]);
    });

    it('refuses bad input with a 400 and saves nothing', async () => {
      const me = await api.signup();
      const cases: [unknown, string | undefined][] = [
        [{ query: {} }, apiMessages.nameThisSearch],
        [{ name: '   ', query: {} }, apiMessages.nameThisSearch],
        [{ name: 'x'.repeat(61), query: {} }, undefined],
        [{ name: 'Bad', query: { profession: 'astrology' } }, undefined],
        [{ name: 'Bad', query: { profession: 'legal', expertise: 'audits' } }, undefined],
        [{ name: 'Bad', query: 'profession=legal' }, undefined],
        [{ name: 'Bad', query: {}, extra: 1 }, undefined],
        [{ name: 'Bad\u0000', query: {} }, undefined],
      ];
      for (const [body, message] of cases) {
        const answer = await save(me, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body.code).toBe('InvalidRequest');
        if (message) expect(answer.body.message).toBe(message);
      }
      expect(await rowsOf(me.id)).toEqual([]);
      expect((await api.call('GET', url)).status).toBe(401);
      expect((await api.call('PATCH', `${url}/abc`, { token: me.token, body: {} })).status).toBe(
        400,
      );
    });

    it('refuses a second search of one name, and more than the limit', async () => {
      const me = await api.signup();
      const first = (await save(me, { name: 'Lawyers', query: { profession: 'legal' } })).body;
      const twin = await save(me, { name: 'LAWYERS', query: {} });
      expect(twin.status).toBe(409);
      expect(twin.body.message).toBe(apiMessages.savedSearchNameTaken('LAWYERS'));
      const other = (await save(me, { name: 'Coaches', query: { profession: 'coach' } })).body;
      const rename = await api.call('PATCH', `${url}/${other.id}`, {
        token: me.token,
        body: { name: 'lawyers' },
      });
      expect(rename.status).toBe(409);
      // Renaming to its own name in another case is fine.
      const recase = await api.call('PATCH', `${url}/${first.id}`, {
        token: me.token,
        body: { name: 'LAWYERS' },
      });
      expect(recase.status).toBe(200);

      for (let i = 3; i <= SAVED_SEARCH_MAX; i += 1) {
        expect((await save(me, { name: `Search ${i}`, query: {} })).status).toBe(201);
      }
      const over = await save(me, { name: 'One too many', query: {} });
      expect(over.status).toBe(409);
      expect(over.body).toEqual({
        code: 'ResourceConflict',
        message: apiMessages.savedSearchLimit,
      });
      expect(await rowsOf(me.id)).toHaveLength(SAVED_SEARCH_MAX);
      await api.call('DELETE', `${url}/${other.id}`, { token: me.token });
      expect((await save(me, { name: 'One too many', query: {} })).status).toBe(201);
    });

    it("answers 404 for another member's search and changes nothing", async () => {
      const owner = await api.signup();
      const other = await api.signup();
      const mine = (await save(owner, { name: 'Mine', query: {} })).body;
      expect(await list(other)).toEqual([]);
      const attempts = [
        api.call('PATCH', `${url}/${mine.id}`, { token: other.token, body: { name: 'Theirs' } }),
        api.call('POST', `${url}/${mine.id}/opened`, { token: other.token }),
        api.call('DELETE', `${url}/${mine.id}`, { token: other.token }),
        api.call('DELETE', `${url}/999999`, { token: owner.token }),
        api.call('PATCH', `${url}/999999`, { token: owner.token, body: { name: 'Gone' } }),
      ];
      for (const answer of await Promise.all(attempts)) {
        expect(answer.status).toBe(404);
        expect(answer.body.code).toBe('ResourceNotFound');
      }
      expect((await list(owner)).map(({ id, name }) => ({ id, name }))).toEqual([
        { id: mine.id, name: 'Mine' },
      ]);
      // The account's export holds the member's own saved searches only.
      await save(other, { name: 'Theirs', query: {} });
      const exported = await api.call('GET', '/api/v1/user/export', { token: owner.token });
      expect(exported.status).toBe(200);
      expect(
        (exported.body.savedSearches as Array<{ id: number; name: string }>).map((row) => row.name),
      ).toEqual(['Mine']);
    });
  });

  describe('new matches', () => {
    it('tells the saver once of a member who newly matches, and not of earlier matches', async () => {
      const recruiters = { profession: 'hr', expertises: ['recruiting'] };
      const earlier = await listed(recruiters);
      const saver = await api.signup();
      const saved = savedSearchSchema.parse(
        (
          await save(saver, {
            name: 'Recruiters',
            query: { profession: 'hr', expertise: 'recruiting' },
          })
        ).body,
      );
      expect(saved).toMatchObject({ matches: 1, newMatches: 0 });

      // An earlier match editing their profile is not news.
      await patch(earlier, { city: 'Dallas' });
      // A member who does not match publishes: nothing.
      const accountant = await listed();
      expect(await matchNotices(saver.id)).toEqual([]);

      // A member completes a matching profile and publishes: one notification.
      const newcomer = await listed(recruiters);
      const notices = await matchNotices(saver.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        actorId: newcomer.id,
        subjectKind: 'saved_search',
        subjectId: saved.id,
        data: { searchId: saved.id, searchName: 'Recruiters' },
      });
      // Editing again does not notify twice.
      await patch(newcomer, { city: 'Houston' });
      expect(await matchNotices(saver.id)).toHaveLength(1);

      // A listed member changes their profile so that it matches: news too.
      await patch(accountant, recruiters);
      const after = await matchNotices(saver.id);
      expect(after.map((n) => n.actorId).sort()).toEqual([newcomer.id, accountant.id].sort());

      // The list counts who matches now and who is new since it was opened.
      const [shown] = await list(saver);
      expect(shown).toMatchObject({ id: saved.id, matches: 3, newMatches: 2 });
      const opened = await api.call('POST', `${url}/${saved.id}/opened`, { token: saver.token });
      expect(opened.body).toMatchObject({ matches: 3, newMatches: 0 });

      // Leaving and matching again is not news a second time.
      await patch(accountant, { profession: 'accounting', expertises: ['audits'] });
      await patch(accountant, recruiters);
      expect(await matchNotices(saver.id)).toHaveLength(2);
    });

    it('e-mails the saver at once when they chose so, after the change commits', async () => {
      const saver = await api.signup();
      const chosen = await api.call('PUT', '/api/v1/notifications/preferences', {
        token: saver.token,
        body: { kinds: { saved_search_match: 'immediate' } },
      });
      expect(chosen.status).toBe(200);
      const trainers = { profession: 'hr', expertises: ['training'] };
      await save(saver, { name: 'Trainers', query: { profession: 'hr', expertise: 'training' } });
      const newcomer = await listed(trainers);
      // Other mail reaches a new account too (the address's verification): only this kind counts.
      const mails = async () =>
        (
          (await api.call('GET', `/api/dev/outbox?to=${encodeURIComponent(saver.email)}`))
            .body as Array<{ subject: string; text: string }>
        ).filter((mail) => mail.subject.includes('matches your saved search'));
      await expect.poll(async () => (await mails()).length).toBe(1);
      const [mail] = await mails();
      expect(mail!.text).toContain('"Trainers"');
      expect(mail!.text).toContain(`/profile/${newcomer.id}`);
      const [notice] = await matchNotices(saver.id);
      expect(notice!.emailedAt).not.toBeNull();
    });

    it('does not tell a saver about themselves', async () => {
      const saver = await listed();
      const other = await api.signup();
      const coaches = {
        name: 'Strategy coaches',
        query: { profession: 'coach', expertise: 'strategy' },
      };
      expect((await save(saver, coaches)).status).toBe(201);
      expect((await save(other, coaches)).status).toBe(201);
      await patch(saver, { profession: 'coach', expertises: ['strategy'] });
      expect(await matchNotices(saver.id)).toEqual([]);
      // The other saver of the same search hears of it.
      expect((await matchNotices(other.id)).map((n) => n.actorId)).toEqual([saver.id]);
    });
  });
});
