import { http, HttpResponse } from 'msw';
import {
  apiMessages,
  reportDecisionBodySchema,
  reportQuerySchema,
  type ReportItem,
} from '@/contract';
import { db, findUser, type MockReport } from '../../db';
import { api, fail, idParam, parseQuery, readBody } from '../../http';
import { oldestFirst, queuePage } from './queue';
import { ensureMayActOn, recordAudit, requireOperator, toActor, toMemberRef } from './shared';

// The reports queue (docs/architecture.md "Operators and vetting"), as the server answers it:
// oldest first in every state; resolving or dismissing needs a note and an open report.

export const toReportItem = (report: MockReport): ReportItem | null => {
  // The subject may have deleted the account: the report stays, about a deleted member.
  const subject = report.subjectId === null ? undefined : findUser(report.subjectId);
  const reporter = findUser(report.reporterId);
  if (!reporter) return null;
  return {
    id: report.id,
    reason: report.reason,
    note: report.note,
    state: report.state,
    createdAt: report.createdAt,
    subject: subject ? toMemberRef(subject) : null,
    reporter: toMemberRef(reporter),
    resolvedAt: report.resolvedAt,
    resolvedBy: toActor(report.resolvedBy),
    resolutionReason: report.resolutionReason,
    resolutionNote: report.resolutionNote,
  };
};

/** Reports about a member and by a member, newest first (the operators' member page). */
const newestOf = (rows: MockReport[]): ReportItem[] =>
  rows
    .sort((a, b) => -oldestFirst(a, b))
    .map(toReportItem)
    .filter((item) => item !== null);
export const reportsAbout = (memberId: number): ReportItem[] =>
  newestOf(db.reports.filter((report) => report.subjectId === memberId));
export const reportsBy = (memberId: number): ReportItem[] =>
  newestOf(db.reports.filter((report) => report.reporterId === memberId));

export const adminReportHandlers = [
  http.get(api('/v1/admin/reports'), ({ request }) => {
    requireOperator(request);
    const query = parseQuery(request, reportQuerySchema);
    return HttpResponse.json(queuePage(db.reports, query, toReportItem));
  }),

  http.post(api('/v1/admin/reports/:id/decisions'), async ({ request, params }) => {
    const operator = requireOperator(request);
    const id = idParam(params.id);
    const body = await readBody(request, reportDecisionBodySchema);
    const report = db.reports.find((row) => row.id === id);
    if (!report || !toReportItem(report)) {
      return fail('ResourceNotFound', apiMessages.reportNotFound);
    }
    // A report about an operator is decided by another operator, an admin.
    ensureMayActOn(operator, report.subjectId === null ? undefined : findUser(report.subjectId));
    if (report.state !== 'open') return fail('ResourceConflict', apiMessages.reportNotOpen);
    Object.assign(report, {
      state: body.action === 'resolve' ? 'resolved' : 'dismissed',
      resolvedAt: new Date().toISOString(),
      resolvedBy: operator.id,
      resolutionReason: body.reason ?? null,
      resolutionNote: body.note,
    } satisfies Partial<MockReport>);
    recordAudit(request, operator, {
      action: `report.${body.action}`,
      subject: { kind: 'report', id: report.id },
      memberId: report.subjectId,
      // The decision's reason code (issue 38); the report's own is on the report.
      reason: body.reason ?? null,
      note: body.note,
    });
    return HttpResponse.json(toReportItem(report));
  }),
];
