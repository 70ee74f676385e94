import { DEMO_REPORTS } from '@demo/moderation';
import { describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@/contract';
import { DEMO_EMAIL } from '@mocks/data/members';
import { db } from '@mocks/db';
import { mockServer } from '../../setup';
import { memberAdminStore, OPERATOR_ID, operatorStore } from './operatorSession';

const open = DEMO_REPORTS.filter((report) => report.state === 'open');
const row = (id: number) => db.reports.find((report) => report.id === id);

describe('ReportsStore', () => {
  it('lists the open reports, oldest first, with the member and the reporter', async () => {
    const { reports } = await operatorStore();
    await reports.load();
    expect(reports.state).toBe('open');
    expect(reports.total).toBe(open.length);
    expect(reports.items.map((report) => [report.subject?.id, report.reporter.id])).toEqual(
      open.map((report) => [report.subject + 1, report.reporter + 1]),
    );
  });

  it('lists resolved and dismissed reports with who decided them', async () => {
    const { reports } = await operatorStore();
    await reports.load('resolved');
    expect(reports.items).toHaveLength(1);
    expect(reports.items[0]).toMatchObject({ state: 'resolved', resolvedBy: { id: OPERATOR_ID } });
    await reports.load('dismissed');
    expect(reports.items[0]?.resolutionNote).toBeTruthy();
  });

  it('resolves a report with a note: it leaves the queue', async () => {
    const { reports } = await operatorStore();
    await reports.load();
    const [report] = reports.items;
    const decided = await reports.resolve(report!.id, {
      reason: 'member_unpublished',
      note: ' Unpublished the member. ',
    });
    expect(decided).toMatchObject({
      state: 'resolved',
      resolutionReason: 'member_unpublished',
      resolutionNote: 'Unpublished the member.',
    });
    expect(row(report!.id)).toMatchObject({ state: 'resolved', resolvedBy: OPERATOR_ID });
    // Audited with the decision's reason code, about the reported member.
    expect(db.audit.at(-1)).toMatchObject({
      actorId: OPERATOR_ID,
      action: 'report.resolve',
      subjectKind: 'report',
      subjectId: report!.id,
      memberId: report!.subject!.id,
      reason: 'member_unpublished',
      note: 'Unpublished the member.',
    });
    expect(reports.items.map((item) => item.id)).not.toContain(report!.id);
    expect(reports.total).toBe(open.length - 1);
  });

  it('dismissing needs a note', async () => {
    const { reports } = await operatorStore();
    await reports.load();
    const [report] = reports.items;
    await expect(
      reports.dismiss(report!.id, { reason: 'no_violation', note: '  ' }),
    ).rejects.toMatchObject({
      code: 'InvalidRequest',
      message: messages.text,
    });
    expect(row(report!.id)?.state).toBe('open');
    await reports.dismiss(report!.id, { reason: 'no_violation', note: 'A private disagreement.' });
    expect(row(report!.id)?.state).toBe('dismissed');
  });

  it('a report decided meanwhile answers 409 and leaves the queue all the same', async () => {
    const { reports } = await operatorStore();
    await reports.load();
    const [report] = reports.items;
    row(report!.id)!.state = 'dismissed';
    await expect(
      reports.resolve(report!.id, { reason: 'member_unpublished', note: 'Done' }),
    ).rejects.toMatchObject({
      code: 'ResourceConflict',
      message: apiMessages.reportNotOpen,
    });
    expect(reports.items.map((item) => item.id)).not.toContain(report!.id);
  });

  it("one report's decision is pending alone, and a double press is one request", async () => {
    const { reports } = await operatorStore();
    await reports.load();
    const [one, other] = reports.items;
    let sent = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') sent += 1;
    });
    const first = reports.dismiss(one!.id, { reason: 'no_violation', note: 'Nothing to do' });
    const again = reports.dismiss(one!.id, { reason: 'no_violation', note: 'Nothing to do' });
    expect(reports.ops.dismiss.get(one!.id).isPending).toBe(true);
    expect(reports.isDeciding(other!.id)).toBe(false);
    await Promise.all([first, again]);
    mockServer.events.removeAllListeners();
    expect(sent).toBe(1);
  });

  it('a member is refused (403)', async () => {
    const { admin } = await memberAdminStore(DEMO_EMAIL);
    await expect(admin.reports.load()).rejects.toMatchObject({ status: 403 });
  });
});
