import { Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LinkOutcome } from '@/components/feedback/LinkOutcome';
import { useStores } from '@/models/StoresProvider';
import { accountTexts as texts } from './texts';

export interface EmailLinkScreenProps {
  /** verify: the sign-up's (or a resent) link; change: the link to a new address. */
  purpose: 'verify' | 'change';
}

/**
 * What an e-mailed account link opens (issue 23), signed in or not: on load it confirms the
 * address with the token of the path, then says so; a used, late or unknown link shows the
 * server's sentence (which says which).
 */
export const EmailLinkScreen = observer(function EmailLinkScreen({
  purpose,
}: EmailLinkScreenProps) {
  const token = useParams().token ?? '';
  const { account, session } = useStores();
  const words = texts[purpose];
  const operation =
    purpose === 'verify' ? account.ops.confirmVerification : account.ops.confirmEmailChange;
  const send = () => {
    const confirm = purpose === 'verify' ? account.confirmVerification : account.confirmEmailChange;
    void confirm(token).catch(() => undefined);
  };

  useEffect(() => {
    const confirm = purpose === 'verify' ? account.confirmVerification : account.confirmEmailChange;
    void confirm(token).catch(() => undefined);
  }, [account, purpose, token]);

  const next = session.isLoggedIn ? (
    <Button asChild colorPalette="brand">
      <RouterLink to="/settings">{texts.toSettings}</RouterLink>
    </Button>
  ) : (
    <Button asChild colorPalette="brand">
      <RouterLink to="/login">{texts.toLogin}</RouterLink>
    </Button>
  );

  return (
    <LinkOutcome
      operation={operation}
      done={operation.isDone && Boolean(account.confirmedEmail)}
      texts={{ ...words, retry: texts.retry }}
      doneTitle={words.done}
      onRetry={send}
      refused={next}
    >
      <Text role="status" fontSize="lg">
        {words.doneText(account.confirmedEmail ?? '')}
      </Text>
      {next}
    </LinkOutcome>
  );
});

/** /verify-email/:token */
export function VerifyEmailScreen() {
  return <EmailLinkScreen purpose="verify" />;
}

/** /confirm-email/:token */
export function ConfirmEmailScreen() {
  return <EmailLinkScreen purpose="change" />;
}
