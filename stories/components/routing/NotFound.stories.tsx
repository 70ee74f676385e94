import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { NotFoundScreen } from '@/components/routing/NotFoundScreen';

const meta = {
  title: 'Screens/Public/NotFound',
  component: NotFoundScreen,
  args: { routePath: '/no/such/page' },
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(
      canvas.getByText("Oops. We can't seem to find the page you are looking for."),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Home' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};
