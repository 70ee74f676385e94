import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { ALL, type ProfileSearchQuery } from '../contract';
import type { Database } from './client';
import { cardColumns } from './columns';
import { sessions, users } from './schema';

// Prepared statements for the hottest paths (every authenticated request, and community
// search). Preparing skips rebuilding the SQL on each call, and on PostgreSQL it also skips
// parsing and planning. One set per database, built on first use.

export type SearchShape = {
  profession: boolean;
  expertise: boolean;
  region: 'none' | 'locations' | 'residence';
  experienceYears: boolean;
};

const shapeOf = (query: ProfileSearchQuery): SearchShape => ({
  profession: query.profession !== undefined,
  expertise: query.expertise !== undefined,
  region: !query.region ? 'none' : query.searchByRegion ? 'residence' : 'locations',
  experienceYears: query.experienceYears !== undefined,
});

function searchFilters(shape: SearchShape): SQL {
  const filters: SQL[] = [eq(users.published, true), eq(users.complete, true)];
  if (shape.profession) filters.push(sql`${users.profession} = ${sql.placeholder('profession')}`);
  if (shape.expertise) {
    filters.push(sql`${users.expertises} @> array[${sql.placeholder('expertise')}]::text[]`);
  }
  if (shape.region === 'residence') {
    filters.push(sql`${users.region} = ${sql.placeholder('region')}`);
  } else if (shape.region === 'locations') {
    // Members practising in that state, or in all states.
    filters.push(
      sql`${users.locations} && array[${sql.placeholder('region')}, ${sql.raw(`'${ALL}'`)}]::text[]`,
    );
  }
  if (shape.experienceYears) {
    filters.push(sql`${users.experienceYears} = ${sql.placeholder('experienceYears')}`);
  }
  return and(...filters)!;
}

export function createQueries(db: Database) {
  // The session check of every authenticated request also loads the member, so routes that
  // need the member (GET /v1/user) cost one query in all.
  const sessionUser = db
    .select({ user: users, revokedAt: sessions.revokedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt)))
    .prepare('session_user');

  const searches = new Map<string, ReturnType<typeof prepareSearch>>();
  let statementCount = 0;
  function prepareSearch(shape: SearchShape) {
    const where = searchFilters(shape);
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

  // Counting every match costs far more than reading one page, and the total only feeds a
  // "N members" line, so it is kept for a few seconds per filter. Writes in this process that
  // can change the listing clear it at once (invalidateSearch); other instances catch up
  // within TOTAL_TTL_MS.
  const totals = new Map<string, { total: number; at: number }>();
  const TOTAL_TTL_MS = 10_000;

  return {
    sessionUser: (sessionId: string) => sessionUser.execute({ sessionId }),
    invalidateSearch: () => totals.clear(),
    async search(query: ProfileSearchQuery, now = Date.now()) {
      const shape = shapeOf(query);
      const shapeKey = JSON.stringify(shape);
      let prepared = searches.get(shapeKey);
      if (!prepared) {
        prepared = prepareSearch(shape);
        searches.set(shapeKey, prepared);
      }
      const values = {
        profession: query.profession,
        expertise: query.expertise,
        region: query.region,
        experienceYears: query.experienceYears,
        limit: query.limit,
        offset: query.offset,
      };
      const rows = await prepared.page.execute(values);
      // A short first page is the whole answer: no need to count.
      if (query.offset === 0 && rows.length < query.limit) return { rows, total: rows.length };
      const totalKey = JSON.stringify([
        query.profession,
        query.expertise,
        shape.region,
        query.region,
        query.experienceYears,
      ]);
      const cached = totals.get(totalKey);
      if (cached && now - cached.at < TOTAL_TTL_MS) return { rows, total: cached.total };
      const [counted] = await prepared.total.execute(values);
      const total = counted?.total ?? 0;
      if (totals.size > 1000) totals.clear();
      totals.set(totalKey, { total, at: now });
      return { rows, total };
    },
  };
}

export type Queries = ReturnType<typeof createQueries>;
