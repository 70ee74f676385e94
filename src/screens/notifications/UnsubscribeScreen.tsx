import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LinkOutcome } from '@/components/feedback/LinkOutcome';
import { useStores } from '@/models/StoresProvider';
import { notificationsScreenTexts } from './texts';

const texts = notificationsScreenTexts.unsubscribe;

/**
 * /unsubscribe/{token}, the visible unsubscribe link of a notification e-mail (signed in or
 * not): on load it turns that kind's e-mails off (POST /v1/unsubscribe/{token}, the same as the
 * RFC 8058 one-click header) and says which; a bad link shows the server's sentence.
 */
export const UnsubscribeScreen = observer(function UnsubscribeScreen() {
  const token = useParams().token ?? '';
  const { notifications, session } = useStores();
  const operation = notifications.ops.unsubscribe.get(token);
  const result = notifications.unsubscribed.get(token);
  const send = () => void notifications.unsubscribe(token).catch(() => undefined);

  useEffect(() => {
    void notifications.unsubscribe(token).catch(() => undefined);
  }, [notifications, token]);

  return (
    <LinkOutcome
      operation={operation}
      done={result !== undefined}
      texts={texts}
      doneTitle={texts.done}
      onRetry={send}
      refused={
        <Button asChild variant="outline">
          <RouterLink to={session.isLoggedIn ? '/notifications' : '/'}>
            {session.isLoggedIn ? texts.change : texts.home}
          </RouterLink>
        </Button>
      }
    >
      {result && (
        <>
          <Text fontSize="lg">{texts.off(result)}</Text>
          {!result.kind && result.kinds.length > 0 && (
            <Stack gap="1">
              <Text fontWeight="semibold">{texts.kindsOff}</Text>
              <Stack as="ul" ps="5" gap="1">
                {result.kinds.map((kind) => (
                  <li key={kind}>{texts.kindLabel(kind)}</li>
                ))}
              </Stack>
            </Stack>
          )}
          <Text color="fg.muted">{texts.stillInApp}</Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/notifications">{texts.change}</RouterLink>
          </Button>
        </>
      )}
    </LinkOutcome>
  );
});
