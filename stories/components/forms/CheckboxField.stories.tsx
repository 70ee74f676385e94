import { Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { messages, requiredCheck } from '@/contract';
import { expectInvalid, looksStory } from '@stories/support/forms';
import { StoryForm } from '@stories/support/StoryForm';

/** Every look: unchecked, checked, invalid, disabled (both ways), with a helper text. */
function Catalog() {
  return (
    <Stack gap="6" p="6" maxW="xl">
      <CheckboxField label="Unchecked" />
      <CheckboxField label="Checked" value />
      <CheckboxField
        label="I have 8 years or more of professional experience"
        required
        error={messages.required}
      />
      <CheckboxField label="Disabled" disabled />
      <CheckboxField label="Disabled and checked" value disabled />
      <CheckboxField
        label="This credential does not expire"
        helperText="The expiry date is then not asked."
      />
    </Stack>
  );
}

const schema = z.object({ acknowledged: requiredCheck, current: z.boolean() });

/** A form with a contract checkbox rule, through react-hook-form's Controller. */
function AcknowledgeForm() {
  const [saved, setSaved] = useState<string>();
  const { control, handleSubmit } = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { acknowledged: false as never, current: true },
  });
  return (
    <StoryForm
      label="Background check"
      saved={saved}
      onSubmit={handleSubmit((form) => setSaved(JSON.stringify(form)))}
    >
      <Controller
        control={control}
        name="acknowledged"
        render={({ field, fieldState }) => (
          <CheckboxField
            label="I understand the check does not guarantee acceptance"
            required
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
      <Controller
        control={control}
        name="current"
        render={({ field }) => <CheckboxField label="I currently work here" {...field} />}
      />
    </StoryForm>
  );
}

const meta = {
  title: 'Components/Forms/CheckboxField',
  component: Catalog,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The looks, as assistive technology reads them. */
export const Looks: Story = looksStory(async (canvas) => {
  await expect(canvas.getByRole('checkbox', { name: 'Unchecked' })).not.toBeChecked();
  await expect(canvas.getByRole('checkbox', { name: 'Checked' })).toBeChecked();
  const invalid = canvas.getByRole('checkbox', { name: /^I have 8 years/ });
  await expect(invalid).toBeRequired();
  await expectInvalid(invalid, messages.required);
  await expect(canvas.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
  await expect(canvas.getByRole('checkbox', { name: 'Disabled and checked' })).toBeChecked();
  await expect(
    canvas.getByRole('checkbox', { name: 'This credential does not expire' }),
  ).toHaveAccessibleDescription('The expiry date is then not asked.');
});

/**
 * With a Controller: the default shows checked, an unticked required box gets the message and
 * the focus, and Space ticks it from the keyboard.
 */
export const InAForm: Story = {
  render: () => <AcknowledgeForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('checkbox', { name: 'I currently work here' });
    await expect(current).toBeChecked();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const acknowledged = canvas.getByRole('checkbox', { name: /^I understand/ });
    await expect(await canvas.findByText(messages.required)).toBeVisible();
    await expect(acknowledged).toHaveAttribute('aria-invalid', 'true');
    await expect(acknowledged).toHaveFocus();

    await userEvent.keyboard(' ');
    await expect(acknowledged).toBeChecked();
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(current).not.toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Saved {"acknowledged":true,"current":false}'),
    ).toBeVisible();
    await expect(canvas.queryByText(messages.required)).toBeNull();
  },
};
