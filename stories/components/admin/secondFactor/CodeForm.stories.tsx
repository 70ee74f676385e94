import { Box } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeForm } from '@/components/admin/secondFactor/CodeForm';
import { secondFactorTexts as texts } from '@/components/admin/secondFactor/texts';
import { secondFactorMessages } from '@/contract';

// CodeForm: one code and its button, shared by the enrolment's confirmation and the challenge.
// The code is sent trimmed; the refusal shows under the field.

const meta = {
  title: 'Components/Admin/SecondFactor/CodeForm',
  component: CodeForm,
  decorators: [
    (Story) => (
      <Box p="6">
        <Story />
      </Box>
    ),
  ],
  args: {
    label: texts.codeLabel,
    submitLabel: texts.confirm,
    inputMode: 'numeric',
    pending: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof CodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A code typed with spaces around it is sent without them. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(texts.codeLabel), ' 123456 ');
    await userEvent.click(canvas.getByRole('button', { name: texts.confirm }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

/** The server's refusal under the field, which is marked invalid. */
export const Refused: Story = {
  args: { error: secondFactorMessages.codeWrong },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(secondFactorMessages.codeWrong)).toBeVisible();
    await expect(canvas.getByLabelText(texts.codeLabel)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Pending: the button shows it and a second press sends nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: texts.confirm });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
