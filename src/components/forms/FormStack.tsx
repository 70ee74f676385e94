import { Stack } from '@chakra-ui/react';
import { type FormEventHandler, type ReactNode, useRef } from 'react';
import { useEarlyInput } from '@/lib/earlyInput';

export interface FormStackProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form whose fields stack with the standard spacing; validation is the schema's, not the browser's. */
export function FormStack({ label, onSubmit, children }: FormStackProps) {
  // Sent on a prerendered page before it was hydrated, it is sent once it is.
  const form = useRef<HTMLFormElement>(null);
  useEarlyInput(form);
  return (
    <form ref={form} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="5">{children}</Stack>
    </form>
  );
}
