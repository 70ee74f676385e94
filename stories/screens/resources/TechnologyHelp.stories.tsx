import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TechnologyHelpScreen } from '@/screens/resources/TechnologyHelpScreen';
import { contentEmpty, contentFailure, contentSlow } from '@mocks/scenarios/content';
import { withHandlers } from '@stories/support/mocks';
import type { PageArgs } from '@stories/support/page';
import { signedIn } from '@stories/support/session';
import { expectSections, expectWidthSrcSet, mobile } from './resourceStories';

const meta = {
  title: 'Screens/Resources/TechnologyHelp',
  component: TechnologyHelpScreen,
  args: { routePath: '/marketing-help' } satisfies PageArgs,
  parameters: signedIn(),
} satisfies Meta<typeof TechnologyHelpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cards grouped by section. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Technology help' })).toBeVisible();
    await expectSections(canvasElement, 'technology_help');
  },
};

/** Content images: the image service's widths as srcset, lazy below the first row. */
export const Images: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectSections(canvasElement, 'technology_help');
    const images = canvas.getAllByRole('img') as HTMLImageElement[];
    for (const image of images) await expectWidthSrcSet(image);
    await expect(images[0]).not.toHaveAttribute('loading');
    await expect(images[images.length - 1]).toHaveAttribute('loading', 'lazy');
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    await expectSections(canvasElement, 'technology_help');
  },
};

/** No technology documents: 'No data found.' */
export const Empty: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentEmpty('technology_help')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data found.')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};

export const Failure: Story = {
  parameters: { ...signedIn(), ...withHandlers(...contentFailure('technology_help')) },
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
  parameters: { ...signedIn(), ...withHandlers(...contentSlow('technology_help')) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Loading technology help')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull();
  },
};
