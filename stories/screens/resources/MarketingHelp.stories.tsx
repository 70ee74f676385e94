import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketingHelpScreen } from '@/screens/resources/MarketingHelpScreen';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { sectionPageStories } from './resourceStories';

const meta = {
  title: 'Screens/Resources/MarketingHelp',
  component: MarketingHelpScreen,
  args: { routePath: '/marketing-help' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof MarketingHelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = sectionPageStories(
  'marketing_help',
  'Marketing help',
  'Loading marketing help',
  async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('link', { name: 'See our marketing vendors' }),
    ).toHaveAttribute('href', '/marketing-help/vendors');
  },
);

/** Cards grouped by section, and the way to the vendors. */
export const Default: Story = stories.Default;
export const Images: Story = stories.Images;
export const Mobile: Story = stories.Mobile;
/** No marketing documents: 'No data found.' */
export const Empty: Story = stories.Empty;
export const Failure: Story = stories.Failure;
/** Kept last: its request never answers. */
export const Loading: Story = stories.Loading;
