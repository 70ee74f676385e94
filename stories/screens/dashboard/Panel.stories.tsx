import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Panel, PanelLink } from '@/screens/dashboard/Panel';
import { dashboardTexts as texts } from '@/screens/dashboard/texts';
import type { PageArgs } from '@stories/support/page';
import { inColumn } from './formsSupport';

const meta = {
  title: 'Screens/Dashboard/Panel',
  component: Panel,
  // A card of the dashboard's side columns.
  decorators: [inColumn('20rem')],
  args: { routePath: '/dashboard' } satisfies PageArgs,
} satisfies Meta;

export default meta;
type Story = StoryObj<PageArgs>;

/** A section named by its h2, its text and a call to action that leads to a page of the app. */
export const WithAction: Story = {
  render: () => (
    <Panel title={texts.roadmap.title}>
      <Text color="fg.muted">{texts.roadmap.body}</Text>
      <PanelLink to="/efficiency-roadmap">{texts.roadmap.action}</PanelLink>
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Efficiency roadmap' });
    await expect(
      within(panel).getByRole('heading', { level: 2, name: 'Efficiency roadmap' }),
    ).toBeVisible();
    await expect(within(panel).getByText(texts.roadmap.body)).toBeVisible();
    const action = within(panel).getByRole('link', { name: 'View the roadmap' });
    await expect(action).toHaveAttribute('href', '/efficiency-roadmap');
    await userEvent.click(action);
    await expect(await canvas.findByText('Navigated to /efficiency-roadmap')).toBeVisible();
  },
};

/** A section with content only: its heading and text, no link. */
export const WithoutAction: Story = {
  render: () => (
    <Panel title={texts.events.title}>
      <Text color="fg.muted">{texts.events.empty}</Text>
    </Panel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Join live events!' });
    await expect(
      within(panel).getByRole('heading', { level: 2, name: 'Join live events!' }),
    ).toBeVisible();
    await expect(within(panel).getByText('No live events are scheduled right now.')).toBeVisible();
    await expect(within(panel).queryByRole('link')).toBeNull();
  },
};
