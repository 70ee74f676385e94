import { Field, NativeSelect } from '@chakra-ui/react';
import type { ComponentProps, Ref } from 'react';
import type { SelectOption } from './choices';

export type { SelectOption } from './choices';

export interface SelectFieldProps extends Omit<
  ComponentProps<typeof NativeSelect.Field>,
  'children' | 'placeholder'
> {
  label: string;
  options: readonly SelectOption[];
  /** The empty first option (value ''), shown while nothing is chosen. */
  placeholder?: string;
  /** The validation message (e.g. 'Select a valid option.'); marks the field invalid. */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with its error message, wired for react-hook-form's `register`. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  helperText,
  required,
  disabled,
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="lg">
        <NativeSelect.Field ref={ref} bg="page.panel" {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
