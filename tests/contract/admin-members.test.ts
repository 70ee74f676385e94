import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminMemberSchema,
  apiMessages,
  idParamSchema,
  memberActionBodySchema,
  memberPageSchema,
  memberQuerySchema,
  myCheckSchema,
  positionSchema,
  reviewDetailSchema,
  watchListSchema,
  type AdminMember,
} from '@/contract';
import { expectError, expectShape } from './call';
import { contractMessage, describeParity, PASSWORD } from './harness';
import { CLIENT } from './targets';

// The operators' member search, the member page and what an operator may do to a member's
// standing: unpublish, republish, suspend (every session ends) and lift it (docs/api.md
// "Vetting and members"). Nothing here changes the member's own content.

type Member = { id: number; token: string };

describeParity('admin members', ({ api, login, signUp, operator, publishedMember }) => {
  describe('admin members', () => {
    let mona: Member;
    let ada: Member;
    let bea: Member;
    let carl: Member;

    const search = async (query: string) =>
      expectShape(
        await api('GET', `/v1/admin/members?${query}`, { token: mona.token }),
        200,
        memberPageSchema,
      );
    const page = async (id: number) =>
      expectShape(
        await api('GET', `/v1/admin/members/${id}`, { token: mona.token }),
        200,
        adminMemberSchema,
      );
    const act = (id: number, body: unknown) =>
      api('POST', `/v1/admin/members/${id}/actions`, { token: mona.token, body });
    const acted = async (id: number, body: unknown): Promise<AdminMember> =>
      expectShape(await act(id, body), 200, adminMemberSchema);

    beforeAll(async () => {
      mona = await operator('mona@example.com', 'Mona');
      ada = await publishedMember('ada@example.com', 'Ada');
      bea = await publishedMember('bea@example.com', 'Bea');
      carl = await signUp('carl_z@example.com', 'Carl', 'Zeta');
    });

    it('operators only: 401 without a token, 403 for a member', async () => {
      const endpoints: Array<[string, string, unknown?]> = [
        ['GET', '/v1/admin/members'],
        ['GET', `/v1/admin/members/${ada.id}`],
        ['POST', `/v1/admin/members/${ada.id}/actions`, { action: 'unpublish', reason: 'spam' }],
      ];
      for (const [method, path, body] of endpoints) {
        expectError(await api(method, path, { body }), 'Unauthorized', apiMessages.signInRequired);
        expectError(
          await api(method, path, { body, token: carl.token }),
          'Forbidden',
          apiMessages.operatorsOnly,
        );
      }
    });

    it('search: name or e-mail, any case, literally; name order; paged', async () => {
      const everyone = await search('');
      expect(everyone.items.map((item) => item.id)).toEqual([mona.id, ada.id, bea.id, carl.id]);
      expect(everyone).toMatchObject({ total: 4, limit: 25, offset: 0 });
      expect(everyone.items[0]).toMatchObject({ role: 'reviewer', published: false });
      expect(everyone.items[1]).toMatchObject({
        email: 'ada@example.com',
        role: 'member',
        profession: 'finance',
        published: true,
        complete: true,
        suspended: false,
      });
      const ids = async (query: string) => (await search(query)).items.map((item) => item.id);
      expect(await ids('q=PUBLISHED')).toEqual([ada.id, bea.id]);
      expect(await ids('q=ada%20published')).toEqual([ada.id]);
      expect(await ids('q=BEA%40EXAMPLE')).toEqual([bea.id]);
      expect(await ids('q=%20zeta%20')).toEqual([carl.id]);
      // % and _ are no wildcards.
      expect(await ids('q=%25')).toEqual([]);
      expect(await ids('q=_')).toEqual([carl.id]);
      const second = await search('limit=2&offset=1');
      expect([second.items.map((item) => item.id), second.total]).toEqual([[ada.id, bea.id], 4]);
      const long = { q: 'x'.repeat(101) };
      expectError(
        await api('GET', `/v1/admin/members?${new URLSearchParams(long).toString()}`, {
          token: mona.token,
        }),
        'InvalidRequest',
        contractMessage(memberQuerySchema, long),
      );
    });

    it('the member page: standing, reviews, reports and audit; 404 for an unknown id', async () => {
      const { member, reviews, reportsAbout, reportsBy, audit } = await page(ada.id);
      expect(member).toMatchObject({
        id: ada.id,
        firstName: 'Ada',
        lastName: 'Published',
        city: 'Chicago',
        region: 'IL',
        eligible: true,
        suspendedAt: null,
        suspended: false,
      });
      expect(reviews.map((review) => [review.state, review.trigger])).toEqual([
        ['submitted', 'submission'],
      ]);
      expect([reportsAbout, reportsBy, audit]).toEqual([[], [], []]);
      expect((await page(carl.id)).member).toMatchObject({ eligible: false, city: null });
      expectError(
        await api('GET', '/v1/admin/members/999999', { token: mona.token }),
        'ResourceNotFound',
        apiMessages.memberNotFound,
      );
      expectError(
        await api('GET', '/v1/admin/members/0x10', { token: mona.token }),
        'InvalidRequest',
        contractMessage(idParamSchema, '0x10'),
      );
    });

    it('actions: a reason from the list, a note with "other", never on yourself; 404', async () => {
      for (const body of [
        { action: 'unpublish', reason: 'rude' },
        { action: 'delete', reason: 'spam' },
        { action: 'unpublish', reason: 'other' },
        { action: 'unpublish' },
      ]) {
        expectError(
          await act(ada.id, body),
          'InvalidRequest',
          contractMessage(memberActionBodySchema, body),
        );
      }
      expect(contractMessage(memberActionBodySchema, { action: 'suspend', reason: 'x' })).toBe(
        apiMessages.unknownReason,
      );
      expectError(
        await act(mona.id, { action: 'suspend', reason: 'spam' }),
        'InvalidRequest',
        apiMessages.operatorsCannotActOnThemselves,
      );
      expectError(
        await act(999999, { action: 'suspend', reason: 'spam' }),
        'ResourceNotFound',
        apiMessages.memberNotFound,
      );
    });

    it('unpublish and republish: out of sight, the relations stay; audited', async () => {
      expectShape(await api('PUT', `/v1/user/watching/${ada.id}`, { token: bea.token }), 200);
      const unpublished = await acted(ada.id, {
        action: 'unpublish',
        reason: 'misrepresentation',
        note: 'Licence not found',
      });
      expect(unpublished.member).toMatchObject({ published: false, suspended: false });
      expectError(
        await api('GET', `/v1/profiles/${ada.id}`, { token: bea.token }),
        'ResourceNotFound',
        apiMessages.profileNotFound,
      );
      const watched = expectShape(
        await api('GET', '/v1/user/watching', { token: bea.token }),
        200,
        watchListSchema,
      );
      expect(watched.map((entry) => [entry.id, entry.profile.listed])).toEqual([[ada.id, false]]);
      expectError(
        await act(ada.id, { action: 'unpublish', reason: 'spam' }),
        'ResourceConflict',
        apiMessages.memberStateUnchanged('unpublished'),
      );

      const republished = await acted(ada.id, { action: 'republish', reason: 'not_eligible' });
      expect(republished.member.published).toBe(true);
      expectShape(await api('GET', `/v1/profiles/${ada.id}`, { token: bea.token }), 200);
      expectError(
        await act(ada.id, { action: 'republish', reason: 'spam' }),
        'ResourceConflict',
        apiMessages.memberStateUnchanged('published'),
      );
      expect(
        republished.audit.map((entry) => [entry.action, entry.reason, entry.note, entry.actor.id]),
      ).toEqual([
        ['member.republish', 'not_eligible', null, mona.id],
        ['member.unpublish', 'misrepresentation', 'Licence not found', mona.id],
      ]);
      expect(republished.audit[0]).toMatchObject({
        actor: { kind: 'member', name: 'Mona Operator', role: 'reviewer' },
        subject: { kind: 'member', id: ada.id, memberId: ada.id, memberName: 'Ada Published' },
      });
    });

    it('suspend: unpublished, every session ends, sign-in refused; lifting it lists again', async () => {
      const beaRefresh = (await login('bea@example.com')).refreshToken;
      const suspended = await acted(bea.id, { action: 'suspend', reason: 'policy_violation' });
      expect(suspended.member).toMatchObject({ suspended: true, published: false });
      expect(suspended.member.suspendedAt).not.toBeNull();
      expectError(
        await api('GET', '/v1/user', { token: bea.token }),
        'Unauthorized',
        apiMessages.sessionEnded,
      );
      expectError(
        await api('POST', '/v1/oauth/token', {
          body: {
            grantType: 'password',
            ...CLIENT,
            username: 'bea@example.com',
            password: PASSWORD,
          },
        }),
        'Forbidden',
        apiMessages.accountSuspended,
      );
      expectError(
        await api('POST', '/v1/oauth/token', {
          body: { grantType: 'refresh_token', ...CLIENT, refreshToken: beaRefresh },
        }),
        'Forbidden',
        apiMessages.accountSuspended,
      );
      for (const action of ['suspend', 'republish'] as const) {
        expectError(
          await act(bea.id, { action, reason: 'spam' }),
          'ResourceConflict',
          apiMessages.memberStateUnchanged('suspended'),
        );
      }
      expectError(
        await act(bea.id, { action: 'unpublish', reason: 'spam' }),
        'ResourceConflict',
        apiMessages.memberStateUnchanged('unpublished'),
      );

      const lifted = await acted(bea.id, { action: 'unsuspend', reason: 'policy_violation' });
      expect(lifted.member).toMatchObject({ suspended: false, suspendedAt: null, published: true });
      expectError(
        await act(bea.id, { action: 'unsuspend', reason: 'spam' }),
        'ResourceConflict',
        apiMessages.memberStateUnchanged('active'),
      );
      bea = { ...bea, token: (await login('bea@example.com')).accessToken };
      expectShape(await api('GET', '/v1/user', { token: bea.token }), 200);
    });

    it('republish needs a complete profile: 400 naming what is missing', async () => {
      const [position] = expectShape(
        await api('GET', '/v1/positions', { token: ada.token }),
        200,
        positionSchema.array(),
      );
      expectShape(await api('DELETE', `/v1/positions/${position!.id}`, { token: ada.token }), 204);
      await acted(ada.id, { action: 'unpublish', reason: 'not_eligible' });
      expectError(
        await act(ada.id, { action: 'republish', reason: 'not_eligible' }),
        'InvalidRequest',
        apiMessages.profileIncomplete(['positions']),
      );
      expect((await page(ada.id)).member).toMatchObject({ published: false, complete: false });
    });

    it('an adverse decision while suspended: lifting the suspension does not list again', async () => {
      const dan = await publishedMember('dan@example.com', 'Dan');
      const reviews = (await page(dan.id)).reviews;
      const id = reviews[0]!.id;
      const review = (path: string, body?: unknown) =>
        api('POST', `/v1/admin/reviews/${id}${path}`, { token: mona.token, body });
      expectShape(await review('/start'), 200, reviewDetailSchema);
      expectShape(
        await review('/decisions', { action: 'notice', reason: 'adverse_record' }),
        200,
        reviewDetailSchema,
      );
      expectShape(
        await api('POST', '/v1/user/check/response', {
          token: dan.token,
          body: { response: 'That record is not mine.' },
        }),
        200,
        myCheckSchema,
      );
      await acted(dan.id, { action: 'suspend', reason: 'adverse_record' });
      expectShape(
        await review('/decisions', { action: 'confirm', reason: 'adverse_record' }),
        200,
        reviewDetailSchema,
      );
      const lifted = await acted(dan.id, { action: 'unsuspend', reason: 'adverse_record' });
      expect(lifted.member).toMatchObject({ suspended: false, published: false });
      expect(lifted.reviews.map((row) => row.state)).toEqual(['adverse']);
    });

    it('only an admin acts on an operator: a reviewer gets 403, changing nothing', async () => {
      const otto = await operator('otto@example.com', 'Otto', 'admin');
      const rex = await operator('rex@example.com', 'Rex');
      for (const [target, action] of [
        [otto, 'suspend'],
        [rex, 'unpublish'],
      ] as const) {
        expectError(
          await act(target.id, { action, reason: 'spam' }),
          'Forbidden',
          apiMessages.operatorNeedsAdmin,
        );
        const standing = await page(target.id);
        expect(standing.member.suspended).toBe(false);
        expect(standing.audit.map((entry) => entry.action)).toEqual(['role.grant']);
      }
      const suspended = expectShape(
        await api('POST', `/v1/admin/members/${rex.id}/actions`, {
          token: otto.token,
          body: { action: 'suspend', reason: 'policy_violation' },
        }),
        200,
        adminMemberSchema,
      );
      expect(suspended.member.suspended).toBe(true);
    });
  });
});
