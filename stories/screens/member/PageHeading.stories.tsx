import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteHandlesContext } from '@/components/routing/routeHandles';
import { PageHeadingScreen, type PageHeadingHandle } from '@/screens/member/PageHeadingScreen';

export interface HeadingRouteProps {
  /** The handle the route registers, as in src/routes.tsx's `upcoming(…)`. */
  handle: PageHeadingHandle;
}

/** The screen reads its heading from the matched route's handle, as the app's routes provide it. */
function HeadingRoute({ handle }: HeadingRouteProps) {
  return (
    <RouteHandlesContext.Provider value={[handle]}>
      <PageHeadingScreen />
    </RouteHandlesContext.Provider>
  );
}

const meta = {
  title: 'Screens/Member/PageHeading',
  component: HeadingRoute,
} satisfies Meta<typeof HeadingRoute>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heading wins over the title (/dashboard's registration). */
export const HeadingOverTitle: Story = {
  args: { handle: { title: 'Dashboard', heading: 'Get the most out of your membership' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 1,
        name: 'Get the most out of your membership',
      }),
    ).toBeVisible();
    await expect(canvas.queryByText('Dashboard')).toBeNull();
  },
};

/** Without a heading the title is used. */
export const TitleOnly: Story = {
  args: { handle: { title: 'Marketing help' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Marketing help' }),
    ).toBeVisible();
  },
};

/** With a lead line under the heading. */
export const WithLead: Story = {
  args: {
    handle: {
      title: 'Watch List',
      heading: 'My watch list',
      lead: 'Members you follow, in one place.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'My watch list' }),
    ).toBeVisible();
    await expect(canvas.getByText('Members you follow, in one place.')).toBeVisible();
  },
};
