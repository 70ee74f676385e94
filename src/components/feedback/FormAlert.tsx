import { Alert } from '@chakra-ui/react';

export interface FormAlertProps {
  /** The catalogue message (spec 8); nothing renders without one. */
  message?: string;
  status?: 'error' | 'warning' | 'success' | 'info';
}

/** A form-level message, announced to screen readers as soon as it appears. */
export function FormAlert({ message, status = 'error' }: FormAlertProps) {
  if (!message) return null;
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="md">
      <Alert.Indicator />
      <Alert.Title fontWeight="medium">{message}</Alert.Title>
    </Alert.Root>
  );
}
