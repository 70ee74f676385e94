import { HStack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LicenceBadge } from '@/components/member/LicenceBadge';
import { VERIFICATION_STATES, verificationStateLabels } from '@/contract';

/** Every state a licence's badge reads (issue 24), side by side. */
function Catalog() {
  return (
    <HStack gap="4" p="6">
      {VERIFICATION_STATES.map((state) => (
        <LicenceBadge key={state} state={state} />
      ))}
    </HStack>
  );
}

const meta = {
  title: 'Components/Member/LicenceBadge',
  component: LicenceBadge,
  tags: ['autodocs'],
  args: { state: 'verified' },
  argTypes: { state: { control: 'inline-radio', options: VERIFICATION_STATES } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LicenceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unverified, Verified, Expiring, Expired and Revoked. */
export const AllStates: Story = {
  render: () => <Catalog />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const state of VERIFICATION_STATES) {
      await expect(canvas.getByText(verificationStateLabels[state])).toBeVisible();
    }
  },
};

/** One badge; the state is a control. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Verified')).toBeVisible();
  },
};
