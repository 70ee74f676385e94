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
 * request, a peer's invitation). On load it only reads the address the link names (GET
 * /v1/opt-out/{token}) and asks; the button takes the address off Guildhall's list (POST, no
 * sign-in, idempotent), so later requests to it are refused and a link scanner that opens the
 * page changes nothing (issue 38). An address off the list already is shown as done.
 */
export const OptOutScreen = observer(function OptOutScreen() {
  const token = useParams().token ?? '';
  const { notifications } = useStores();
  const reading = notifications.ops.loadOptOutPlan.get(token);
  const sending = notifications.ops.optOut.get(token);
  const plan = notifications.optOutPlans.get(token);
  const read = () => void notifications.loadOptOutPlan(token).catch(() => undefined);
  const send = () => void notifications.optOut(token).catch(() => undefined);

  useEffect(() => {
    void notifications.loadOptOutPlan(token).catch(() => undefined);
  }, [notifications, token]);

  return (
    <LinkOutcome
      operation={sending.isFailed ? sending : reading}
      done={sending.isDone || plan?.optedOut === true}
      texts={texts}
      doneTitle={texts.done}
      onRetry={sending.isFailed ? send : read}
      refused={
        <Button asChild variant="outline">
          <RouterLink to="/">{texts.home}</RouterLink>
        </Button>
      }
      confirm={
        plan && {
          label: texts.confirm,
          pending: sending.isPending,
          onConfirm: send,
          ask: (
            <>
              <Text fontSize="lg">{texts.ask(plan.email)}</Text>
              <Text color="fg.muted">{texts.askLead}</Text>
            </>
          ),
        }
      }
    >
      <Text fontSize="lg">{texts.lead}</Text>
      <Text color="fg.muted">{texts.member}</Text>
    </LinkOutcome>
  );
});
