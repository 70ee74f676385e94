import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { OnboardingCallScreen } from '@/screens/onboarding/OnboardingCallScreen';
import { signedInIncomplete } from '@stories/support/session';

const meta = {
  title: 'Screens/Onboarding/OnboardingCall',
  component: OnboardingCallScreen,
  args: { routePath: '/onboarding/call' },
  parameters: signedInIncomplete(),
} satisfies Meta<typeof OnboardingCallScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No scheduling widget configured: the fallback keeps the next step, Continue to /settings. */
export const WithoutScheduler: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Book your onboarding call' }),
    ).toBeVisible();
    await expect(canvas.getByText(/scheduling calendar is not available/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Continue' }));
    await expect(await canvas.findByText('Navigated to /settings')).toBeVisible();
  },
};
