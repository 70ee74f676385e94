import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { expect, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { SelectField } from '@/components/forms/SelectField';
import { messages, PROFESSIONS, professionLabels, professionSchema } from '@/contract';
import { expectInvalid, looksStory } from '@stories/support/forms';
import { StoryForm } from '@stories/support/StoryForm';

const options = PROFESSIONS.map((value) => ({ value, label: professionLabels[value] }));

/** Every look side by side: empty, filled, invalid, disabled, with a helper text. */
function Catalog() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" p="6" maxW="4xl">
      <SelectField label="Empty" placeholder="Select a profession" options={options} required />
      <SelectField label="Filled" options={options} defaultValue="legal" required />
      <SelectField
        label="Invalid"
        placeholder="Select a profession"
        options={options}
        required
        error={messages.select}
      />
      <SelectField label="Disabled" options={options} defaultValue="it" disabled />
      <SelectField
        label="With helper text"
        placeholder="Select a profession"
        options={options}
        helperText="Your expertise list follows it."
      />
    </SimpleGrid>
  );
}

const schema = z.object({ profession: professionSchema });

/** A form with the contract's schema, as a settings screen uses the field. */
function ProfessionForm() {
  const [saved, setSaved] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof schema>>({
    resolver: zodResolver(schema),
    // The empty option's '' is what a select hands over before anything is chosen.
    defaultValues: { profession: '' as never },
  });
  return (
    <StoryForm
      label="Profession"
      saved={saved}
      onSubmit={handleSubmit((form) => setSaved(form.profession))}
    >
      <SelectField
        label="Profession"
        placeholder="Select a profession"
        options={options}
        required
        error={errors.profession?.message}
        {...register('profession')}
      />
    </StoryForm>
  );
}

const meta = {
  title: 'Components/Forms/SelectField',
  component: Catalog,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The looks; labels name the selects and the error is the select's error message. */
export const Looks: Story = looksStory(async (canvas) => {
  const empty = canvas.getByRole('combobox', { name: /^Empty/ });
  await expect(empty).toHaveValue('');
  await expect(empty).toBeRequired();
  await expect(canvas.getByRole('combobox', { name: /^Filled/ })).toHaveValue('legal');
  const invalid = canvas.getByRole('combobox', { name: /^Invalid/ });
  await expectInvalid(invalid, messages.select);
  await expect(canvas.getByRole('combobox', { name: 'Disabled' })).toBeDisabled();
  await expect(
    canvas.getByRole('combobox', { name: 'With helper text' }),
  ).toHaveAccessibleDescription('Your expertise list follows it.');
});

/** Submitting with nothing chosen shows the spec's message; choosing by keyboard fixes it. */
export const RequiredMessage: Story = {
  render: () => <ProfessionForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const select = canvas.getByRole('combobox', { name: /^Profession/ });
    await expect(await canvas.findByText(messages.select)).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    // The schema's resolver moves the focus to the first invalid field.
    await expect(select).toHaveFocus();

    await userEvent.selectOptions(select, 'Legal');
    await expect(select).toHaveValue('legal');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Saved legal')).toBeVisible();
    await expect(canvas.queryByText(messages.select)).toBeNull();
  },
};
