import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { serverMessage, toApiError } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { verificationTexts as texts } from './verificationTexts';

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
export const UnverifiedSenderAlert = observer(function UnverifiedSenderAlert({
  error,
}: UnverifiedSenderAlertProps) {
  const { account } = useStores();
  const resend = account.ops.resendVerification;
  return (
    <Alert.Root status="warning" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Stack gap="2" flex="1" align="flex-start">
        <Alert.Title fontWeight="medium">{serverMessage(error)}</Alert.Title>
        {resend.isDone && account.resentTo && (
          <Text role="status" fontSize="sm">
            {texts.resent(account.resentTo)}
          </Text>
        )}
        {resend.isFailed && (
          <Text role="alert" fontSize="sm">
            {serverMessage(resend.error)}
          </Text>
        )}
        <Button
          size="sm"
          variant="outline"
          loading={resend.isPending}
          loadingText={texts.resending}
          onClick={() => void account.resendVerification().catch(() => undefined)}
        >
          {texts.resend}
        </Button>
      </Stack>
    </Alert.Root>
  );
});
