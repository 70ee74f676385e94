import type { Meta, StoryObj } from '@storybook/react-vite';
import { TechnologyHelpScreen } from '@/screens/resources/TechnologyHelpScreen';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { sectionPageStories } from './resourceStories';

const meta = {
  title: 'Screens/Resources/TechnologyHelp',
  component: TechnologyHelpScreen,
  args: { routePath: '/technology-help' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof TechnologyHelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const stories = sectionPageStories('technology_help', 'Technology help', 'Loading technology help');

/** Cards grouped by section. */
export const Default: Story = stories.Default;
export const Images: Story = stories.Images;
export const Mobile: Story = stories.Mobile;
/** No technology documents: 'No data found.' */
export const Empty: Story = stories.Empty;
export const Failure: Story = stories.Failure;
/** Kept last: its request never answers. */
export const Loading: Story = stories.Loading;
