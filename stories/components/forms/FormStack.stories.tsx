import { Box, Button } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type FormEvent, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormStack } from '@/components/forms/FormStack';
import { TextField } from '@/components/forms/TextField';

/** A form that counts its submits, so a story can see the handler ran. */
function InviteForm() {
  const [submits, setSubmits] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmits((count) => count + 1);
  };
  return (
    <Box p="6" maxW="md">
      <FormStack label="Invite a peer" onSubmit={submit}>
        <TextField label="Email" name="email" type="email" required />
        <Button type="submit">Send</Button>
      </FormStack>
      <p>Submitted {submits} times</p>
    </Box>
  );
}

const meta = {
  title: 'Components/Forms/FormStack',
  component: InviteForm,
} satisfies Meta<typeof InviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The form is named by its label, and the browser does not validate: an empty required field
 * still reaches the handler (the schema decides).
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('form', { name: 'Invite a peer' });
    await expect(form).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Submitted 1 times')).toBeVisible();

    await userEvent.type(
      canvas.getByRole('textbox', { name: /^Email/ }),
      'dana@example.com{Enter}',
    );
    await expect(await canvas.findByText('Submitted 2 times')).toBeVisible();
  },
};
