import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { Executor } from '../db/client';
import {
  certifications,
  educations,
  positions,
  teamRelations,
  testimonials,
  users,
  watchEntries,
} from '../db/schema';
import {
  DEMO_JOINED_AT,
  DEMO_LOGIN,
  DEMO_MEMBER_COUNT,
  demoCommunity,
  type DemoMember,
} from '../../demo/index';

const CHUNK = 500;

async function chunked<T>(items: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < items.length; i += CHUNK) await insert(items.slice(i, i + CHUNK));
}

/**
 * Inserts complete, published members in bulk (multi-row inserts). Every member shares one
 * password hash, computed once by the caller, so seeding thousands stays fast.
 */
export async function insertMembers(
  db: Executor,
  members: DemoMember[],
  passwordHash: string,
  createdAt: Date,
): Promise<number[]> {
  const ids: number[] = [];
  await chunked(members, async (chunk) => {
    const rows = await db
      .insert(users)
      .values(
        chunk.map((m) => ({
          email: m.email,
          passwordHash,
          firstName: m.firstName,
          lastName: m.lastName,
          createdAt,
          profession: m.profession,
          experienceYears: m.experienceYears,
          employmentStatus: 'independent',
          independentStatus: m.independentStatus,
          city: m.city,
          region: m.region,
          postalCode: m.postalCode,
          expertises: m.expertises,
          locations: m.locations,
          summary: m.summary,
          heroMoment: m.heroMoment,
          bio: m.bio,
          contactEmail: m.contactEmail,
          contactPhone: m.contactPhone,
          website: m.website,
          published: true,
          complete: true,
        })),
      )
      .returning({ id: users.id });
    ids.push(...rows.map((row) => row.id));
  });
  const withIds = members.map((member, index) => ({ member, userId: ids[index]! }));
  await chunked(
    withIds.flatMap(({ member, userId }) =>
      member.positions.map((p) => ({ ...p, userId, createdAt })),
    ),
    (chunk) => db.insert(positions).values(chunk),
  );
  await chunked(
    withIds.map(({ member, userId }) => ({ ...member.education, userId, createdAt })),
    (chunk) => db.insert(educations).values(chunk),
  );
  await chunked(
    withIds.flatMap(({ member, userId }) =>
      member.certification ? [{ ...member.certification, userId, createdAt }] : [],
    ),
    (chunk) => db.insert(certifications).values(chunk),
  );
  return ids;
}

/** The demo community, on first start with an empty database. */
export async function seedDemoIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_LOGIN.password, ctx.config.scryptLogN);
  await ctx.db.transaction((tx) => seedDemo(tx, passwordHash));
  log.info(
    `Seeded the demo community (${DEMO_MEMBER_COUNT} members) in ${Date.now() - started} ms. ` +
      `Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
  );
}

/** Inserts the demo community (demo/), the same one the MSW handlers load. Returns the user count. */
export async function seedDemo(tx: Executor, passwordHash: string): Promise<number> {
  const community = demoCommunity();
  const joinedAt = new Date(DEMO_JOINED_AT);
  const memberIds = await insertMembers(tx, community.members, passwordHash, joinedAt);
  const { newcomer } = community;
  const [added] = await tx
    .insert(users)
    .values({
      ...newcomer,
      passwordHash,
      createdAt: joinedAt,
      employmentStatus: 'independent',
      published: false,
      complete: false,
    })
    .returning({ id: users.id });
  // Rows name members by index; the newcomer comes right after the members.
  const ids = [...memberIds, added!.id];
  const idOf = (index: number) => ids[index]!;

  await tx.insert(testimonials).values(
    community.testimonials.map((t) => {
      const sentAt = new Date(t.sentAt);
      return {
        uuid: t.uuid ?? randomUUID(),
        userId: idOf(t.member),
        name: t.name,
        email: t.email,
        company: t.company,
        position: t.position,
        content: t.content,
        status: t.status,
        createdAt: sentAt,
        lastSentAt: sentAt,
        writtenAt: t.status === 'pending' ? null : sentAt,
      };
    }),
  );
  await tx.insert(teamRelations).values(
    community.team.map((r) => ({
      ownerId: idOf(r.owner),
      memberId: idOf(r.member),
      status: r.status,
      createdAt: joinedAt,
      updatedAt: joinedAt,
    })),
  );
  await tx.insert(watchEntries).values(
    community.watching.map((w) => ({
      userId: idOf(w.user),
      watchedId: idOf(w.watched),
      createdAt: new Date(w.createdAt),
    })),
  );
  return ids.length;
}
