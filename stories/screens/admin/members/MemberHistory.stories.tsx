import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  DELETED_MEMBER_LABEL,
  reportReasonLabels,
  reportResolutionReasonLabels,
  type MemberRef,
  type ReportItem,
} from '@/contract';
import { ReportList, ReviewList } from '@/screens/admin/members/MemberHistory';
import { memberTexts as texts } from '@/screens/admin/members/texts';
import { demoCommunity } from '@demo/community';
import type { PageArgs } from '@stories/support/page';

// MemberHistory: the member page's lists of reviews and reports (MemberScreen renders them
// from the API). Here the cases a demo member rarely has at once: a report about a member who
// deleted the account since (no link, "Deleted member"), and decided reports that name their
// reason code and the operator's note.

const { members } = demoCommunity();
const ref = (id: number): MemberRef => {
  const member = members[id - 1]!;
  return {
    id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    avatar: null,
    profession: member.profession,
    role: 'member',
    published: true,
    complete: true,
    suspended: false,
  };
};
const AT = '2026-11-20T10:00:00.000Z';
const report = (overrides: Partial<ReportItem>): ReportItem => ({
  id: 1,
  reason: 'misrepresentation',
  note: null,
  state: 'open',
  createdAt: AT,
  subject: ref(16),
  reporter: ref(3),
  resolvedAt: null,
  resolvedBy: null,
  resolutionReason: null,
  resolutionNote: null,
  ...overrides,
});

const FILED: ReportItem[] = [
  report({ id: 7, subject: null, reason: 'spam', note: 'Sends the same pitch to everyone.' }),
  report({
    id: 8,
    subject: ref(21),
    reason: 'impersonation',
    state: 'resolved',
    resolvedAt: AT,
    resolutionReason: 'member_unpublished',
    resolutionNote: 'Asked for proof of identity; none came.',
  }),
  report({
    id: 9,
    subject: ref(22),
    state: 'dismissed',
    resolvedAt: AT,
    resolutionReason: 'no_violation',
  }),
];

function MemberHistoryExample() {
  return (
    <Box p="6" maxW="3xl">
      <ReportList reports={FILED} side="by" label={texts.reportsBy} empty={texts.noReportsBy} />
      <Box mt="8">
        <ReviewList reviews={[]} />
      </Box>
    </Box>
  );
}

const meta = {
  title: 'Screens/Admin/Members/MemberHistory',
  component: MemberHistoryExample,
  args: { routePath: '/admin/members/:id/*', routeParams: { id: '3' } } satisfies PageArgs,
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;

/**
 * Reports a member filed: one about a member since deleted (named "Deleted member", no link),
 * one resolved and one dismissed, each with its reason; no reviews yet.
 */
export const ReportsFiled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(canvas.getByRole('list', { name: texts.reportsBy }));
    const [deleted, resolved, dismissed] = list.getAllByRole('listitem');
    await expect(deleted).toHaveTextContent(texts.reported(DELETED_MEMBER_LABEL));
    await expect(within(deleted!).queryByRole('link')).toBeNull();
    await expect(deleted).toHaveTextContent(reportReasonLabels.spam);
    await expect(within(resolved!).getByRole('link')).toHaveAttribute('href', '/admin/members/21');
    await expect(resolved).toHaveTextContent(
      `${reportResolutionReasonLabels.member_unpublished} — Asked for proof of identity; none came.`,
    );
    await expect(dismissed).toHaveTextContent(reportResolutionReasonLabels.no_violation);
    await expect(canvas.getByText(texts.noReviews)).toBeVisible();
  },
};
