import { and, desc, eq, lte, ne, type SQL } from 'drizzle-orm';
import type { Executor } from './client';
import { cardColumns } from './columns';
import { testimonials, users } from './schema';

// Testimonials (spec 6): a member's request (pending), written once by the writer through its
// uuid (unpublished), then published or unpublished by the member.

export type TestimonialRow = typeof testimonials.$inferSelect;

export function createTestimonialsRepository(db: Executor) {
  const mine = (id: number, userId: number) =>
    and(eq(testimonials.id, id), eq(testimonials.userId, userId))!;
  const withRequester = async (where: SQL) => {
    const [row] = await db
      .select({ testimonial: testimonials, requester: cardColumns })
      .from(testimonials)
      .innerJoin(users, eq(users.id, testimonials.userId))
      .where(where);
    return row;
  };

  return {
    /** A member's testimonials and requests, newest first. */
    list(userId: number): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .where(eq(testimonials.userId, userId))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
    },

    /** What the public profile shows: the published ones, newest first. */
    listPublished(userId: number): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .where(and(eq(testimonials.userId, userId), eq(testimonials.status, 'published')))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
    },

    /** The member's own testimonial with the member's card. */
    findOwn: (id: number, userId: number) => withRequester(mine(id, userId)),

    /** The writer's view, by the uuid of the e-mailed link. */
    findByUuid: (uuid: string) => withRequester(eq(testimonials.uuid, uuid)),

    async insertRequest(request: {
      uuid: string;
      userId: number;
      name: string;
      email: string;
      requestedRelationship: string | null;
      now: Date;
    }): Promise<TestimonialRow> {
      const { now, ...values } = request;
      const [row] = await db
        .insert(testimonials)
        .values({ ...values, createdAt: now, lastSentAt: now })
        .returning();
      return row!;
    },

    /** Written ones only (undefined otherwise): the condition holds when the update runs. */
    async setWrittenStatus(
      id: number,
      userId: number,
      status: string,
    ): Promise<TestimonialRow | undefined> {
      const [row] = await db
        .update(testimonials)
        .set({ status })
        .where(and(mine(id, userId), ne(testimonials.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * Takes the right to send the request e-mail again: only while pending and last sent
     * `intervalMs` ago or more, so two quick clicks send one e-mail.
     */
    async claimResend(id: number, userId: number, now: Date, intervalMs: number) {
      const claimed = await db
        .update(testimonials)
        .set({ lastSentAt: now })
        .where(
          and(
            mine(id, userId),
            eq(testimonials.status, 'pending'),
            lte(testimonials.lastSentAt, new Date(now.getTime() - intervalMs)),
          ),
        )
        .returning({ id: testimonials.id });
      return claimed.length > 0;
    },

    /**
     * Only a pending request can be written, and only once: undefined otherwise. The text and
     * the writer's disclosures are stored together, confirmed at `now`.
     */
    async write(
      uuid: string,
      written: {
        company: string;
        position: string;
        content: string;
        relationship: string;
        periodFrom: number;
        periodTo: number | null;
        paid: boolean;
        conflict: string;
      },
      now: Date,
    ): Promise<TestimonialRow | undefined> {
      const [row] = await db
        .update(testimonials)
        .set({
          company: written.company,
          position: written.position,
          content: written.content,
          relationship: written.relationship,
          periodFrom: written.periodFrom,
          periodTo: written.periodTo,
          paid: written.paid,
          conflict: written.conflict,
          status: 'unpublished',
          writtenAt: now,
          confirmedAt: now,
        })
        .where(and(eq(testimonials.uuid, uuid), eq(testimonials.status, 'pending')))
        .returning();
      return row;
    },
  };
}

export type TestimonialsRepository = ReturnType<typeof createTestimonialsRepository>;
