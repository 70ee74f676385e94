import { describe, expect, it } from 'vitest';
import { apiMessages } from '@/contract';
import { DEMO_EMAIL, DEMO_USER_ID } from '@mocks/data/members';
import { db } from '@mocks/db';
import { DEMO_PASSWORD } from '@mocks/factories';
import { reportedAlready, reportThrottled } from '@mocks/scenarios';
import { strangerIds } from '../demo';
import { createTestStore } from '../helpers';
import { mockServer } from '../setup';

const [subject, other] = strangerIds;

async function signedIn() {
  const root = createTestStore();
  await root.session.login({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  return root;
}
const openReportsOf = (subjectId: number) =>
  db.reports.filter(
    (row) => row.reporterId === DEMO_USER_ID && row.subjectId === subjectId && row.state === 'open',
  );

describe('ReportsStore', () => {
  it('sends a report: queued on the server, the profile counts as reported', async () => {
    const { reports } = await signedIn();
    expect(reports.hasReported(subject!)).toBe(false);
    const pending = reports.send(subject!, { reason: 'impersonation', note: 'Not the photo' });
    expect(reports.ops.send.get(subject!).isPending).toBe(true);
    expect(reports.ops.send.get(other!).isIdle).toBe(true);
    await expect(pending).resolves.toMatchObject({ state: 'open' });
    expect(reports.hasReported(subject!)).toBe(true);
    expect(openReportsOf(subject!)).toMatchObject([
      { reason: 'impersonation', note: 'Not the photo' },
    ]);
  });

  it('a second open report is refused (409) and still counts as reported', async () => {
    reportedAlready(subject!);
    const { reports } = await signedIn();
    await expect(reports.send(subject!, { reason: 'spam' })).rejects.toMatchObject({
      code: 'ResourceConflict',
      message: apiMessages.reportExists,
    });
    expect(reports.ops.send.get(subject!).isFailed).toBe(true);
    expect(reports.hasReported(subject!)).toBe(true);
    expect(openReportsOf(subject!)).toHaveLength(1);
  });

  it('refusals that are not a conflict leave the profile unreported', async () => {
    const { reports } = await signedIn();
    await expect(reports.send(DEMO_USER_ID, { reason: 'spam' })).rejects.toMatchObject({
      message: apiMessages.cannotReportSelf,
    });
    mockServer.use(...reportThrottled());
    await expect(reports.send(other!, { reason: 'spam' })).rejects.toMatchObject({
      code: 'RequestThrottled',
    });
    expect(reports.hasReported(other!)).toBe(false);
    expect(reports.hasReported(DEMO_USER_ID)).toBe(false);
  });

  it('logout forgets what was reported', async () => {
    const root = await signedIn();
    await root.reports.send(subject!, { reason: 'spam' });
    await root.session.logout();
    expect(root.reports.hasReported(subject!)).toBe(false);
  });
});
