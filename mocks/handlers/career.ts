import { http, HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import {
  apiMessages,
  certificationBodySchema,
  certificationPatchSchema,
  certificationProblem,
  compareCertifications,
  compareEducations,
  comparePositions,
  educationBodySchema,
  educationPatchSchema,
  isValidPositionSpan,
  ledgerChanges,
  messages,
  positionBodySchema,
  positionPatchSchema,
} from '@/contract';
import { db, nextId } from '../db';
import { api, fail, idParam, noContent, readBody, requireUser } from '../http';
import { recomputeComplete } from '../rules';
import { toCertification, toEducation, toPosition } from '../serialize';

/** Always later than the version before, as the server's (two writes in one millisecond too). */
export const nextVersion = (before: string | undefined, now: Date): string => {
  const after = before ? Date.parse(before) + 1 : 0;
  return new Date(Math.max(now.getTime(), after)).toISOString();
};

interface Resource<Row extends { id: number; userId: number }, Wire extends object> {
  path: string;
  noun: string;
  rows: () => Row[];
  body: ZodType;
  patch: ZodType;
  wire: (row: Row) => Wire;
  compare: (a: Wire, b: Wire) => number;
  /** The cross-field rule, checked on the merged record after a PATCH: its message, or null. */
  check: (row: Row) => string | null;
  /** What else a write stores (a certification's ledger), from the record before and after. */
  stamp?: (before: Row | undefined, after: Row, now: Date) => Partial<Row>;
}

const resourceHandlers = <Row extends { id: number; userId: number }, Wire extends object>(
  res: Resource<Row, Wire>,
) => [
  http.get(api(res.path), ({ request }) => {
    const user = requireUser(request);
    const rows = res.rows().filter((row) => row.userId === user.id);
    return HttpResponse.json(rows.map(res.wire).sort(res.compare));
  }),
  http.post(api(res.path), async ({ request }) => {
    const user = requireUser(request);
    const body = (await readBody(request, res.body)) as Omit<Row, 'id' | 'userId'>;
    const created = { ...body, id: nextId(), userId: user.id } as Row;
    const row = { ...created, ...res.stamp?.(undefined, created, new Date()) };
    res.rows().push(row);
    recomputeComplete(user.id);
    return HttpResponse.json(res.wire(row), { status: 201 });
  }),
  http.patch(api(`${res.path}/:id`), async ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    const patch = (await readBody(request, res.patch)) as Partial<Row>;
    const row = res.rows().find((r) => r.id === id && r.userId === user.id);
    if (!row) return fail('ResourceNotFound', apiMessages.recordNotFound(res.noun));
    const merged = { ...row, ...patch };
    const problem = res.check(merged);
    if (problem !== null) return fail('InvalidRequest', problem);
    Object.assign(row, patch, res.stamp?.(row, merged, new Date()));
    recomputeComplete(user.id);
    return HttpResponse.json(res.wire(row));
  }),
  // As the server: `published` stays; an incomplete member leaves search only.
  http.delete(api(`${res.path}/:id`), ({ request, params }) => {
    const user = requireUser(request);
    const id = idParam(params.id);
    const rows = res.rows();
    const index = rows.findIndex((r) => r.id === id && r.userId === user.id);
    if (index < 0) return fail('ResourceNotFound', apiMessages.recordNotFound(res.noun));
    rows.splice(index, 1);
    recomputeComplete(user.id);
    return noContent();
  }),
];

export const careerHandlers = [
  ...resourceHandlers({
    path: '/v1/certifications',
    noun: 'Certification',
    rows: () => db.certifications,
    body: certificationBodySchema,
    patch: certificationPatchSchema,
    wire: (row) => toCertification(row),
    compare: compareCertifications,
    check: (row) => certificationProblem(row)?.message ?? null,
    // The licence ledger, as the server keeps it (dates as the wire gives them).
    stamp: (before, after, now) => {
      if (!before)
        return { verificationState: 'unverified' as const, updatedAt: now.toISOString() };
      const { updatedAt, ...changes } = ledgerChanges(before, after, now);
      return { ...changes, updatedAt: nextVersion(before.updatedAt, updatedAt) };
    },
  }),
  ...resourceHandlers({
    path: '/v1/educations',
    noun: 'Education',
    rows: () => db.educations,
    body: educationBodySchema,
    patch: educationPatchSchema,
    wire: toEducation,
    compare: compareEducations,
    check: () => null,
  }),
  ...resourceHandlers({
    path: '/v1/positions',
    noun: 'Position',
    rows: () => db.positions,
    body: positionBodySchema,
    patch: positionPatchSchema,
    wire: toPosition,
    compare: comparePositions,
    check: (row) => (isValidPositionSpan(row.startDate, row.endDate) ? null : messages.year),
  }),
];
