import { demoDocuments, type DemoDocument } from './documents';
import { imagesBaseOf, withAbsoluteImage } from './images';

// A small content service in the hosted CMS's own REST shape (Prismic API v2): the repository
// root with its refs, and documents/search with `q` predicates, `orderings`, `pageSize` and
// `page`. Plain functions over plain data: the MSW handlers and the server both call them.

export const MASTER_REF = 'guildhall-demo-master';
const FIRST_PUBLISHED = Date.UTC(2026, 0, 5, 9, 0, 0);

export interface ContentAnswer {
  status: number;
  body: unknown;
}

export interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  href: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  slugs: string[];
  linked_documents: unknown[];
  lang: string;
  alternate_languages: unknown[];
  url: null;
  data: unknown;
}

// The CMS writes dates as 2026-01-05T09:00:00+0000.
const cmsDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

/**
 * Documents with ids and dates: one hour apart, in the order they are listed. Image urls are
 * made absolute against the images path beside the endpoint (`baseUrl`).
 */
export function storeDocuments(documents: DemoDocument[], baseUrl: string): StoredDocument[] {
  const imagesBase = imagesBaseOf(baseUrl);
  return documents.map((doc, index) => {
    const id = doc.id ?? `${doc.type}-${String(index + 1).padStart(3, '0')}`;
    const date = cmsDate(FIRST_PUBLISHED + index * 3_600_000);
    return {
      id,
      uid: doc.uid ?? null,
      type: doc.type,
      href: `${baseUrl}/documents/search?ref=${MASTER_REF}&q=%5B%5B%3Ad+%3D+at%28document.id%2C+%22${id}%22%29+%5D%5D`,
      tags: [],
      first_publication_date: date,
      last_publication_date: date,
      slugs: [],
      linked_documents: [],
      lang: 'en-us',
      alternate_languages: [],
      url: null,
      data: withAbsoluteImage(doc.data, imagesBase),
    };
  });
}

/** GET <endpoint>: the repository root the client reads refs from. */
export function contentRepository(baseUrl: string): ContentAnswer {
  const types = [...new Set(demoDocuments.map((doc) => doc.type))];
  return {
    status: 200,
    body: {
      refs: [{ id: 'master', ref: MASTER_REF, label: 'Master', isMasterRef: true }],
      bookmarks: {},
      languages: [{ id: 'en-us', name: 'English - United States' }],
      types: Object.fromEntries(types.map((type) => [type, type])),
      tags: [],
      forms: {
        everything: {
          method: 'GET',
          enctype: 'application/x-www-form-urlencoded',
          action: `${baseUrl}/documents/search`,
          fields: {
            ref: { type: 'String', multiple: false },
            q: { type: 'String', multiple: true },
            lang: { type: 'String', multiple: false },
            page: { type: 'Integer', multiple: false, default: '1' },
            pageSize: { type: 'Integer', multiple: false, default: '20' },
            orderings: { type: 'String', multiple: false },
          },
        },
      },
      oauth_initiate: `${baseUrl}/oauth/authorize`,
      oauth_token: `${baseUrl}/oauth/token`,
      version: 'guildhall-demo',
      license: 'All Rights Reserved',
      experiments: { draft: [], running: [] },
      integrationFieldsRef: null,
    },
  };
}

type Predicate = (doc: StoredDocument) => boolean;

const parsingError = (message: string): ContentAnswer => ({
  status: 400,
  body: { type: 'parsing-error', message },
});

const valueOf = (doc: StoredDocument, path: string): unknown => {
  if (path === 'document.type') return doc.type;
  if (path === 'document.id') return doc.id;
  if (path === 'document.tags') return doc.tags;
  const custom = /^my\.(\w+)\.(\w+)$/.exec(path);
  if (!custom) return undefined;
  if (custom[1] !== doc.type) return undefined;
  if (custom[2] === 'uid') return doc.uid;
  return (doc.data as Record<string, unknown>)[custom[2] ?? ''];
};

const knownPath = (path: string) =>
  ['document.type', 'document.id', 'document.tags'].includes(path) || /^my\.\w+\.\w+$/.test(path);

/** Reads `[[at(document.type, "x")]]`-style predicates; null when one cannot be read. */
function parsePredicates(q: string): Predicate[] | string {
  const predicates: Predicate[] = [];
  const pattern = /(at|any|not)\(\s*([\w.]+)\s*,\s*("(?:[^"\\]|\\.)*"|\[[^\]]*\])\s*\)/g;
  const consumed = q.replace(pattern, '');
  if (/[a-z]/i.test(consumed)) return `Unexpected predicate in ${q}`;
  for (const match of q.matchAll(pattern)) {
    const [, op, path = '', raw = ''] = match;
    if (!knownPath(path)) return `Unknown field ${path}`;
    let values: unknown[];
    try {
      const parsed: unknown = JSON.parse(raw);
      values = Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return `Unreadable value ${raw}`;
    }
    const has = (doc: StoredDocument) => {
      const actual = valueOf(doc, path);
      return Array.isArray(actual)
        ? values.some((value) => actual.includes(value))
        : values.includes(actual);
    };
    predicates.push(op === 'not' ? (doc) => !has(doc) : has);
  }
  return predicates;
}

function parseOrderings(
  raw: string | null,
): Array<(a: StoredDocument, b: StoredDocument) => number> | string {
  if (!raw) return [];
  const inner = raw.trim().replace(/^\[/, '').replace(/\]$/, '');
  return inner
    .split(',')
    .filter((part) => part.trim())
    .map((part) => {
      const [field = '', direction] = part.trim().split(/\s+/);
      const sign = direction === 'desc' ? -1 : 1;
      const key = (doc: StoredDocument): string =>
        field === 'document.first_publication_date'
          ? doc.first_publication_date
          : field === 'document.last_publication_date'
            ? doc.last_publication_date
            : String(valueOf(doc, field) ?? '');
      return (a: StoredDocument, b: StoredDocument) => sign * key(a).localeCompare(key(b));
    });
}

const intParam = (raw: string | null, fallback: number) => {
  const value = raw === null ? fallback : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : NaN;
};

/** GET <endpoint>/documents/search (the subset of the API the SPA uses). */
export function searchContent(
  params: URLSearchParams,
  baseUrl: string,
  documents: DemoDocument[] = demoDocuments,
): ContentAnswer {
  const ref = params.get('ref');
  if (!ref) return parsingError('Missing ref parameter');
  if (ref !== MASTER_REF) {
    return {
      status: 404,
      body: { type: 'api_notfound_error', message: 'Ref could not be found.' },
    };
  }
  const predicates: Predicate[] = [];
  for (const q of params.getAll('q')) {
    const parsed = parsePredicates(q);
    if (typeof parsed === 'string') return parsingError(parsed);
    predicates.push(...parsed);
  }
  const orderings = parseOrderings(params.get('orderings'));
  if (typeof orderings === 'string') return parsingError(orderings);
  const pageSize = intParam(params.get('pageSize'), 20);
  const page = intParam(params.get('page'), 1);
  if (Number.isNaN(pageSize) || pageSize > 100) return parsingError('pageSize must be 1 to 100');
  if (Number.isNaN(page)) return parsingError('page must be a positive integer');

  const matching = storeDocuments(documents, baseUrl).filter((doc) =>
    predicates.every((matches) => matches(doc)),
  );
  const sorted = orderings.length
    ? [...matching].sort((a, b) => {
        for (const compare of orderings) {
          const result = compare(a, b);
          if (result !== 0) return result;
        }
        return 0;
      })
    : matching;
  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const results = sorted.slice((page - 1) * pageSize, page * pageSize);
  const pageUrl = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `${baseUrl}/documents/search?${next}`;
  };
  return {
    status: 200,
    body: {
      page,
      results_per_page: pageSize,
      results_size: results.length,
      total_results_size: sorted.length,
      total_pages: totalPages,
      next_page: page < totalPages ? pageUrl(page + 1) : null,
      prev_page: page > 1 ? pageUrl(page - 1) : null,
      results,
      version: 'guildhall-demo',
      license: 'All Rights Reserved',
    },
  };
}
