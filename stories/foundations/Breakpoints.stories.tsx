import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appSystem, MOBILE_MAX_WIDTH } from '@/theme';
import { BreakpointsPage } from './TokenTable';

const meta = {
  title: 'Foundations/Breakpoints',
  component: BreakpointsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BreakpointsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The min-width breakpoints; md (40em) is where the desktop layout starts. */
export const Breakpoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const md = within(canvas.getByTestId('token-md'));
    await expect(md.getByTestId('value')).toHaveTextContent(MOBILE_MAX_WIDTH);
    await expect(md.getByTestId('layout')).toHaveTextContent('desktop starts here');
    await expect(md.getByTestId('query')).toHaveTextContent(appSystem().breakpoints.up('md'));
    await expect(within(canvas.getByTestId('token-sm')).getByTestId('layout')).toHaveTextContent(
      'mobile',
    );
    await expect(canvas.getAllByRole('row')).toHaveLength(
      appSystem().breakpoints.keys().length + 1,
    );
  },
};
