import { Field, Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export interface TextFieldProps extends Omit<InputProps, 'size'> {
  label: string;
  /** The validation message; marks the field invalid and is announced with it. */
  error?: string;
  helperText?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error message, wired for react-hook-form's `register`. */
export function TextField({ label, error, helperText, ref, required, ...input }: TextFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input ref={ref} size="lg" bg="page.panel" {...input} />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
