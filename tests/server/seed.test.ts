import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFESSIONS } from '@/contract';
import { hashPassword } from '@server/auth/passwords';
import { users } from '@server/db/schema';
import { DEMO_LOGIN, DEMO_MEMBER_COUNT, generateMembers, seedDemo } from '@server/db/seed';
import { refreshCompletion } from '@server/members/store';
import { client } from './client';
import { createTestApp, type TestApp } from './harness';

describe('demo community', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t.app);
    const hash = await hashPassword(DEMO_LOGIN.password, 10);
    await t.database.db.transaction((tx) => seedDemo(tx, hash, new Date()));
  });
  afterAll(() => t.close());

  it('is deterministic', () => {
    expect(generateMembers(5, 42)).toEqual(generateMembers(5, 42));
  });

  it('lists every demo member: published, complete by the shared rule, every profession, many states', async () => {
    const result = await api.call('GET', '/api/v1/profiles?limit=100');
    expect(result.body.total).toBe(DEMO_MEMBER_COUNT);
    expect(result.body.total).toBeGreaterThanOrEqual(60);
    const professions = new Set(result.body.items.map((i: { profession: string }) => i.profession));
    expect([...professions].sort()).toEqual([...PROFESSIONS].sort());
    const states = new Set(result.body.items.map((i: { region: string }) => i.region));
    expect(states.size).toBeGreaterThanOrEqual(15);
    const rows = await t.database.db.select({ id: users.id }).from(users);
    for (const { id } of rows) {
      const recomputed = await refreshCompletion(t.database.db, id, new Date());
      expect(recomputed.report.missing, `member ${id}`).toEqual([]);
    }
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
});
