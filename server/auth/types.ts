import type { users } from '../db/schema';

/** The signed-in member of a request, as the access-token check found it. */
export interface AuthInfo {
  userId: number;
  sessionId: string;
  /** The member as loaded with the session check, before the handler ran. */
  user: typeof users.$inferSelect;
  /** When this session passed the operator's second factor; null until then (or unknown). */
  secondFactorAt?: Date | null;
}
