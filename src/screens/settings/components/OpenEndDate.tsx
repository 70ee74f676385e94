import { useEffect } from 'react';
import {
  Controller,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useWatch,
} from 'react-hook-form';
import { CheckboxField } from '@/components/forms/CheckboxField';
import { chosenYear } from '@/components/forms/choices';
import { MonthYearField } from '@/components/forms/MonthYearField';
import { monthYearInputs } from './RecordForm';

export interface OpenEndDateProps<Input extends FieldValues> {
  form: UseFormReturn<Input, unknown, unknown>;
  /** The checkbox that leaves the end open: 'I currently work here', 'This credential does not expire'. */
  open: { name: Path<Input>; label: string };
  /** The end date: its label and its month and year fields. */
  label: string;
  month: Path<Input>;
  year: Path<Input>;
  /** Said under the date while it is asked. */
  helperText?: string;
  /** Said under the date while it is not asked. */
  openHelperText?: string;
  /** The years offered (spec 5: from the start year; an expiry up to 20 years after the issue). */
  minYear?: number;
  maxYear?: number;
}

/**
 * An end date that a checkbox can leave open (spec 5 "Position", "Certification"): while it is
 * checked the date is not asked and its messages go; a chosen year that falls out of the years
 * offered (the start moved) is dropped rather than kept out of sight.
 */
export function OpenEndDate<Input extends FieldValues>({
  form,
  open,
  label,
  month,
  year,
  helperText,
  openHelperText,
  minYear,
  maxYear,
}: OpenEndDateProps<Input>) {
  const { control, setValue, clearErrors } = form;
  const isOpen = useWatch({ control, name: open.name }) === true;
  const chosen = chosenYear(useWatch({ control, name: year }));

  useEffect(() => {
    if (chosen === undefined) return;
    if (
      (minYear !== undefined && chosen < minYear) ||
      (maxYear !== undefined && chosen > maxYear)
    ) {
      setValue(year, '' as PathValue<Input, Path<Input>>);
    }
  }, [chosen, minYear, maxYear, setValue, year]);

  const inputs = monthYearInputs(form, month, year);
  return (
    <>
      <Controller
        control={control}
        name={open.name}
        render={({ field }) => (
          <CheckboxField
            {...field}
            value={field.value === true}
            label={open.label}
            onChange={(checked) => {
              field.onChange(checked);
              if (checked) clearErrors([month, year]);
            }}
          />
        )}
      />
      <MonthYearField
        label={label}
        required={!isOpen}
        disabled={isOpen}
        helperText={isOpen ? openHelperText : helperText}
        minYear={minYear}
        maxYear={maxYear}
        {...inputs}
        monthError={isOpen ? undefined : inputs.monthError}
        yearError={isOpen ? undefined : inputs.yearError}
      />
    </>
  );
}
