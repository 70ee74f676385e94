import { z } from 'zod';

// A backup is one .tar.gz:
//   manifest.json   what it holds (below), checked before anything is restored
//   database.sql    the whole database as SQL: the schema (the committed migrations the
//                   database had applied) then every row, then the sequences' positions
//   uploads/        DATA_DIR/uploads as it was (absent when uploads live on S3)
//   secret.key      DATA_DIR/secret.key, when the server generated its key there
// It holds the key that signs sessions and encrypts the background-check digits: it is as
// sensitive as the database, and is written readable by its owner only (mode 600).

export const MANIFEST = 'manifest.json';
export const DATABASE_SQL = 'database.sql';
export const UPLOADS = 'uploads';
export const SECRET_KEY = 'secret.key';

/**
 * Ends each statement group in database.sql on a line of its own (drizzle's own marker). No
 * value spans lines (newlines in values are written as \n escapes), so a line equal to it is
 * always a boundary, and the restore can load the file a batch at a time.
 */
export const STATEMENT_BREAK = '--> statement-breakpoint';

export const manifestSchema = z.object({
  format: z.literal('guildhall-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  /** The database it was taken from. */
  source: z.enum(['pglite', 'postgres']),
  /** Hashes of the migrations applied, in order (drizzle's __drizzle_migrations). */
  migrations: z.array(z.string()),
  /** Rows per table ("schema"."table"), checked after the load. */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  members: z.number().int().nonnegative(),
  /** null: the server kept uploads on S3, and they are not in the file. */
  uploads: z.object({ files: z.number().int(), bytes: z.number().int() }).nullable(),
  secretKey: z.boolean(),
});
export type Manifest = z.infer<typeof manifestSchema>;
