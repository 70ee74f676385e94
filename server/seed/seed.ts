import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { hashPassword } from '../auth/passwords';
import type { AppContext } from '../context';
import { createAuditRepository } from '../db/audit';
import type { Executor } from '../db/client';
import { createOperatorsRepository } from '../db/operators';
import {
  auditLog,
  backgroundChecks,
  certifications,
  educations,
  instanceSettings,
  memberChanges,
  positions,
  reviews,
  teamRelations,
  testimonials,
  users,
  watchEntries,
} from '../db/schema';
import { encryptSecret } from '../auth/ssn';
import { imageStore } from '../uploads/lifecycle';
import type { ImageStore } from '../uploads/store';
import { insertDemoFaces } from './faces';
import {
  DEMO_JOINED_AT,
  DEMO_LOGIN,
  DEMO_MEMBER_COUNT,
  DEMO_OPERATOR,
  demoCommunity,
  type DemoMember,
  type DemoReview,
} from '../../demo/index';

const CHUNK = 500;

/**
 * The `instance_settings` key that marks a database holding demo accounts (the demo seed's, or
 * `npm run seed`'s), whose password is the published one: a start at a public address refuses
 * it (server/seed/startup.ts). Migration 0010 marks a database seeded before the marker existed.
 */
export const DEMO_MARKER = 'demo';

/** Marks the database as holding demo accounts; the first mark stays. */
export async function markDemo(db: Executor, by: string, at: Date): Promise<void> {
  await db
    .insert(instanceSettings)
    .values({ key: DEMO_MARKER, value: { seededAt: at.toISOString(), by }, updatedAt: at })
    .onConflictDoNothing();
}

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
          // The demo community counts as verified (issue 23).
          emailVerifiedAt: createdAt,
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

/** The demo community, into an empty database (the rule: server/seed/startup.ts). */
export async function seedDemoIfEmpty(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  const [row] = await ctx.db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const started = Date.now();
  const passwordHash = await hashPassword(DEMO_LOGIN.password, ctx.config.passwords);
  await ctx.db.transaction((tx) =>
    seedDemo(tx, passwordHash, {
      sealSsn: (digits) => encryptSecret(digits, ctx.keys.ssn),
      images: imageStore(ctx),
    }),
  );
  log.info(
    `Seeded the demo community (${DEMO_MEMBER_COUNT} members) in ${Date.now() - started} ms. ` +
      `Demo login: ${DEMO_LOGIN.email} / ${DEMO_LOGIN.password}`,
  );
}

/** The demo SSN digits of member number `index` (each member its own, none real). */
export const demoSsn = (index: number): string => String(1000 + ((index * 7919) % 9000));

/**
 * Background checks for members (with `sealSsn`, their digits sealed as the server does) and
 * their reviews: `reviewsOf` lists them by member index. Decided reviews without an operator
 * were decided by the server itself, and the audit log says so (actor `system`); the steps of
 * the operator's reviews are theirs.
 */
export async function insertReviews(
  db: Executor,
  memberIds: number[],
  demoReviews: readonly DemoReview[],
  options: { sealSsn?: (digits: string) => string; operatorId?: number } = {},
): Promise<void> {
  const checkIds = new Map<number, number>();
  const { sealSsn, operatorId } = options;
  if (sealSsn) {
    await chunked(
      memberIds.map((userId, index) => ({ userId, index })),
      async (chunk) => {
        const rows = await db
          .insert(backgroundChecks)
          .values(
            chunk.map(({ userId, index }) => ({
              userId,
              ssnEncrypted: sealSsn(demoSsn(index)),
              createdAt: new Date(DEMO_JOINED_AT),
            })),
          )
          .returning({ id: backgroundChecks.id, userId: backgroundChecks.userId });
        for (const row of rows) checkIds.set(row.userId, row.id);
      },
    );
  }
  const at = (value: string | null) => (value ? new Date(value) : null);
  const withOperator = (review: DemoReview) => (review.operator ? (operatorId ?? null) : null);
  const inserted: Array<{ id: number; userId: number; review: DemoReview }> = [];
  await chunked([...demoReviews], async (chunk) => {
    const rows = await db
      .insert(reviews)
      .values(
        chunk.map((review) => {
          const userId = memberIds[review.member]!;
          const notice = review.state === 'notice';
          return {
            userId,
            checkId: checkIds.get(userId) ?? null,
            trigger: review.trigger,
            state: review.state,
            openedAt: new Date(review.openedAt),
            startedAt: at(review.startedAt),
            reviewerId: withOperator(review),
            reason: review.reason,
            decidedAt: at(review.decidedAt),
            decidedBy: review.decidedAt ? withOperator(review) : null,
            noticeReason: notice ? review.reason : null,
            noticeSentAt: at(review.noticeSentAt),
            noticeDueAt: at(review.noticeDueAt),
            changes: review.changes,
          };
        }),
      )
      .returning({ id: reviews.id, userId: reviews.userId });
    rows.forEach((row, i) => inserted.push({ id: row.id, userId: row.userId!, review: chunk[i]! }));
  });
  const changes = demoReviews.flatMap((review) =>
    review.changes.map((change) => ({
      userId: memberIds[review.member]!,
      field: change.field,
      fromValue: change.from,
      toValue: change.to,
      changedAt: new Date(change.changedAt),
    })),
  );
  await chunked(changes, (chunk) => db.insert(memberChanges).values(chunk));

  const entries = inserted.flatMap(({ id, userId, review }) => {
    const entry = (action: 'review.start' | 'review.notice' | 'review.clear', when: string) => {
      const operator = review.operator && operatorId !== undefined;
      return {
        at: new Date(when),
        actorKind: operator ? 'member' : 'system',
        actorId: operator ? operatorId : null,
        actorRole: operator ? DEMO_OPERATOR.role : null,
        action,
        subjectKind: 'review',
        subjectId: id,
        memberId: userId,
        reason: action === 'review.start' ? null : review.reason,
      };
    };
    return [
      ...(review.startedAt ? [entry('review.start', review.startedAt)] : []),
      ...(review.noticeSentAt ? [entry('review.notice', review.noticeSentAt)] : []),
      ...(review.state === 'cleared' && review.decidedAt
        ? [entry('review.clear', review.decidedAt)]
        : []),
    ];
  });
  entries.sort((a, b) => a.at.getTime() - b.at.getTime());
  await chunked(entries, (chunk) => db.insert(auditLog).values(chunk));
}

/**
 * Inserts the demo community (demo/), the same one the MSW handlers load, with the demo
 * operator and the members' reviews (their checks' digits too, with `sealSsn`) and, with
 * `images` (the image store), the members' faces and covers as stored uploads. Returns the
 * user count.
 */
export async function seedDemo(
  tx: Executor,
  passwordHash: string,
  options: { sealSsn?: (digits: string) => string; images?: Pick<ImageStore, 'put'> } = {},
): Promise<number> {
  const community = demoCommunity();
  const joinedAt = new Date(DEMO_JOINED_AT);
  const memberIds = await insertMembers(tx, community.members, passwordHash, joinedAt);
  if (options.images) await insertDemoFaces(tx, options.images, memberIds, joinedAt);
  const { newcomer } = community;
  const [added] = await tx
    .insert(users)
    .values({
      ...newcomer,
      passwordHash,
      createdAt: joinedAt,
      emailVerifiedAt: joinedAt,
      employmentStatus: 'independent',
      published: false,
      complete: false,
    })
    .returning({ id: users.id });
  // Rows name members by index; the newcomer comes right after the members, then the operator.
  const ids = [...memberIds, added!.id];
  const idOf = (index: number) => ids[index]!;
  const { role, ...operatorFields } = DEMO_OPERATOR;
  const [operator] = await tx
    .insert(users)
    .values({
      ...operatorFields,
      passwordHash,
      createdAt: joinedAt,
      emailVerifiedAt: joinedAt,
      published: false,
      complete: false,
    })
    .returning({ id: users.id });
  // The operator's role as `npm run operator -- add` grants one (server/operators/requests.ts),
  // with its audit entry, by the seed.
  await createOperatorsRepository(tx).setRole(operator!.id, role);
  await createAuditRepository(tx).record({
    actor: { kind: 'seed', id: null, role: null },
    action: 'role.grant',
    subject: { kind: 'member', id: operator!.id },
    memberId: operator!.id,
    note: `role: ${role}`,
    at: joinedAt,
  });
  await insertReviews(tx, memberIds, community.reviews, {
    sealSsn: options.sealSsn,
    operatorId: operator!.id,
  });

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
  await markDemo(tx, 'demo seed', new Date());
  return ids.length + 1;
}
