import { Box, Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { serverMessage } from '@/api/errors';
import { verificationTexts as texts } from '@/components/account/verificationTexts';
import { useStores } from '@/models/StoresProvider';

/**
 * The resend of the verification e-mail where the disabled background check waits for it: the
 * banner's action (AccountStore.resendVerification), its outcome said beside it.
 */
export const ResendVerification = observer(function ResendVerification() {
  const { account } = useStores();
  const resend = account.ops.resendVerification;
  return (
    <Box>
      <Button
        variant="plain"
        size="sm"
        px="0"
        h="auto"
        color="brand.fg"
        textDecoration="underline"
        loading={resend.isPending}
        loadingText={texts.resending}
        onClick={() => void account.resendVerification().catch(() => undefined)}
      >
        {texts.resend}
      </Button>
      {resend.isDone && account.resentTo && (
        <Text role="status" fontSize="sm">
          {texts.resent(account.resentTo)}
        </Text>
      )}
      {resend.isFailed && (
        <Text role="alert" fontSize="sm" color="fg.error">
          {serverMessage(resend.error)}
        </Text>
      )}
    </Box>
  );
});
