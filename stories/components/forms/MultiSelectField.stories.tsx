import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MultiSelectField } from '@/components/forms/MultiSelectField';
import {
  ALL,
  expertiseFormSchemaFor,
  expertiseOptions,
  LOCATION_CODES,
  locationLabels,
  locationsFormSchema,
  messages,
  type ExpertiseForm,
  type LocationsForm,
} from '@/contract';
import { looksStory } from '@stories/support/forms';
import { StoryForm } from '@stories/support/StoryForm';

const locations = LOCATION_CODES.map((code) => ({ value: code, label: locationLabels[code] }));
const legal = expertiseOptions('legal').map((option) => ({
  value: option.key,
  label: option.label,
}));
const itAreas = expertiseOptions('it').map((option) => ({
  value: option.key,
  label: option.label,
}));

/** A catalog entry that keeps its own choices, so the looks can be clicked too. */
function Sample({
  initial = [],
  ...props
}: { initial?: string[] } & Omit<Parameters<typeof MultiSelectField>[0], 'value' | 'onChange'>) {
  const [value, setValue] = useState<string[]>(initial);
  return <MultiSelectField {...props} value={value} onChange={setValue} />;
}

/** Every look: empty, filled, 'All States', invalid, disabled, a short list without a filter. */
function Catalog() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" p="6" maxW="5xl">
      <Sample label="Empty" options={locations} exclusive={ALL} required />
      <Sample label="Filled" options={locations} exclusive={ALL} initial={['TX', 'CA', 'NY']} />
      <Sample label="All States chosen" options={locations} exclusive={ALL} initial={[ALL]} />
      <Sample
        label="Invalid"
        options={locations}
        exclusive={ALL}
        required
        error={messages.pickOne}
      />
      <Sample label="Disabled" options={legal} initial={['litigation', 'ip']} disabled />
      <Sample
        label="Short list"
        options={itAreas}
        initial={[itAreas[0]?.value ?? '']}
        helperText="Pick the areas you practice."
      />
    </SimpleGrid>
  );
}

/** The Locations block: the contract's schema, through react-hook-form's Controller. */
function LocationsBlock() {
  const [saved, setSaved] = useState<string>();
  const { control, handleSubmit } = useForm<LocationsForm>({
    resolver: zodResolver(locationsFormSchema),
    defaultValues: { locations: ['TX'] },
  });
  return (
    <StoryForm
      label="Locations"
      saved={saved}
      onSubmit={handleSubmit((form) => setSaved(form.locations.join(',')))}
    >
      <Controller
        control={control}
        name="locations"
        render={({ field, fieldState }) => (
          <MultiSelectField
            label="Locations"
            options={locations}
            exclusive={ALL}
            required
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
    </StoryForm>
  );
}

/** The Expertise block of a legal member: 38 areas, filtered. */
function ExpertiseBlock() {
  const [saved, setSaved] = useState<string>();
  const { control, handleSubmit } = useForm<ExpertiseForm>({
    resolver: zodResolver(expertiseFormSchemaFor('legal')),
    defaultValues: { expertises: [] },
  });
  return (
    <StoryForm
      label="Expertise"
      saved={saved}
      onSubmit={handleSubmit((form) => setSaved(form.expertises.join(',')))}
    >
      <Controller
        control={control}
        name="expertises"
        render={({ field, fieldState }) => (
          <MultiSelectField
            label="Expertise"
            options={legal}
            required
            error={fieldState.error?.message}
            {...field}
          />
        )}
      />
    </StoryForm>
  );
}

const meta = {
  title: 'Components/Forms/MultiSelectField',
  component: Catalog,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The looks: a named group of checkboxes, the chosen ones as tags, the error described. */
export const Looks: Story = looksStory(async (canvas) => {
  const empty = within(canvas.getByRole('group', { name: /^Empty/ }));
  await expect(empty.getAllByRole('checkbox')).toHaveLength(LOCATION_CODES.length);
  await expect(empty.getByRole('searchbox', { name: 'Filter Empty' })).toBeVisible();
  await expect(empty.queryByRole('list', { name: 'Chosen Empty' })).toBeNull();

  const filled = within(canvas.getByRole('group', { name: 'Filled' }));
  await expect(filled.getByRole('checkbox', { name: 'Texas' })).toBeChecked();
  await expect(filled.getByRole('button', { name: 'Remove California' })).toBeVisible();

  const all = within(canvas.getByRole('group', { name: 'All States chosen' }));
  await expect(all.getByRole('checkbox', { name: 'All States' })).toBeChecked();
  await expect(all.getAllByRole('checkbox', { checked: true })).toHaveLength(1);

  await expect(canvas.getByRole('group', { name: /^Invalid/ })).toHaveAccessibleDescription(
    messages.pickOne,
  );

  const disabled = within(canvas.getByRole('group', { name: 'Disabled' }));
  for (const box of disabled.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  for (const tag of disabled.getAllByRole('button', { name: /^Remove/ })) {
    await expect(tag).toBeDisabled();
  }

  const short = canvas.getByRole('group', { name: 'Short list' });
  await expect(within(short).queryByRole('searchbox')).toBeNull();
  await expect(short).toHaveAccessibleDescription('Pick the areas you practice.');
});

/**
 * 'All States' excludes the others and any state excludes it; the status says what the rule
 * unchecked. By keyboard: filter, Tab, Space; a tag's Remove button; the empty list's message.
 */
export const LocationsExclusive: Story = {
  render: () => <LocationsBlock />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    const box = (name: string) => canvas.getByRole('checkbox', { name });
    await expect(box('Texas')).toBeChecked();

    await userEvent.click(canvas.getByRole('searchbox', { name: 'Filter Locations' }));
    await userEvent.keyboard('calif');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await userEvent.tab();
    await expect(box('California')).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box('California')).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Remove Texas' })).toBeVisible();

    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Filter Locations' }));
    await userEvent.click(box('All States'));
    await expect(box('All States')).toBeChecked();
    await expect(box('Texas')).not.toBeChecked();
    await expect(box('California')).not.toBeChecked();
    await expect(status).toHaveTextContent('California, Texas unchecked.');

    await userEvent.click(box('Ohio'));
    await expect(box('All States')).not.toBeChecked();
    await expect(status).toHaveTextContent('All States unchecked.');

    // Removing the last tag from the keyboard leaves nothing chosen and the focus in the group.
    const remove = canvas.getByRole('button', { name: 'Remove Ohio' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.getByRole('searchbox', { name: 'Filter Locations' })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(canvas.getByRole('group', { name: /^Locations/ })).toHaveAccessibleDescription(
        messages.pickOne,
      ),
    );
    await userEvent.click(box('All States'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText(`Saved ${ALL}`)).toBeVisible();
    await expect(canvas.queryByText(messages.pickOne)).toBeNull();
  },
};

/** Legal's 38 areas: the filter finds one; Enter in the filter does not submit the form. */
export const ExpertiseFiltered: Story = {
  render: () => <ExpertiseBlock />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(legal.length);
    const filter = canvas.getByRole('searchbox', { name: 'Filter Expertise' });
    await userEvent.type(filter, 'zzz{Enter}');
    await expect(canvas.getByText('No option matches.')).toBeVisible();
    await expect(canvas.queryByText(messages.pickOne)).toBeNull();

    await userEvent.clear(filter);
    await userEvent.type(filter, 'litig');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Litigation' }));
    await userEvent.clear(filter);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Intellectual Property' }));
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findByText('Saved litigation,ip')).toBeVisible();
  },
};
