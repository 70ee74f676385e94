import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from './client';
import { nextVersion } from './licences';
import { certifications, educations, positions } from './schema';

// Certifications, educations and positions: one shape of queries over three tables, each kept
// in the order spec 9 lists it (the settings lists and the public profile alike).

const careerTables = {
  certifications: {
    table: certifications,
    order: [desc(certifications.issuedDate), desc(certifications.id)],
  },
  educations: { table: educations, order: [desc(educations.issuedYear), desc(educations.id)] },
  positions: { table: positions, order: [desc(positions.startDate), desc(positions.id)] },
};

export type CareerKind = keyof typeof careerTables;
export type CareerRow<K extends CareerKind> = (typeof careerTables)[K]['table']['$inferSelect'];
/** A record's own fields, as the contract's body schemas give them. */
export type CareerFields = Record<string, unknown>;

export function createCareerRepository(db: Executor) {
  // The three tables share id, userId and createdAt, which is all these queries name; one
  // table's type stands for the three, and the rows are given back as the kind's own.
  const tableOf = (kind: CareerKind) => careerTables[kind].table as typeof certifications;
  const mine = (kind: CareerKind, id: number, userId: number) =>
    and(eq(tableOf(kind).id, id), eq(tableOf(kind).userId, userId));

  return {
    async list<K extends CareerKind>(kind: K, userId: number): Promise<CareerRow<K>[]> {
      const table = tableOf(kind);
      return db
        .select()
        .from(table)
        .where(eq(table.userId, userId))
        .orderBy(...careerTables[kind].order) as Promise<CareerRow<K>[]>;
    },

    /** One record by id, the member's only: another member's answers as a missing one. */
    async find<K extends CareerKind>(
      kind: K,
      id: number,
      userId: number,
    ): Promise<CareerRow<K> | undefined> {
      const [row] = await db
        .select()
        .from(tableOf(kind))
        .where(mine(kind, id, userId));
      return row as CareerRow<K> | undefined;
    },

    async insert<K extends CareerKind>(
      kind: K,
      userId: number,
      fields: CareerFields,
      createdAt: Date,
    ): Promise<CareerRow<K>> {
      const [row] = await db
        .insert(tableOf(kind))
        .values({ ...fields, userId, createdAt } as never)
        .returning();
      return row as CareerRow<K>;
    },

    /** Undefined when the member has no such record. */
    async update<K extends CareerKind>(
      kind: K,
      id: number,
      userId: number,
      changes: CareerFields,
    ): Promise<CareerRow<K> | undefined> {
      const versioned =
        kind === 'certifications' && changes.updatedAt instanceof Date
          ? { ...changes, updatedAt: nextVersion(changes.updatedAt) }
          : changes;
      const [row] = await db
        .update(tableOf(kind))
        .set(versioned)
        .where(mine(kind, id, userId))
        .returning();
      return row as CareerRow<K> | undefined;
    },

    /** Whether the member had that record. */
    async remove(kind: CareerKind, id: number, userId: number): Promise<boolean> {
      const table = tableOf(kind);
      const removed = await db
        .delete(table)
        .where(mine(kind, id, userId))
        .returning({ id: table.id });
      return removed.length > 0;
    },

    /** What the completion rule reads of a member's career (src/contract/completion.ts). */
    async completionFacts(userId: number) {
      // One after another: inside a transaction they share one connection.
      const certs = await db
        .select({ id: certifications.id })
        .from(certifications)
        .where(eq(certifications.userId, userId));
      const edus = await db
        .select({ id: educations.id })
        .from(educations)
        .where(eq(educations.userId, userId));
      const pos = await db
        .select({ startDate: positions.startDate, endDate: positions.endDate })
        .from(positions)
        .where(eq(positions.userId, userId));
      return { certifications: certs, educations: edus, positions: pos };
    },
  };
}

export type CareerRepository = ReturnType<typeof createCareerRepository>;
