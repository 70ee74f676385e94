import { Box, Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from '@/components/forms/TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Email', name: 'email', type: 'email' },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url', 'number'] },
    error: { control: 'text' },
    helperText: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input; the helper text describes it; typing works. */
export const Default: Story = {
  args: { helperText: 'We never share it.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('We never share it.');
    await userEvent.type(input, 'alex@example.com');
    await expect(input).toHaveValue('alex@example.com');
  },
};

/** An error marks the field invalid, replaces the helper text and is the input's error message. */
export const WithError: Story = {
  args: { helperText: 'We never share it.', error: 'Enter a valid email address.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(canvas.queryByText('We never share it.')).toBeNull();
    // Linked with aria-errormessage (Ark's field), announced politely when it appears.
    const error = canvas.getByText('Enter a valid email address.');
    await expect(input).toHaveAttribute('aria-errormessage', error.id);
    await expect(input).toHaveAccessibleErrorMessage('Enter a valid email address.');
    await expect(error).toHaveAttribute('aria-live', 'polite');
  },
};

/** Required: the input says so, and the label shows the indicator. */
export const Required: Story = {
  args: { label: 'First name', name: 'firstName', type: 'text', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^First name/ });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
  },
};

/** Every state side by side: empty, filled, invalid, disabled, required. */
export const States: Story = {
  render: () => (
    <Stack gap="6">
      <TextField label="Empty" name="empty" helperText="Nothing typed yet." />
      <TextField label="Filled" name="filled" defaultValue="Alex Morgan" />
      <TextField
        label="Invalid"
        name="invalid"
        type="email"
        defaultValue="alex@"
        error="Enter a valid email address."
      />
      <TextField label="Disabled" name="disabled" defaultValue="alex@example.com" disabled />
      <TextField label="Required" name="required" required />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Empty' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Filled' })).toHaveValue('Alex Morgan');
    const invalid = canvas.getByRole('textbox', { name: 'Invalid' });
    await expect(invalid).toHaveAttribute('aria-invalid', 'true');
    await expect(invalid).toHaveAccessibleErrorMessage('Enter a valid email address.');
    await expect(canvas.getByRole('textbox', { name: 'Disabled' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Required/ })).toBeRequired();
  },
};
