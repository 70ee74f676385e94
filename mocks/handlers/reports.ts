import { http, HttpResponse } from 'msw';
import { apiMessages, reportBodySchema, type ReportReceipt } from '@/contract';
import { db, findUser, nextId } from '../db';
import { api, fail, idParam, readBody, requireUser } from '../http';

// 'Report this profile': one open report per reporter and profile. The server also rate limits
// it (10 an hour per reporter); the mocks do not (mocks/scenarios/reports.ts has the 429).

export const reportHandlers = [
  http.post(api('/v1/profiles/:id/reports'), async ({ request, params }) => {
    const reporter = requireUser(request);
    const id = idParam(params.id);
    const body = await readBody(request, reportBodySchema);
    if (id === reporter.id) return fail('InvalidRequest', apiMessages.cannotReportSelf);
    // Only a profile the member can see: unknown, unpublished and suspended ones are 404.
    const subject = findUser(id);
    if (!subject || !subject.published) {
      return fail('ResourceNotFound', apiMessages.profileNotFound);
    }
    const open = db.reports.some(
      (report) =>
        report.reporterId === reporter.id && report.subjectId === id && report.state === 'open',
    );
    if (open) return fail('ResourceConflict', apiMessages.reportExists);
    const createdAt = new Date().toISOString();
    const reportId = nextId();
    db.reports.push({
      id: reportId,
      reporterId: reporter.id,
      subjectId: id,
      reason: body.reason,
      note: body.note ?? null,
      state: 'open',
      createdAt,
      resolvedAt: null,
      resolvedBy: null,
      resolutionReason: null,
      resolutionNote: null,
    });
    const receipt: ReportReceipt = { id: reportId, state: 'open', createdAt };
    return HttpResponse.json(receipt, { status: 201 });
  }),
];
