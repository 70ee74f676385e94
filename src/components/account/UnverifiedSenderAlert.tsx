import { Alert, Stack } from '@chakra-ui/react';
import { serverMessage, toApiError } from '@/api/errors';
import { ResendVerification } from './ResendVerification';

/** A refusal because the member's own address is not verified yet (403 EmailNotVerified). */
export const isUnverifiedSender = (error: unknown): boolean =>
  toApiError(error).code === 'EmailNotVerified';

export interface UnverifiedSenderAlertProps {
  /** The refusal: its sentence is shown as the server wrote it. */
  error: unknown;
}

/**
 * Where a team invitation, a peer invitation or a testimonial request was refused because the
 * member's address is not verified (issue 38): the server's sentence and the verification
 * banner's own Resend, so the way out is beside the refusal.
 */
export function UnverifiedSenderAlert({ error }: UnverifiedSenderAlertProps) {
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Stack gap="2" flex="1" align="flex-start" fontSize="sm">
        <Alert.Title fontWeight="medium">{serverMessage(error)}</Alert.Title>
        <ResendVerification />
      </Stack>
    </Alert.Root>
  );
}
