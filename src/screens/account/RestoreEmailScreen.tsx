import { Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LinkOutcome } from '@/components/feedback/LinkOutcome';
import { useStores } from '@/models/StoresProvider';
import { accountTexts } from './texts';

const texts = accountTexts.restore;

/**
 * /restore-email/:token, the "This wasn't me" link of the notice a change of address sends to
 * the old address (issue 38 §4), signed in or not. Opening it only reads what it would restore
 * and shows it with a button: only the button's POST restores the address, ends every session
 * and mails a password reset, so a link scanner that opens the page changes nothing. A used,
 * late or unknown link, or an address another account holds now, shows the server's sentence.
 */
export const RestoreEmailScreen = observer(function RestoreEmailScreen() {
  const token = useParams().token ?? '';
  const { account } = useStores();
  const reading = account.ops.previewEmailRestore;
  const sending = account.ops.restoreEmail;
  const preview = account.restorePreview;
  const read = () => void account.previewEmailRestore(token).catch(() => undefined);
  const send = () => void account.restoreEmail(token).catch(() => undefined);

  useEffect(() => {
    account.forgetRestore();
    void account.previewEmailRestore(token).catch(() => undefined);
  }, [account, token]);

  const toLogin = (
    <Button asChild colorPalette="brand">
      <RouterLink to="/login">{accountTexts.toLogin}</RouterLink>
    </Button>
  );

  return (
    <LinkOutcome
      operation={sending.isFailed ? sending : reading}
      done={Boolean(account.restoredEmail)}
      texts={{ ...texts, retry: accountTexts.retry }}
      doneTitle={texts.done}
      onRetry={sending.isFailed ? send : read}
      refused={
        <Button asChild variant="outline">
          <RouterLink to="/">{accountTexts.toHome}</RouterLink>
        </Button>
      }
      confirm={
        preview && {
          label: texts.confirm,
          pending: sending.isPending,
          onConfirm: send,
          ask: (
            <>
              <Text fontSize="lg" fontWeight="semibold">
                {texts.ask(preview.email)}
              </Text>
              <Text>{texts.explain}</Text>
            </>
          ),
        }
      }
    >
      <Text role="status" fontSize="lg">
        {texts.doneText(account.restoredEmail ?? '')}
      </Text>
      {toLogin}
    </LinkOutcome>
  );
});
