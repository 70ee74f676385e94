import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { SelectOption } from '@/components/forms/choices';
import { MultiSelectField } from '@/components/forms/MultiSelectField';

/**
 * The chosen values in the options' order, so that unchecking and checking again the same
 * choice is no change: the form compares with what is saved value by value (Save stays
 * disabled until something changed, spec 2).
 */
export const inOptionOrder = (chosen: readonly string[], options: readonly SelectOption[]) =>
  options.filter((option) => chosen.includes(option.value)).map((option) => option.value);

export interface ChoicesFieldProps<Form extends FieldValues> {
  control: Control<Form, unknown, unknown>;
  name: Path<Form>;
  label: string;
  options: readonly SelectOption[];
  /** 'All States' for locations (spec 5). */
  exclusive?: string;
  error?: string;
}

/** A required multi-select of a block, its choices kept in the options' order. */
export function ChoicesField<Form extends FieldValues>({
  control,
  name,
  label,
  options,
  exclusive,
  error,
}: ChoicesFieldProps<Form>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MultiSelectField
          label={label}
          options={options}
          exclusive={exclusive}
          required
          error={error}
          {...field}
          onChange={(chosen) => field.onChange(inOptionOrder(chosen, options))}
        />
      )}
    />
  );
}
