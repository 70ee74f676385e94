import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { MemberSearchScreen } from '@/screens/admin/members/MemberSearchScreen';
import { memberSearchTexts as texts, standingTexts } from '@/screens/admin/members/texts';
import { demoCommunity } from '@demo/community';
import { db } from '@mocks/db';
import { serverError, slow, suspendedMember } from '@mocks/scenarios';
import { inAdminLayout, signedInOperator } from '@stories/support/admin';
import { withHandlers, withMockDb } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { mobile } from '@stories/support/viewports';

const { members } = demoCommunity();
const SUBJECT = 15;
const subject = members[SUBJECT]!;
const subjectName = `${subject.firstName} ${subject.lastName}`;

const meta = {
  title: 'Screens/Admin/Members/MemberSearch',
  component: inAdminLayout(MemberSearchScreen),
  args: { routePath: '/admin/members/*' } satisfies PageArgs,
  parameters: signedInOperator(),
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;
type Canvas = ReturnType<typeof within>;

const results = async (canvas: Canvas) =>
  within(await canvas.findByRole('list', { name: texts.results })).getAllByRole('listitem');

/** Every account in name order, 25 a page: avatar, name (to their page), e-mail, badges. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: texts.heading }),
    ).toBeVisible();
    await expect(await results(canvas)).toHaveLength(25);
    await expect(canvas.getByText(texts.count(1, 25, db.users.length))).toBeVisible();
    await expect(canvas.queryByRole('link', { name: texts.previous })).toBeNull();
  },
};

/** Next and Previous page through the results (?page= in the URL). */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await results(canvas);
    await userEvent.click(canvas.getByRole('link', { name: texts.next }));
    await expect(await canvas.findByText(texts.count(26, 50, db.users.length))).toBeVisible();
    await expect(canvas.getByRole('link', { name: texts.previous })).toBeVisible();
  },
};

/** A search by name puts ?q= in the URL; the member's row links to their operator page. */
export const SearchByName: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await results(canvas);
    const search = canvas.getByRole('searchbox', { name: texts.search });
    await userEvent.type(search, `${subject.lastName}{Enter}`);
    const link = await canvas.findByRole('link', { name: subjectName });
    await expect(link).toHaveAttribute('href', `/admin/members/${SUBJECT + 1}`);
    await expect(canvas.getByText(subject.email)).toBeVisible();
    await expect((await results(canvas)).length).toBeLessThan(25);
  },
};

/** Found by e-mail; unpublished, incomplete and suspended members carry badges. */
export const Standing: Story = {
  args: { routeSearch: `?q=${encodeURIComponent(subject.email)}` },
  parameters: { ...signedInOperator(), ...withMockDb(() => suspendedMember(SUBJECT + 1)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await results(canvas);
    await expect(within(row!).getByText(standingTexts.suspended)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: texts.search })).toHaveValue(subject.email);
  },
};

/** The newcomer: unpublished and incomplete. */
export const Unpublished: Story = {
  args: { routeSearch: '?q=newcomer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [row] = await results(canvas);
    await expect(within(row!).getByText(standingTexts.unpublished)).toBeVisible();
    await expect(within(row!).getByText(standingTexts.incomplete)).toBeVisible();
  },
};

/** Nobody matches. */
export const Empty: Story = {
  args: { routeSearch: '?q=zzzz-nobody' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.empty)).toBeVisible();
    await expect(canvas.getByText(texts.emptyQuery('zzzz-nobody'))).toBeVisible();
  },
};

/** The search is running: skeleton rows, announced as busy. */
export const Loading: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...slow('infinite', ['get', '/v1/admin/members'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(texts.loading)).toBeInTheDocument();
  },
};

/** The search failed: the catalogue's message and Try again. */
export const Failure: Story = {
  parameters: {
    ...signedInOperator(),
    ...withHandlers(...serverError(['get', '/v1/admin/members'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(texts.failure);
    await expect(canvas.getByRole('button', { name: texts.retry })).toBeVisible();
  },
};

/** A phone: rows stack their details. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await results(canvas)).toHaveLength(25);
  },
};
