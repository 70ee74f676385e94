import { Box, Field, IconButton, Input } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { type Ref, useState } from 'react';
import type { TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** The toggle's names, for a secret that is not a password (e.g. SSN digits). */
  toggleLabels?: { show: string; hide: string };
}

const texts = { show: 'Show password', hide: 'Hide password' } as const;

/** A password input with a Show/Hide toggle, so a long password can be checked before sending. */
export function PasswordField({
  label,
  error,
  helperText,
  ref,
  required,
  toggleLabels = texts,
  ...input
}: PasswordFieldProps & { ref?: Ref<HTMLInputElement> }) {
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Box position="relative" w="full">
        <Input
          ref={ref}
          size="lg"
          bg="page.panel"
          pe="12"
          type={visible ? 'text' : 'password'}
          {...input}
        />
        <IconButton
          position="absolute"
          top="50%"
          insetEnd="1"
          transform="translateY(-50%)"
          size="sm"
          variant="ghost"
          aria-label={visible ? toggleLabels.hide : toggleLabels.show}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </IconButton>
      </Box>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
