import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { serverMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { verificationTexts as texts } from './verificationTexts';

/**
 * Above every page of a signed-in member whose address is not verified (issue 23): where the
 * link went, and a Resend (throttled by the server: once a minute, five times a day; its
 * sentence shows when it refuses).
 */
export const VerificationBanner = observer(function VerificationBanner() {
  const { session, me, account } = useStores();
  const user = me.user;
  if (!session.isLoggedIn || !user || user.emailVerified) return null;
  const resend = account.ops.resendVerification;
  return (
    // A landmark, not an alert: it stays on every page and must not be announced on each one.
    <Alert.Root
      status="warning"
      role="region"
      aria-label={texts.title}
      borderRadius="0"
      px={{ base: '4', md: '8' }}
      py="3"
    >
      <Alert.Indicator />
      <Stack gap="2" flex="1">
        <Alert.Title>{texts.title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2" align="flex-start">
            <Text>{texts.body(user.email)}</Text>
            {resend.isDone && account.resentTo && (
              <Text role="status">{texts.resent(account.resentTo)}</Text>
            )}
            {resend.isFailed && <Text role="alert">{serverMessage(resend.error)}</Text>}
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
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
});
