import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { ALL, type ProfileSearchQuery } from '../contract';
import { noChangeFeed, type ChangeFeed } from './changes';
import type { Database } from './client';
import { cardColumns } from './columns';
import { ReadCache } from './readCache';
import { certifications, users } from './schema';

// Community search (spec 7): only published, complete members, as profile cards. Its
// statements are prepared, one pair per shape of filter: preparing skips rebuilding the SQL on
// each call, and on PostgreSQL it also skips parsing and planning. Built over the app's
// database once (never over a transaction: the cached totals below are the app's), so it is
// the one repository that ctx.transaction does not hand out.

export type SearchShape = {
  profession: boolean;
  expertise: boolean;
  region: 'none' | 'locations' | 'residence';
  experienceYears: boolean;
  /** "Licensed in" (issue 24): community search only, never part of a saved search. */
  licensedIn?: boolean;
};

/** The filters of a search, as the SQL reads them (a saved search keeps these alone). */
export type SearchFilters = Pick<
  ProfileSearchQuery,
  'profession' | 'expertise' | 'region' | 'experienceYears' | 'searchByRegion'
>;
type FilterName = 'profession' | 'expertise' | 'region' | 'experienceYears';

export const shapeOf = (query: SearchFilters): SearchShape => ({
  profession: query.profession !== undefined,
  expertise: query.expertise !== undefined,
  region: !query.region ? 'none' : query.searchByRegion ? 'residence' : 'locations',
  experienceYears: query.experienceYears !== undefined,
});

/**
 * "Licensed in" (issue 24): a licence of that state that a reviewer verified and that has not
 * ended (a licence ends with its expiry month, so one whose month is `licensedFrom`, the first
 * of the current month, still counts). Expiring licences count; expired or revoked ones not.
 */
const licensedFilter = sql`exists (select 1 from ${certifications} where ${certifications.userId} = ${users.id} and ${certifications.kind} = 'licence' and ${certifications.verificationState} = 'verified' and ${certifications.jurisdiction} = ${sql.placeholder('licensedIn')} and (${certifications.expirationDate} is null or ${certifications.expirationDate} >= ${sql.placeholder('licensedFrom')}::date))`;

/** The first day of the month of `now` (UTC), 'yyyy-mm-01'. */
const monthOf = (now: Date): string => `${now.toISOString().slice(0, 7)}-01`;

/**
 * Who a search lists, the one writing of it: published, complete members and the shape's
 * filters. Each filter's value comes from `value`: a placeholder of a prepared statement here,
 * a bound value or a saved search's own column in server/db/savedSearches.ts.
 */
export function searchFilters(
  shape: SearchShape,
  value: (name: FilterName) => SQL | ReturnType<typeof sql.placeholder> = sql.placeholder,
): SQL {
  const filters: SQL[] = [eq(users.published, true), eq(users.complete, true)];
  if (shape.profession) filters.push(sql`${users.profession} = ${value('profession')}`);
  if (shape.expertise) {
    filters.push(sql`${users.expertises} @> array[${value('expertise')}]::text[]`);
  }
  if (shape.region === 'residence') {
    filters.push(sql`${users.region} = ${value('region')}`);
  } else if (shape.region === 'locations') {
    // Members practising in that state, or in all states.
    filters.push(
      sql`${users.locations} && array[${value('region')}, ${sql.raw(`'${ALL}'`)}]::text[]`,
    );
  }
  if (shape.experienceYears) {
    filters.push(sql`${users.experienceYears} = ${value('experienceYears')}`);
  }
  return and(...filters)!;
}

export function createSearchRepository(db: Database, feed: ChangeFeed = noChangeFeed()) {
  const searches = new Map<string, ReturnType<typeof prepareSearch>>();
  let statementCount = 0;
  function prepareSearch(shape: SearchShape) {
    const where = shape.licensedIn
      ? and(searchFilters(shape), licensedFilter)!
      : searchFilters(shape);
    statementCount += 1;
    return {
      // Walks the (last name, first name, id) index of listed members and stops at `limit`.
      page: db
        .select(cardColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(`search_page_${statementCount}`),
      total: db
        .select({ total: count() })
        .from(users)
        .where(where)
        .prepare(`search_total_${statementCount}`),
    };
  }

  function preparedFor(shapeKey: string, shape: SearchShape) {
    let prepared = searches.get(shapeKey);
    if (!prepared) {
      prepared = prepareSearch(shape);
      searches.set(shapeKey, prepared);
    }
    return prepared;
  }

  // Counting every match costs far more than reading one page and grows with the membership
  // (a sequential scan without a filter), and the total only feeds a "N members" line. So each
  // filter's total is kept, and once older than TOTAL_TTL_MS it is still answered while one
  // count refreshes it in the background: a search waits for a count only the first time its
  // filter is seen, and concurrent searches of one filter share one count. Writes in this
  // process that can change the listing drop the totals at once (invalidateListing), and the
  // change feed does the same for every other write (server/db/changes.ts).
  interface Total {
    total?: number;
    at: number;
    counting?: Promise<number>;
  }
  const totals = new Map<string, Total>();
  const TOTAL_TTL_MS = 10_000;
  const MAX_TOTALS = 1000;

  // The pages themselves (issue 25 §5): a page is the same for every reader (cards are public),
  // so each is kept until the change feed says who is listed, or what their card shows, may
  // have changed (a listed member's row, a certification: migration 0009), on any instance.
  type Page = Awaited<ReturnType<ReturnType<typeof prepareSearch>['page']['execute']>>;
  const pages = new ReadCache<string, Page>(feed, {
    ttlMs: TOTAL_TTL_MS,
    maxEntries: MAX_TOTALS,
  });
  const invalidateListing = () => {
    totals.clear();
    pages.clear();
  };
  feed.subscribe((change) => {
    if (change.kind !== 'member') invalidateListing();
  });

  function countInto(key: string, entry: Total, run: () => Promise<number>): Promise<number> {
    const counting = run().then(
      (total) => {
        entry.counting = undefined;
        // Dropped by a write meanwhile: this count may predate it, so it is not kept.
        if (totals.get(key) === entry) Object.assign(entry, { total, at: Date.now() });
        return total;
      },
      (error: unknown) => {
        entry.counting = undefined;
        if (entry.total === undefined && totals.get(key) === entry) totals.delete(key);
        throw error;
      },
    );
    entry.counting = counting;
    return counting;
  }

  async function totalOf(key: string, now: number, run: () => Promise<number>): Promise<number> {
    let entry = totals.get(key);
    if (!entry) {
      if (totals.size >= MAX_TOTALS) totals.clear();
      entry = { at: now };
      totals.set(key, entry);
    }
    if (entry.total !== undefined) {
      if (now - entry.at >= TOTAL_TTL_MS && !entry.counting) {
        // Stale: answered now, counted again behind it. A failed refresh keeps the old figure.
        countInto(key, entry, run).catch(() => undefined);
      }
      return entry.total;
    }
    return entry.counting ?? countInto(key, entry, run);
  }

  return {
    /**
     * After a write of this instance that can change who is listed (ctx.listingWrite calls it):
     * the change feed would tell the same, this is sooner.
     */
    invalidateListing,
    /** How many pages are kept now (metrics). */
    get cachedPages() {
      return pages.size;
    },
    /**
     * One page of cards and the number of matches. `today` is the app's clock (ctx.now()), which
     * decides whether a licence has ended; `now` times the cached totals.
     */
    async members(query: ProfileSearchQuery, today: Date, now = Date.now()) {
      const shape = { ...shapeOf(query), licensedIn: query.licensedIn !== undefined };
      const shapeKey = JSON.stringify(shape);
      const prepared = preparedFor(shapeKey, shape);
      const values = {
        profession: query.profession,
        expertise: query.expertise,
        region: query.region,
        experienceYears: query.experienceYears,
        licensedIn: query.licensedIn,
        licensedFrom: monthOf(today),
        limit: query.limit,
        offset: query.offset,
      };
      const rows = await pages.read(JSON.stringify([shapeKey, values]), () =>
        prepared.page.execute(values),
      );
      // A short first page is the whole answer: no need to count.
      if (query.offset === 0 && rows.length < query.limit) return { rows, total: rows.length };
      const totalKey = JSON.stringify([
        query.profession,
        query.expertise,
        shape.region,
        query.region,
        query.experienceYears,
        query.licensedIn,
        query.licensedIn === undefined ? undefined : monthOf(today),
      ]);
      const total = await totalOf(totalKey, now, async () => {
        const [counted] = await prepared.total.execute(values);
        return counted?.total ?? 0;
      });
      return { rows, total };
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
