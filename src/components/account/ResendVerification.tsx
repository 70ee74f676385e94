import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { serverMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { verificationTexts as texts } from './verificationTexts';

export interface ResendVerificationProps {
  /** 'button' in an alert (the banner, a refused sender); 'link' in a card's text (the hub). */
  appearance?: 'button' | 'link';
}

const LINK_PROPS = {
  variant: 'plain',
  px: '0',
  h: 'auto',
  color: 'brand.fg',
  textDecoration: 'underline',
} as const;

/**
 * The resend of the verification e-mail (AccountStore.resendVerification, throttled by the
 * server) with its outcome above it: where the new link went, or the server's refusal. The
 * banner, a refused sender's alert and the hub's background check share it.
 */
export const ResendVerification = observer(function ResendVerification({
  appearance = 'button',
}: ResendVerificationProps) {
  const { account } = useStores();
  const resend = account.ops.resendVerification;
  return (
    <Stack gap="2" align="flex-start">
      {resend.isDone && account.resentTo && (
        <Text role="status">{texts.resent(account.resentTo)}</Text>
      )}
      {resend.isFailed && <Text role="alert">{serverMessage(resend.error)}</Text>}
      <Button
        size="sm"
        {...(appearance === 'link' ? LINK_PROPS : { variant: 'outline' })}
        loading={resend.isPending}
        loadingText={texts.resending}
        onClick={() => void account.resendVerification().catch(() => undefined)}
      >
        {texts.resend}
      </Button>
    </Stack>
  );
});
