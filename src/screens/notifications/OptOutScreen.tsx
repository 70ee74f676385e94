import { Button, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LinkOutcome } from '@/components/feedback/LinkOutcome';
import { useStores } from '@/models/StoresProvider';
import { notificationsScreenTexts } from './texts';

const texts = notificationsScreenTexts.optOut;

/**
 * /opt-out/{token}, the link in the e-mails sent to people who are not members (a testimonial
 * request, a peer's invitation): on load it takes the address off Guildhall's list (POST
 * /v1/opt-out/{token}, idempotent, no sign-in), so later requests to it are refused.
 */
export const OptOutScreen = observer(function OptOutScreen() {
  const token = useParams().token ?? '';
  const { notifications } = useStores();
  const operation = notifications.ops.optOut.get(token);
  const send = () => void notifications.optOut(token).catch(() => undefined);

  useEffect(() => {
    void notifications.optOut(token).catch(() => undefined);
  }, [notifications, token]);

  return (
    <LinkOutcome
      operation={operation}
      done={operation.isDone}
      texts={texts}
      doneTitle={texts.done}
      onRetry={send}
      refused={
        <Button asChild variant="outline">
          <RouterLink to="/">{texts.home}</RouterLink>
        </Button>
      }
    >
      <Text fontSize="lg">{texts.lead}</Text>
      <Text color="fg.muted">{texts.member}</Text>
    </LinkOutcome>
  );
});
