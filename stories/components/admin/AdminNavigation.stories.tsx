import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AdminNavigation, type AdminNavigationProps } from '@/components/admin/AdminNavigation';
import { adminTexts as texts } from '@/components/admin/texts';
import type { PageArgs } from '@stories/support/page';
import { desktop, mobile } from '@stories/support/viewports';

type AdminNavigationStoryProps = AdminNavigationProps & PageArgs;

/** The navigation where the admin layout puts it: a column from md up, a row above on a phone. */
function AdminNavigationInFrame({ counts }: AdminNavigationStoryProps) {
  return (
    <Box px={{ base: '0', md: '6' }} py={{ base: '0', md: '8' }}>
      <AdminNavigation counts={counts} />
    </Box>
  );
}

const WAITING = { reviews: 4, posts: 3, reports: 2 };

const meta = {
  title: 'Components/Admin/AdminNavigation',
  component: AdminNavigationInFrame,
  // Every operator path renders it, so it stays mounted when a link is followed.
  args: {
    routePath: '/admin/:section/*',
    routeParams: { section: 'reviews' },
    counts: WAITING,
  },
} satisfies Meta<typeof AdminNavigationInFrame>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const nav = (canvas: Canvas) => within(canvas.getByRole('navigation', { name: texts.navLabel }));
/** A queue's link as a screen reader names it: "Reviews 4 waiting". */
const withCount = (label: string, count: number) => `${label} ${count} ${texts.waiting}`;

/** Every operator screen, the queues with what waits in them; the current page is marked. */
async function expectLinks(canvas: Canvas) {
  const links = nav(canvas);
  const reviews = links.getByRole('link', { name: withCount(texts.reviews, WAITING.reviews) });
  await expect(reviews).toHaveAttribute('href', '/admin/reviews');
  await expect(reviews).toHaveAttribute('aria-current', 'page');
  await expect(
    links.getByRole('link', { name: withCount(texts.posts, WAITING.posts) }),
  ).toHaveAttribute('href', '/admin/posts');
  await expect(
    links.getByRole('link', { name: withCount(texts.reports, WAITING.reports) }),
  ).toHaveAttribute('href', '/admin/reports');
  for (const [label, to] of [
    [texts.members, '/admin/members'],
    [texts.audit, '/admin/audit'],
  ] as const) {
    const link = links.getByRole('link', { name: label });
    await expect(link).toHaveAttribute('href', to);
    await expect(link).not.toHaveAttribute('aria-current');
  }
}

/** From md up: a column with its heading, icons and counts. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLinks(canvas);
    await expect(canvas.getByText(texts.navHeading)).toBeVisible();
  },
};

/** On a phone: a wrapping row of links, no heading or icons. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectLinks(canvas);
    await expect(canvas.getByText(texts.navHeading)).not.toBeVisible();
  },
};

/** Following a link moves the mark to the page it opens. */
export const FollowLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const audit = nav(canvas).getByRole('link', { name: texts.audit });
    await userEvent.click(audit);
    await waitFor(() => expect(audit).toHaveAttribute('aria-current', 'page'));
    await expect(
      nav(canvas).getByRole('link', { name: withCount(texts.reviews, WAITING.reviews) }),
    ).not.toHaveAttribute('aria-current');
  },
};

/** Nothing waits (or the counts are not read yet): the queues show no count. */
export const NothingWaiting: Story = {
  args: { counts: { reviews: 0, posts: 0, reports: null }, routeParams: { section: 'members' } },
  play: async ({ canvasElement }) => {
    const links = nav(within(canvasElement));
    for (const label of [texts.reviews, texts.posts, texts.reports]) {
      await expect(links.getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
    }
    await expect(links.getByRole('link', { name: texts.members })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
