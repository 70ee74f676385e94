import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  licenceDecisionBodySchema,
  licenceQuerySchema,
  type LicenceItem,
} from '@/contract';
import { db, findUser, type MockCertification } from '../../db';
import { api, fail, idParam, parseQuery, readBody } from '../../http';
import { nextVersion } from '../career';
import { mockNotify } from '../notifications';
import { toCertification } from '../../serialize';
import { ensureMayActOn, recordAudit, requireOperator, toActor, toMemberRef } from './shared';

// The reviewers' licence ledger (issue 24), as the server answers it: licences whose badge reads
// one state, oldest change first; a decision on the version the reviewer saw, audited, and the
// member told.

/** A licence's version: its last change (the mocks' seeded rows have none: the epoch). */
const versionOf = (row: MockCertification): string => row.updatedAt ?? new Date(0).toISOString();

export const toLicenceItem = (row: MockCertification, now = new Date()): LicenceItem | null => {
  const member = findUser(row.userId);
  if (!member || row.kind !== 'licence') return null;
  return {
    id: row.id,
    member: toMemberRef(member),
    name: row.name,
    organization: row.organization,
    identifier: row.identifier,
    jurisdiction: row.jurisdiction,
    issuedDate: row.issuedDate,
    expirationDate: row.expirationDate,
    url: row.url,
    verificationState: toCertification(row, now).verificationState ?? 'unverified',
    verifiedAt: row.verifiedAt ?? null,
    verifiedBy: row.verifiedAt ? toActor(row.verifiedBy ?? null) : null,
    verificationSource: row.verificationSource ?? null,
    verificationNote: row.verificationNote ?? null,
    updatedAt: versionOf(row),
  };
};

export const adminLicenceHandlers = [
  http.get(api('/v1/admin/licences'), ({ request }) => {
    requireOperator(request);
    const query = parseQuery(request, licenceQuerySchema);
    const now = new Date();
    const items = db.certifications
      .map((row) => toLicenceItem(row, now))
      .filter((item) => item !== null && item.verificationState === query.state)
      .sort((a, b) => a!.updatedAt.localeCompare(b!.updatedAt) || a!.id - b!.id) as LicenceItem[];
    return HttpResponse.json({
      items: items.slice(query.offset, query.offset + query.limit),
      total: items.length,
      limit: query.limit,
      offset: query.offset,
    });
  }),

  http.post(api('/v1/admin/licences/:id/decision'), async ({ request, params }) => {
    const operator = requireOperator(request);
    const id = idParam(params.id);
    const body = await readBody(request, licenceDecisionBodySchema);
    const row = db.certifications.find((licence) => licence.id === id);
    if (!row || !toLicenceItem(row)) return fail('ResourceNotFound', apiMessages.licenceNotFound);
    ensureMayActOn(operator, findUser(row.userId));
    if (Date.parse(versionOf(row)) !== Date.parse(body.reviewedVersion)) {
      return fail('InvalidRequest', apiMessages.licenceChangedSinceReview);
    }
    const now = new Date();
    Object.assign(row, {
      verificationState: body.decision,
      verifiedAt: now.toISOString(),
      verifiedBy: operator.id,
      verificationSource: body.source,
      verificationNote: body.note,
      updatedAt: nextVersion(row.updatedAt, now),
    } satisfies Partial<MockCertification>);
    recordAudit(request, operator, {
      action: body.decision === 'verified' ? 'licence.verify' : 'licence.revoke',
      subject: { kind: 'licence', id: row.id },
      memberId: row.userId,
      reason: body.source,
      note: body.note,
    });
    mockNotify({
      userId: row.userId,
      kind: 'licence_decided',
      subject: { kind: 'licence', id: row.id },
      data: { state: body.decision, name: row.name, jurisdiction: row.jurisdiction },
    });
    return HttpResponse.json(toLicenceItem(row, now));
  }),
];
