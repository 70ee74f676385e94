import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { IMAGE_FORMATS, IMAGE_WIDTHS, PROFESSIONS } from '@/contract';
import { hashPassword } from '@server/auth/passwords';
import { auditLog, instanceSettings, uploads, users } from '@server/db/schema';
import { imageStore } from '@server/uploads/lifecycle';
import { demoFaceOf } from '@demo/faces/index';
import {
  DEMO_CLEARED_AT,
  DEMO_LOGIN,
  DEMO_MEMBER_COUNT,
  DEMO_OPERATOR,
  DEMO_OPERATOR_ID,
  DEMO_USER_ID,
  DEMO_WAITING_MEMBERS,
  demoCommunity,
  generateMembers,
  NEWCOMER_EMAIL,
  NEWCOMER_ID,
} from '@demo/index';
import { DEMO_MARKER, seedDemo } from '@server/seed/seed';
import { demoPasswordRefusal } from '@server/seed/startup';
import { passSecondFactor } from './admin-helpers';
import type { Member } from './client';
import { defaultBackend } from './harness';
import { describeServer } from './suite';

describeServer(
  'demo community',
  ({ t, api }) => {
    beforeAll(async () => {
      const hash = await hashPassword(DEMO_LOGIN.password, t.config.passwords);
      await t.database.db.transaction((tx) =>
        seedDemo(tx, hash, { images: imageStore(t.app.ctx) }),
      );
    });

    it('is deterministic', () => {
      expect(generateMembers(5, 42)).toEqual(generateMembers(5, 42));
      expect(demoCommunity()).toEqual(demoCommunity());
    });

    it('gives every member a distinct full name: no first or last name is shared', () => {
      const { members, newcomer } = demoCommunity();
      const people = [...members, newcomer];
      expect(new Set(people.map((m) => m.firstName)).size).toBe(people.length);
      expect(new Set(people.map((m) => m.lastName)).size).toBe(people.length);
    });

    it('gives the demo member and the newcomer the ids the mocks and stories use', async () => {
      const rows = await t.database.db.select({ id: users.id, email: users.email }).from(users);
      expect(rows.find((r) => r.email === DEMO_LOGIN.email)?.id).toBe(DEMO_USER_ID);
      expect(rows.find((r) => r.email === NEWCOMER_EMAIL)?.id).toBe(NEWCOMER_ID);
    });

    it('lists every demo member: published, complete by the shared rule, every profession, many states', async () => {
      const result = await api.call('GET', '/api/v1/profiles?limit=100');
      expect(result.body.total).toBe(DEMO_MEMBER_COUNT);
      expect(result.body.total).toBeGreaterThanOrEqual(60);
      const professions = new Set(
        result.body.items.map((i: { profession: string }) => i.profession),
      );
      expect([...professions].sort()).toEqual([...PROFESSIONS].sort());
      const states = new Set(result.body.items.map((i: { region: string }) => i.region));
      expect(states.size).toBeGreaterThanOrEqual(15);
      const rows = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.published, true));
      expect(rows).toHaveLength(DEMO_MEMBER_COUNT);
      for (const { id } of rows) {
        const recomputed = await t.app.ctx.repos.profiles.refreshCompletion(id, new Date());
        expect(recomputed.report.missing, `member ${id}`).toEqual([]);
      }
    });

    it('has a demo operator and reviews: every check cleared but the queue’s four', async () => {
      const { reviews } = demoCommunity();
      const [operator] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_OPERATOR.email));
      expect(operator).toMatchObject({
        id: DEMO_OPERATOR_ID,
        role: 'admin',
        published: false,
        firstName: DEMO_OPERATOR.firstName,
      });
      const login = await api.login(DEMO_OPERATOR.email, DEMO_LOGIN.password);
      expect(login.status).toBe(200);
      const token = login.body.accessToken;
      // The admin area asks for the operator's second factor (issue 38): enrolled here.
      await passSecondFactor({ api, t }, { id: DEMO_OPERATOR_ID, token } as Member);
      const queue = await api.call('GET', '/api/v1/admin/reviews', { token });
      // The waiting reviews, oldest first, as the demo data dates them.
      const waiting = reviews
        .filter((review) => review.state !== 'cleared')
        .sort((a, b) => a.openedAt.localeCompare(b.openedAt));
      expect(waiting.map((review) => review.member).sort()).toEqual(
        Object.values(DEMO_WAITING_MEMBERS).sort(),
      );
      expect(
        queue.body.items.map((item: { member: { id: number }; state: string }) => [
          item.member.id,
          item.state,
        ]),
      ).toEqual(waiting.map((review) => [review.member + 1, review.state]));
      const started = queue.body.items.filter(
        (item: { state: string }) => item.state !== 'submitted',
      );
      expect(started.map((item: { state: string }) => item.state).sort()).toEqual([
        'in_review',
        'notice',
      ]);
      for (const item of started) expect(item.reviewer).toMatchObject({ id: DEMO_OPERATOR_ID });
      const cleared = await api.call('GET', '/api/v1/admin/reviews?state=cleared&limit=100', {
        token,
      });
      expect(cleared.body.total).toBe(DEMO_MEMBER_COUNT - 3);
      expect(reviews).toHaveLength(DEMO_MEMBER_COUNT + 1);
      const demo = await api.call('GET', `/api/v1/admin/members/${DEMO_USER_ID}`, { token });
      expect(demo.body.reviews).toEqual([
        expect.objectContaining({ state: 'cleared', decidedAt: DEMO_CLEARED_AT }),
      ]);
      expect(demo.body.audit).toEqual([
        expect.objectContaining({
          action: 'review.clear',
          actor: { kind: 'system', id: null, name: null, role: null },
        }),
      ]);
      const changed = await api.call('GET', `/api/v1/admin/reviews/${queue.body.items[3].id}`, {
        token,
      });
      expect(changed.body.review.changes).toHaveLength(1);
      expect(changed.body.eligibility.changedAt.experienceYears).toBe(
        changed.body.review.changes[0].changedAt,
      );
      expect(changed.body.history).toHaveLength(1);
    });

    it('grants the demo operator its role through the audit, by the seed, and marks the database', async () => {
      const grants = await t.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'role.grant'));
      expect(grants).toEqual([
        expect.objectContaining({
          actorKind: 'seed',
          actorId: null,
          actorRole: null,
          subjectKind: 'member',
          subjectId: DEMO_OPERATOR_ID,
          memberId: DEMO_OPERATOR_ID,
          note: `role: ${DEMO_OPERATOR.role}`,
        }),
      ]);
      const [marker] = await t.database.db
        .select()
        .from(instanceSettings)
        .where(eq(instanceSettings.key, DEMO_MARKER));
      expect(marker?.value).toMatchObject({ by: 'demo seed' });
    });

    it('refuses a public start while a demo account signs in with the published password', async () => {
      const at = (publicBaseUrl: string, seedDemo: boolean | 'trial' = false) =>
        demoPasswordRefusal({ ...t.app.ctx, config: { ...t.config, publicBaseUrl, seedDemo } });
      expect(await at('https://guildhall.example.com')).toContain(
        `${DEMO_OPERATOR.email}, an admin`,
      );
      // The local trial, and the demo meant (SEED_DEMO=true), are not refused.
      expect(await at('http://localhost:8080')).toBeNull();
      expect(await at('https://guildhall.example.com', true)).toBeNull();
      // Once no demo account signs in with it (here: every one given another password), it is
      // a community like any other.
      const other = await hashPassword('another-password', t.config.passwords);
      const demo = like(users.email, '%@guildhall.local');
      const before = await t.database.db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(demo);
      await t.database.db.update(users).set({ passwordHash: other }).where(demo);
      try {
        expect(await at('https://guildhall.example.com')).toBeNull();
        // One account left with it is enough.
        await t.database.db
          .update(users)
          .set({ passwordHash: before[0]!.passwordHash })
          .where(and(demo, eq(users.id, before[0]!.id)));
        expect(await at('https://guildhall.example.com')).toContain('1 demo account (');
      } finally {
        // The seed gave every demo account the one hash.
        await t.database.db
          .update(users)
          .set({ passwordHash: before[0]!.passwordHash })
          .where(demo);
      }
    });

    it('gives every demo member a drawn face and cover, stored and served as uploads', async () => {
      const rows = await t.database.db
        .select({ id: users.id, avatar: users.avatar, cover: users.cover })
        .from(users)
        .where(eq(users.published, true));
      expect(rows).toHaveLength(DEMO_MEMBER_COUNT);
      for (const row of rows) {
        const face = demoFaceOf(row.id - 1, row.id);
        expect(row, `member ${row.id}`).toEqual({
          id: row.id,
          avatar: face?.avatar,
          cover: face?.cover,
        });
      }
      // Stored uploads of their members, as a member's own upload is: the purge leaves them.
      const stored = await t.database.db.select().from(uploads);
      expect(stored).toHaveLength(DEMO_MEMBER_COUNT * 2);
      for (const upload of stored) {
        expect(upload.storedAt).not.toBeNull();
        const owner = rows.find((row) => row.id === upload.userId);
        expect([owner?.avatar, owner?.cover]).toContain(upload.key);
      }
      // The newcomer and the operator have none.
      const others = await t.database.db
        .select({ avatar: users.avatar, cover: users.cover })
        .from(users)
        .where(eq(users.published, false));
      expect(others.every((row) => row.avatar === null && row.cover === null)).toBe(true);

      // Served in every size and format the SPA asks for (src/lib/uploads.ts), like any upload.
      const profile = await api.call('GET', `/api/v1/profiles/${DEMO_USER_ID + 7}`);
      const { avatar, cover } = profile.body;
      expect(avatar).toMatch(/^avatars\/8-demo-[0-9a-f]{10}$/);
      expect(cover).toMatch(/^covers\/8-demo-[0-9a-f]{10}$/);
      const sizes = [
        ...IMAGE_WIDTHS.avatars.map((width) => [avatar, width, width] as const),
        ...IMAGE_WIDTHS.covers.map((width) => [cover, width, (width * 630) / 1200] as const),
      ];
      for (const [key, width, height] of sizes) {
        for (const format of IMAGE_FORMATS) {
          const served = await t.app.inject({
            method: 'GET',
            url: `/api/uploads/${key}/${width}.${format}`,
          });
          expect(served.statusCode, `${key}/${width}.${format}`).toBe(200);
          expect(served.headers['content-type']).toBe(
            format === 'webp' ? 'image/webp' : 'image/jpeg',
          );
          expect(await sharp(served.rawPayload).metadata()).toMatchObject({
            format: format === 'webp' ? 'webp' : 'jpeg',
            width,
            height,
          });
        }
      }
      // Each member their own face: no two avatars' pixels are the same.
      const portraits = await Promise.all(
        rows.slice(0, 12).map(async (row) => {
          const served = await t.app.inject({
            method: 'GET',
            url: `/api/uploads/${row.avatar}/96.webp`,
          });
          return served.rawPayload.toString('base64');
        }),
      );
      expect(new Set(portraits).size).toBe(portraits.length);
      // The cards of the directory carry the avatar key too.
      const list = await api.call('GET', '/api/v1/profiles?limit=100');
      expect(
        list.body.items.every((item: { avatar: string | null }) =>
          /^avatars\/\d+-demo-/.test(item.avatar ?? ''),
        ),
      ).toBe(true);
    });

    it('has a demo login with a team, a watch list, testimonials and an invitation', async () => {
      const login = await api.login(DEMO_LOGIN.email, DEMO_LOGIN.password);
      expect(login.status).toBe(200);
      const token = login.body.accessToken;
      const [demo] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, DEMO_LOGIN.email));
      expect(demo).toMatchObject({ published: true, complete: true });
      const team = await api.call('GET', '/api/v1/user/team', { token });
      expect(team.body.map((r: { status: string }) => r.status).sort()).toEqual([
        'accepted',
        'accepted',
        'accepted',
        'pending',
      ]);
      expect((await api.call('GET', '/api/v1/user/watching', { token })).body).toHaveLength(4);
      const statuses = (await api.call('GET', '/api/v1/testimonials', { token })).body.map(
        (x: { status: string }) => x.status,
      );
      expect(statuses.sort()).toEqual(['pending', 'published', 'unpublished']);
      const profile = await api.call('GET', `/api/v1/profiles/${demo!.id}`);
      expect(profile.body.testimonials).toHaveLength(1);
    });
  },
  {},
  { backends: [defaultBackend()] },
);
