import { Checkbox, Field } from '@chakra-ui/react';
import { type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';
import { uncheckedControl } from './styles';

export interface CheckboxFieldProps {
  label: ReactNode;
  /** Checked or not: react-hook-form's `field.value` (a Controller), so defaults show. */
  value?: boolean;
  onChange?: (checked: boolean) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  name?: string;
  /** The validation message; marks the checkbox invalid and is announced with it. */
  error?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  /** The native checkbox, so react-hook-form can focus it on an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled checkbox with its error message. Controlled, for react-hook-form's `Controller`
 * (`<CheckboxField {...field} />`): `register` would set the native input's `checked` behind
 * the back of Chakra's checkbox, which would then not show a default.
 */
export function CheckboxField({
  label,
  value,
  onChange,
  onBlur,
  name,
  error,
  helperText,
  required,
  disabled,
  ref,
}: CheckboxFieldProps) {
  // Ark's checkbox takes the field's label and state but not its texts: linked here.
  const id = useId();
  const ids = { helperText: `${id}-helper`, errorText: `${id}-error` };
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled} ids={ids}>
      <Checkbox.Root
        checked={value}
        onCheckedChange={(details) => onChange?.(details.checked === true)}
        name={name}
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput
          ref={ref}
          onBlur={onBlur}
          aria-describedby={helperText && !error ? ids.helperText : undefined}
          aria-errormessage={error ? ids.errorText : undefined}
        />
        <Checkbox.Control mt="0.5" css={uncheckedControl} />
        <Checkbox.Label>
          {label}
          {required && <Field.RequiredIndicator />}
        </Checkbox.Label>
      </Checkbox.Root>
      {helperText && !error && <Field.HelperText ps="7">{helperText}</Field.HelperText>}
      {error && <Field.ErrorText ps="7">{error}</Field.ErrorText>}
    </Field.Root>
  );
}
