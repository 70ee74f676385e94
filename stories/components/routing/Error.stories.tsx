import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorBoundary } from '@/components/routing/ErrorBoundary';
import { ErrorScreen } from '@/components/routing/ErrorScreen';
import { setErrorRecorder, type ErrorReport } from '@/lib/errorReporting';

const meta = {
  title: 'Screens/Public/Error',
  component: ErrorScreen,
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(
      canvas.getByText('Something went wrong. Please refresh or try again later.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  },
};

function Broken(): never {
  throw new Error('A screen failed to render');
}

const reports: ErrorReport[] = [];

/** A screen that throws: the boundary shows the error page and reports the error. */
export const CaughtByBoundary: Story = {
  render: () => (
    <ErrorBoundary>
      <Broken />
    </ErrorBoundary>
  ),
  beforeEach: () => {
    reports.length = 0;
    setErrorRecorder((report) => reports.push(report));
    // React logs caught render errors; this story expects exactly that one.
    const original = console.error;
    console.error = () => undefined;
    return () => {
      console.error = original;
      setErrorRecorder(undefined);
    };
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Oops!' })).toBeVisible();
    await expect(reports).toEqual([
      expect.objectContaining({
        error: expect.objectContaining({ message: 'A screen failed to render' }),
        source: 'boundary',
        // Component names are minified in a built Storybook: the stack is there, its names vary.
        componentStack: expect.stringMatching(/\w/),
      }),
    ]);
  },
};
