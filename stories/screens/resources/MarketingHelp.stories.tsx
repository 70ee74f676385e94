import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MarketingHelpScreen } from '@/screens/resources/MarketingHelpScreen';
import { contentEmpty, contentFailure, contentSlow } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { expectSections, expectWidthSrcSet, mobile } from './resourceStories';

const meta = {
  title: 'Screens/Resources/MarketingHelp',
  component: MarketingHelpScreen,
  args: { routePath: '/marketing-help' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof MarketingHelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards grouped by section, and the way to the vendors. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Marketing help' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See our marketing vendors' })).toHaveAttribute(
      'href',
      '/marketing-help/vendors',
    );
    await expectSections(canvasElement, 'marketing_help');
  },
};

/** Content images: the image service's widths as srcset, lazy below the first row. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSections(canvasElement, 'marketing_help');
    const images = canvas.getAllByRole('img') as HTMLImageElement[];
    for (const image of images) await expectWidthSrcSet(image);
    await expect(images[0]).not.toHaveAttribute('loading');
    await expect(images[images.length - 1]).toHaveAttribute('loading', 'lazy');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectSections(canvasElement, 'marketing_help');
  },
};

/** No marketing documents: 'No data found.' */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentEmpty('marketing_help')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Failure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentFailure('marketing_help')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please refresh or try again later.',
    );
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

/** Kept last (its request never answers): the sections' skeletons. */
export const Loading: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentSlow('marketing_help')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading marketing help')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
