import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '@/components/forms/PasswordField';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', name: 'password', autoComplete: 'current-password' },
  decorators: [
    (Story) => (
      <Box p="6" maxW="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden by default; the toggle shows the password and hides it again. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'correct horse');

    const show = canvas.getByRole('button', { name: 'Show password' });
    await expect(show).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(show);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('correct horse');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(input).toHaveValue('correct horse');
  },
};

/** The toggle works from the keyboard too. */
export const KeyboardToggle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** An error marks the field invalid and is linked as the input's error message. */
export const WithError: Story = {
  args: {
    helperText: 'At least 8 characters.',
    error: 'Enter a password with at least 8 characters.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleErrorMessage(
      'Enter a password with at least 8 characters.',
    );
    await expect(canvas.queryByText('At least 8 characters.')).toBeNull();
  },
};

/** Required, with its helper text while there is no error. */
export const Required: Story = {
  args: { label: 'New password', required: true, helperText: 'At least 8 characters.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^New password/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('At least 8 characters.');
  },
};
