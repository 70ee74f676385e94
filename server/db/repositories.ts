import { createAccountRepository } from './account';
import { createAccountEmailsRepository } from './accountEmails';
import { createAuditRepository } from './audit';
import { createAuthRepository, createSessionCache, type SessionCache } from './auth';
import { createCareerRepository } from './career';
import { noChangeFeed, type ChangeFeed } from './changes';
import type { Database, Executor } from './client';
import { createDashboardRepository } from './dashboard';
import { createJobsRepository } from './jobs';
import { createLicencesRepository } from './licences';
import { createMembersRepository } from './members';
import { createNotificationsRepository } from './notifications';
import { createNotificationPreferencesRepository } from './notificationPreferences';
import { createOperatorsRepository } from './operators';
import { createOutboxRepository } from './outbox';
import { createPostsRepository } from './posts';
import { createProfilesRepository } from './profiles';
import { createReviewsRepository } from './reviews';
import { createReportsRepository } from './reports';
import { createSavedSearchesRepository } from './savedSearches';
import { createSearchRepository, type SearchRepository } from './search';
import { createSecondFactorRepository } from './secondFactor';
import { createTeamRepository } from './team';
import { createTestimonialsRepository } from './testimonials';
import { createUploadsRepository } from './uploads';
import { createUsersRepository } from './users';
import { createVerificationsRepository } from './verifications';
import { createWatchRepository } from './watch';

/**
 * Every query lives in a repository: one module per resource in this folder (the shape of
 * fastify/demo's tasks-repository), its queries and prepared statements side by side. A new
 * resource (server/db/notifications.ts) copies team.ts and is added to repositoriesOver():
 *
 *   export function createNotificationsRepository(db: Executor) {
 *     return {
 *       async insert(values: { userId: number; text: string; now: Date }) { … },
 *       list(userId: number) { return db.select().from(notifications).where(…); },
 *     };
 *   }
 *   export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
 *
 * - A repository is built over an executor: the app's database (`ctx.repos`, built once per
 *   app) or a transaction (`ctx.transaction(async (tx) => …)` hands `work` a set built over
 *   it, `tx.team`, `tx.outbox`, …). Methods take no executor, so a query written inside a
 *   transaction cannot run outside it by mistake.
 * - Routes never see the database or the schema: they parse with the contract, call
 *   `ctx.repos.<resource>`, open `ctx.transaction` (or `ctx.listingWrite`) when several writes
 *   must be atomic, and shape the answer (members/serialize.ts). Methods answer rows and plain
 *   values, not wire shapes, and throw no HTTP errors (but `users.get`, the catalogue's 404).
 * - A prepared statement is built on first use inside its repository (`auth.sessionUser`):
 *   over the app's database that is once per app. State that belongs to the whole app (the
 *   community search's cached totals) lives in a repository built over the app's database
 *   only, `ctx.repos.search` and `ctx.repos.sessions`, which a transaction does not hand out;
 *   they keep rows in memory until the change feed says they changed (server/db/changes.ts).
 */
export function repositoriesOver(db: Executor) {
  return {
    account: createAccountRepository(db),
    accountEmails: createAccountEmailsRepository(db),
    audit: createAuditRepository(db),
    auth: createAuthRepository(db),
    career: createCareerRepository(db),
    dashboard: createDashboardRepository(db),
    jobs: createJobsRepository(db),
    licences: createLicencesRepository(db),
    members: createMembersRepository(db),
    notifications: createNotificationsRepository(db),
    notificationPreferences: createNotificationPreferencesRepository(db),
    operators: createOperatorsRepository(db),
    outbox: createOutboxRepository(db),
    posts: createPostsRepository(db),
    profiles: createProfilesRepository(db),
    reviews: createReviewsRepository(db),
    reports: createReportsRepository(db),
    savedSearches: createSavedSearchesRepository(db),
    secondFactor: createSecondFactorRepository(db),
    team: createTeamRepository(db),
    testimonials: createTestimonialsRepository(db),
    uploads: createUploadsRepository(db),
    users: createUsersRepository(db),
    verifications: createVerificationsRepository(db),
    watch: createWatchRepository(db),
  };
}

export type Repositories = ReturnType<typeof repositoriesOver>;
export type AppRepositories = Repositories & { search: SearchRepository; sessions: SessionCache };

/**
 * What the context holds of the database: built once per app (server/context.ts). The caches
 * of the app's repositories (sessions, search) drop what the change feed says changed.
 */
export function createRepositories(db: Database, feed: ChangeFeed = noChangeFeed()) {
  const base = repositoriesOver(db);
  const repos: AppRepositories = {
    ...base,
    search: createSearchRepository(db, feed),
    sessions: createSessionCache(base.auth, feed),
  };

  /** Runs `work` in one transaction, with the repositories over it; rolls back if it throws. */
  const transaction = <T>(work: (tx: Repositories) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(repositoriesOver(tx)));

  /**
   * A transaction that can change who community search lists (profile fields, completion,
   * publishing): after it commits, the cached search totals are dropped.
   */
  async function listingWrite<T>(work: (tx: Repositories) => Promise<T>): Promise<T> {
    const result = await transaction(work);
    repos.search.invalidateListing();
    return result;
  }

  return { repos, transaction, listingWrite };
}
