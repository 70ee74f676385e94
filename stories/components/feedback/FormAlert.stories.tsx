import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormAlert } from '@/components/feedback/FormAlert';

const meta = {
  title: 'Components/Feedback/FormAlert',
  component: FormAlert,
  tags: ['autodocs'],
  argTypes: {
    status: { control: 'inline-radio', options: ['error', 'warning', 'success', 'info'] },
    message: { control: 'text' },
  },
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status side by side: an error is an alert, the others are polite statuses. */
export const Catalog: Story = {
  render: () => (
    <Stack gap="3" p="6">
      <FormAlert message="Invalid username or password" />
      <FormAlert
        status="warning"
        message="Changing your profession clears your areas of expertise."
      />
      <FormAlert status="success" message="Password updated" />
      <FormAlert status="info" message="Check Your Email" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid username or password');
    const statuses = canvas.getAllByRole('status');
    await expect(statuses).toHaveLength(3);
    await expect(statuses[0]).toHaveTextContent('clears your areas of expertise');
    await expect(statuses[1]).toHaveTextContent('Password updated');
    await expect(statuses[2]).toHaveTextContent('Check Your Email');
  },
};

/** The default status is error, announced at once. */
export const ErrorByDefault: Story = {
  args: { message: 'No connection' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('No connection');
    await expect(alert).toBeVisible();
  },
};

/** Without a message nothing renders, so a form can always include it. */
export const Empty: Story = {
  args: { message: '' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};
