import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { config } from '@/lib/config';
import { LandingScreen } from '@/screens/public/LandingScreen';

const meta = {
  title: 'Screens/Public/Landing',
  component: LandingScreen,
  args: { routePath: '/' },
} satisfies Meta<typeof LandingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Independence without tradeoffs',
    );
    await expect(
      canvas.getByText(
        'Start your journey today! Join our exclusive community for sophisticated Independent Professionals',
      ),
    ).toBeVisible();

    // The audience: the seven practice areas of the community.
    const areas = canvas.getByRole('complementary', {
      name: 'Seven practice areas, one community',
    });
    await expect(within(areas).getAllByRole('listitem')).toHaveLength(7);
    await expect(within(areas).getByText('Executive/Board Services')).toBeVisible();

    await expect(canvas.getByRole('heading', { name: 'Save Time!' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    await expect(
      canvas.getByRole('heading', { name: 'Search vetted professionals' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Run your business efficiently' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Meet peers at live events' })).toBeVisible();

    for (const criterion of [
      'Business-focused independents',
      'At least 8 years of experience in the practice area',
      'Industry expertise',
      'A professional and criminal background check',
    ]) {
      await expect(canvas.getByText(criterion)).toBeVisible();
    }

    await expect(canvas.getByRole('heading', { name: 'A message from our founder' })).toBeVisible();
    await expect(canvas.getByText(config.founder.name)).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Get Started' }));
    await expect(await canvas.findByText('Navigated to /signup')).toBeVisible();
  },
};
