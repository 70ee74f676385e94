import type { Meta, StoryObj } from '@storybook/react-vite';
import type { PageArgs } from '@stories/support/page';
import { expect, within } from 'storybook/test';
import { BackgroundCheckScreen } from '@/screens/settings/BackgroundCheckScreen';
import { checkTexts } from '@/screens/settings/checkTexts';
import { noCheck } from '@mocks/scenarios';
import { withMockDb } from '@stories/support/mocks';
import { signedIn } from '@stories/support/session';

// Issue 23: the background check's readiness is "complete and verified".

const meta = {
  title: 'Screens/Account/CheckNotVerified',
  component: BackgroundCheckScreen,
  args: { routePath: '/settings/check' } satisfies PageArgs,
  parameters: {
    ...signedIn({ published: false, emailVerified: false }),
    ...withMockDb(() => noCheck()),
  },
} satisfies Meta<typeof BackgroundCheckScreen>;

export default meta;
type Story = StoryObj<PageArgs>;

/** A complete, eligible profile whose address is not confirmed: no form, and why. */
export const NotVerified: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: checkTexts.notVerified.title }),
    ).toBeVisible();
    await expect(canvas.getByText(checkTexts.notVerified.text)).toBeVisible();
    await expect(canvas.queryByLabelText(/^Last 4 digits/)).toBeNull();
  },
};
