import { describe, expect, it } from 'vitest';
import { contentRepository, MASTER_REF, searchContent } from '@demo/content';

const BASE = 'http://cms.test/api/v2';
const search = (query: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const v of [value].flat()) params.append(name, v);
  }
  return searchContent(params, BASE) as { status: number; body: Record<string, unknown> };
};

describe('content engine (demo/content)', () => {
  it('answers the repository root with the master ref', () => {
    const { status, body } = contentRepository(BASE) as {
      status: number;
      body: { refs: unknown[] };
    };
    expect(status).toBe(200);
    expect(body.refs).toEqual([
      { id: 'master', ref: MASTER_REF, label: 'Master', isMasterRef: true },
    ]);
  });

  it('needs a known ref', () => {
    expect(search({}).status).toBe(400);
    expect(search({ ref: 'old' })).toMatchObject({
      status: 404,
      body: { type: 'api_notfound_error' },
    });
  });

  it('filters by type and uid, and refuses unknown predicates', () => {
    const terms = search({
      ref: MASTER_REF,
      q: ['[[at(document.type, "legal")]]', '[[at(my.legal.uid, "terms")]]'],
    });
    expect(terms.body.results).toHaveLength(1);
    expect(search({ ref: MASTER_REF, q: '[[fulltext(document, "x")]]' }).status).toBe(400);
    expect(search({ ref: MASTER_REF, q: '[[at(document.nope, "x")]]' }).status).toBe(400);
  });

  it('pages and orders', () => {
    const first = search({
      ref: MASTER_REF,
      q: '[[at(document.type, "efficiency")]]',
      pageSize: '10',
      orderings: '[document.first_publication_date desc]',
    });
    expect(first.body).toMatchObject({
      page: 1,
      results_size: 10,
      total_results_size: 16,
      total_pages: 2,
    });
    expect(String(first.body.next_page)).toContain('page=2');
    const second = search({
      ref: MASTER_REF,
      q: '[[at(document.type, "efficiency")]]',
      pageSize: '10',
      page: '2',
      orderings: '[document.first_publication_date desc]',
    });
    expect(second.body).toMatchObject({ results_size: 6, next_page: null });
    const dates = [
      ...(first.body.results as Array<{ first_publication_date: string }>),
      ...(second.body.results as Array<{ first_publication_date: string }>),
    ].map((d) => d.first_publication_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(search({ ref: MASTER_REF, pageSize: '101' }).status).toBe(400);
  });
});
