import { http, HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import {
  apiMessages,
  certificationBodySchema,
  certificationPatchSchema,
  compareCertifications,
  compareEducations,
  comparePositions,
  educationBodySchema,
  educationPatchSchema,
  isValidCertificationSpan,
  isValidPositionSpan,
  messages,
  positionBodySchema,
  positionPatchSchema,
} from '@/contract';
import { db, nextId } from '../db';
import { api, fail, idParam, noContent, readBody, requireUser } from '../http';
import { recomputeComplete } from '../rules';
import { toCertification, toEducation, toPosition } from '../serialize';

interface Resource<Row extends { id: number; userId: number }, Wire extends object> {
  path: string;
  noun: string;
  rows: () => Row[];
  body: ZodType;
  patch: ZodType;
  wire: (row: Row) => Wire;
  compare: (a: Wire, b: Wire) => number;
  /** The cross-field rule, checked on the merged record after a PATCH. */
  check: (row: Row) => boolean;
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
    const row = { ...body, id: nextId(), userId: user.id } as Row;
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
    if (!res.check(merged)) return fail('InvalidRequest', messages.year);
    Object.assign(row, patch);
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
    wire: toCertification,
    compare: compareCertifications,
    check: (row) => isValidCertificationSpan(row.issuedDate, row.expirationDate),
  }),
  ...resourceHandlers({
    path: '/v1/educations',
    noun: 'Education',
    rows: () => db.educations,
    body: educationBodySchema,
    patch: educationPatchSchema,
    wire: toEducation,
    compare: compareEducations,
    check: () => true,
  }),
  ...resourceHandlers({
    path: '/v1/positions',
    noun: 'Position',
    rows: () => db.positions,
    body: positionBodySchema,
    patch: positionPatchSchema,
    wire: toPosition,
    compare: comparePositions,
    check: (row) => isValidPositionSpan(row.startDate, row.endDate),
  }),
];
