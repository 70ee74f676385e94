import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import type { Executor } from './client';
import { demoMember, mulberry32, TESTIMONIAL_TEXTS, type DemoMember } from './demo-data';
import {
  certifications,
  educations,
  positions,
  teamRelations,
  testimonials,
  users,
  watchEntries,
} from './schema';

export const DEMO_LOGIN = { email: 'demo@guildhall.local', password: 'guildhall-demo' } as const;
export const DEMO_MEMBER_COUNT = 70;
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

/** `count` members from a seed; emails are unique per (seed, index). */
export function generateMembers(count: number, seed: number, firstIndex = 0): DemoMember[] {
  const rng = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => demoMember(rng, firstIndex + i));
}

/** The demo community, on first start with an empty database. */
export async function seedDemoIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_LOGIN.password, ctx.config.scryptLogN);
  await ctx.db.transaction((tx) => seedDemo(tx, passwordHash, ctx.now()));
  log.info(
    `Seeded the demo community (${DEMO_MEMBER_COUNT} members) in ${Date.now() - started} ms. ` +
      `Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
  );
}

export async function seedDemo(tx: Executor, passwordHash: string, now: Date): Promise<number> {
  const members = generateMembers(DEMO_MEMBER_COUNT, 20261121);
  // Member 0 is the demo login: a complete, published accounting profile.
  members[0] = { ...members[0]!, email: DEMO_LOGIN.email, firstName: 'Dana', lastName: 'Demo' };
  const ids = await insertMembers(tx, members, passwordHash, now);
  const [demoId, ...others] = ids as [number, ...number[]];
  const rng = mulberry32(7);

  // Published testimonials for most members; the demo member also has one of each status.
  const written = others.flatMap((userId, i) =>
    i % 4 === 3
      ? []
      : [
          {
            uuid: randomUUID(),
            userId,
            name: `${members[(i + 5) % members.length]!.firstName} ${members[(i + 9) % members.length]!.lastName}`,
            email: `writer${i}@example.com`,
            company: `${members[(i + 3) % members.length]!.lastName} & Co`,
            position: 'Managing Director',
            content: TESTIMONIAL_TEXTS[i % TESTIMONIAL_TEXTS.length]!,
            status: 'published',
            createdAt: now,
            lastSentAt: now,
            writtenAt: now,
          },
        ],
  );
  const demoTestimonials = (['published', 'unpublished', 'pending'] as const).map((status, i) => ({
    uuid: randomUUID(),
    userId: demoId,
    name: ['Ada Brooks', 'Ben Carter', 'Cleo Diaz'][i]!,
    email: `writer.demo${i}@example.com`,
    company: status === 'pending' ? null : 'Brooks Carter LLP',
    position: status === 'pending' ? null : 'Partner',
    content: status === 'pending' ? null : TESTIMONIAL_TEXTS[i]!,
    status,
    createdAt: new Date(now.getTime() - (i + 1) * 86_400_000),
    lastSentAt: new Date(now.getTime() - (i + 1) * 86_400_000),
    writtenAt: status === 'pending' ? null : now,
  }));
  await tx.insert(testimonials).values([...written, ...demoTestimonials]);

  // The demo member's team (3 accepted, 1 pending), an invitation to another team, and some
  // relations between other members so team pages are not empty.
  const relation = (ownerId: number, memberId: number, status: string) => ({
    ownerId,
    memberId,
    status,
    createdAt: now,
    updatedAt: now,
  });
  const relations = [
    relation(demoId, others[0]!, 'accepted'),
    relation(demoId, others[1]!, 'accepted'),
    relation(demoId, others[2]!, 'accepted'),
    relation(demoId, others[3]!, 'pending'),
    relation(others[4]!, demoId, 'pending'),
  ];
  for (let i = 5; i < 35; i += 3) {
    relations.push(relation(others[i]!, others[i + 1]!, rng() < 0.7 ? 'accepted' : 'pending'));
  }
  await tx.insert(teamRelations).values(relations);
  await tx.insert(watchEntries).values(
    [others[6]!, others[7]!, others[8]!, others[9]!].map((watchedId) => ({
      userId: demoId,
      watchedId,
      createdAt: now,
    })),
  );
  return ids.length;
}
