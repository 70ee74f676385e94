import { Stack } from '@chakra-ui/react';
import type { FormEventHandler, ReactNode } from 'react';

export interface FormStackProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** A form whose fields stack with the standard spacing; validation is the schema's, not the browser's. */
export function FormStack({ label, onSubmit, children }: FormStackProps) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="5">{children}</Stack>
    </form>
  );
}
