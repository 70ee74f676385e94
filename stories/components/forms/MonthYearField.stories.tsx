import { SimpleGrid } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { chosenYear } from '@/components/forms/choices';
import { MonthYearField } from '@/components/forms/MonthYearField';
import { TextField } from '@/components/forms/TextField';
import { EMPTY_POSITION } from '@/screens/settings/career/PositionForm';
import {
  CERTIFICATION_EXPIRY_SPAN_YEARS,
  messages,
  positionFormSchema,
  type PositionFormInput,
} from '@/contract';
import { expectInvalid, looksStory, optionTexts, yearOptions } from '@stories/support/forms';
import { StoryForm } from '@stories/support/StoryForm';

// The stories' calendar (.storybook/clock.ts), passed as the screens pass their store's clock.
const now = new Date('2026-11-21T15:00:00Z');

/** Every look: empty, filled, invalid, disabled, a helper text, and the narrowed year ranges. */
function Catalog() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" p="6" maxW="4xl">
      <MonthYearField label="Empty" required now={now} month={{}} year={{}} />
      <MonthYearField
        label="Filled"
        required
        now={now}
        month={{ defaultValue: '3' }}
        year={{ defaultValue: '2019' }}
      />
      <MonthYearField
        label="Invalid"
        required
        now={now}
        month={{}}
        year={{}}
        monthError={messages.month}
        yearError={messages.year}
      />
      <MonthYearField
        label="Disabled"
        now={now}
        disabled
        month={{ defaultValue: '' }}
        year={{ defaultValue: '' }}
        helperText="Not asked while you work here."
      />
      <MonthYearField label="End date from 2020" now={now} minYear={2020} month={{}} year={{}} />
      <MonthYearField
        label="Expiration date"
        now={now}
        minYear={2018}
        maxYear={2018 + CERTIFICATION_EXPIRY_SPAN_YEARS}
        month={{}}
        year={{}}
        helperText="Up to 20 years after the issue year."
      />
    </SimpleGrid>
  );
}

/** The position form's dates, with the contract's schema, as the Experience screen uses them. */
function PositionDatesForm() {
  const [saved, setSaved] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PositionFormInput>({
    resolver: zodResolver(positionFormSchema),
    defaultValues: { ...EMPTY_POSITION, title: 'Partner', company: 'Hale & Ward' },
  });
  const current = useWatch({ control, name: 'current' });
  const startYear = useWatch({ control, name: 'startYear' });
  return (
    <StoryForm
      label="Position"
      saved={saved}
      onSubmit={handleSubmit((form) =>
        setSaved(
          `${form.startMonth}/${form.startYear} - ${form.current ? 'Present' : `${form.endMonth}/${form.endYear}`}`,
        ),
      )}
    >
      <TextField label="Title" required {...register('title')} />
      <TextField label="Company" required {...register('company')} />
      <MonthYearField
        label="Start date"
        required
        now={now}
        month={register('startMonth')}
        year={register('startYear')}
        monthError={errors.startMonth?.message}
        yearError={errors.startYear?.message}
      />
      <Controller
        control={control}
        name="current"
        render={({ field }) => <CheckboxField label="I currently work here" {...field} />}
      />
      <MonthYearField
        label="End date"
        required={!current}
        disabled={current}
        now={now}
        minYear={chosenYear(startYear)}
        month={register('endMonth')}
        year={register('endYear')}
        monthError={errors.endMonth?.message}
        yearError={errors.endYear?.message}
      />
    </StoryForm>
  );
}

const meta = {
  title: 'Components/Forms/MonthYearField',
  component: Catalog,
} satisfies Meta<typeof Catalog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The looks; each select is named by the pair's label and its own. */
export const Looks: Story = looksStory(async (canvas) => {
  await expect(canvas.getByRole('group', { name: 'Empty' })).toBeVisible();
  const month = canvas.getByRole('combobox', { name: 'Empty Month' });
  const year = canvas.getByRole('combobox', { name: 'Empty Year' });
  await expect(month).toBeRequired();
  await expect(optionTexts(month)).toHaveLength(13);
  // Spec 9: the current year back 70 years, newest first, after the placeholder.
  const years = optionTexts(year);
  await expect(years).toHaveLength(72);
  await expect(years.slice(0, 2)).toEqual(['Year', '2026']);
  await expect(years.at(-1)).toBe('1956');

  await expect(canvas.getByRole('combobox', { name: 'Filled Month' })).toHaveValue('3');
  await expect(canvas.getByRole('combobox', { name: 'Filled Year' })).toHaveValue('2019');

  const invalidMonth = canvas.getByRole('combobox', { name: 'Invalid Month' });
  await expectInvalid(invalidMonth, messages.month);
  await expect(canvas.getByRole('combobox', { name: 'Invalid Year' })).toHaveAccessibleErrorMessage(
    messages.year,
  );

  await expect(canvas.getByRole('combobox', { name: 'Disabled Month' })).toBeDisabled();
  await expect(canvas.getByRole('combobox', { name: 'Disabled Year' })).toBeDisabled();
  await expect(canvas.getByRole('group', { name: 'Disabled' })).toHaveAccessibleDescription(
    'Not asked while you work here.',
  );

  const endYears = optionTexts(canvas.getByRole('combobox', { name: 'End date from 2020 Year' }));
  await expect(endYears).toEqual(yearOptions(2026, 2020));
  const expiryYears = optionTexts(canvas.getByRole('combobox', { name: 'Expiration date Year' }));
  await expect(expiryYears).toHaveLength(22);
  await expect(expiryYears.slice(0, 2)).toEqual(['Year', '2038']);
  await expect(expiryYears.at(-1)).toBe('2018');
});

/**
 * In the position form: the spec's messages for a missing start, end years from the start year,
 * an end before the start refused, and the end disabled while 'I currently work here'.
 */
export const PositionDates: Story = {
  render: () => <PositionDatesForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    const startMonth = canvas.getByRole('combobox', { name: 'Start date Month' });
    const startYear = canvas.getByRole('combobox', { name: 'Start date Year' });
    await waitFor(() => expect(startMonth).toHaveAccessibleErrorMessage(messages.month));
    await expect(startYear).toHaveAccessibleErrorMessage(messages.year);
    await expect(startMonth).toHaveFocus();

    // The keyboard goes month, then year.
    await userEvent.tab();
    await expect(startYear).toHaveFocus();

    await userEvent.selectOptions(startMonth, 'March');
    await userEvent.selectOptions(startYear, '2020');
    const endMonth = canvas.getByRole('combobox', { name: 'End date Month' });
    const endYear = canvas.getByRole('combobox', { name: 'End date Year' });
    await expect(optionTexts(endYear)).toEqual(yearOptions(2026, 2020));

    await userEvent.click(save);
    await waitFor(() => expect(endMonth).toHaveAccessibleErrorMessage(messages.month));
    await expect(endYear).toHaveAccessibleErrorMessage(messages.year);
    await expect(startMonth).not.toHaveAttribute('aria-invalid', 'true');

    // January 2020 is before March 2020.
    await userEvent.selectOptions(endMonth, 'January');
    await userEvent.selectOptions(endYear, '2020');
    await userEvent.click(save);
    await waitFor(() => expect(endYear).not.toHaveAttribute('aria-invalid', 'true'));
    await expect(endMonth).toHaveAccessibleErrorMessage(messages.month);
    await expect(endYear).not.toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText(/^Saved/)).toBeNull();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'I currently work here' }));
    await expect(endMonth).toBeDisabled();
    await expect(endYear).toBeDisabled();
    await userEvent.click(save);
    await expect(await canvas.findByText('Saved 3/2020 - Present')).toBeVisible();
  },
};
