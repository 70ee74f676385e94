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
import { recordAudit, requireOperator, toActor, toMemberRef } from './shared';

// The reports queue (docs/architecture.md "Operators and vetting"), as the server answers it:
// oldest first in every state; resolving or dismissing needs a note and an open report.

export const toReportItem = (report: MockReport): ReportItem | null => {
  const subject = findUser(report.subjectId);
  const reporter = findUser(report.reporterId);
  if (!subject || !reporter) return null;
  return {
    id: report.id,
    reason: report.reason,
    note: report.note,
    state: report.state,
    createdAt: report.createdAt,
    subject: toMemberRef(subject),
    reporter: toMemberRef(reporter),
    resolvedAt: report.resolvedAt,
    resolvedBy: toActor(report.resolvedBy),
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
    // A report about an operator is decided by another operator.
    if (report.subjectId === operator.id) {
      return fail('InvalidRequest', apiMessages.operatorsCannotActOnThemselves);
    }
    if (report.state !== 'open') return fail('ResourceConflict', apiMessages.reportNotOpen);
    Object.assign(report, {
      state: body.action === 'resolve' ? 'resolved' : 'dismissed',
      resolvedAt: new Date().toISOString(),
      resolvedBy: operator.id,
      resolutionNote: body.note,
    } satisfies Partial<MockReport>);
    recordAudit(request, operator, {
      action: `report.${body.action}`,
      subject: { kind: 'report', id: report.id },
      memberId: report.subjectId,
      // The report's own reason code, so the log reads what the report was about.
      reason: report.reason,
      note: body.note,
    });
    return HttpResponse.json(toReportItem(report));
  }),
];
