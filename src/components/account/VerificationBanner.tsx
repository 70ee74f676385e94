import { Alert, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '@/models/StoresProvider';
import { ResendVerification } from './ResendVerification';
import { verificationTexts as texts } from './verificationTexts';

/**
 * Above every page of a signed-in member whose address is not verified (issue 23): where the
 * link went, and a Resend (throttled by the server: once a minute, five times a day; its
 * sentence shows when it refuses).
 */
export const VerificationBanner = observer(function VerificationBanner() {
  const { session, me } = useStores();
  const user = me.user;
  if (!session.isLoggedIn || !user || user.emailVerified) return null;
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
            <ResendVerification />
          </Stack>
        </Alert.Description>
      </Stack>
    </Alert.Root>
  );
});
