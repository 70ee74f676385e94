import { Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LinkOutcome } from '@/components/feedback/LinkOutcome';
import type { NotificationKind } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { notificationsScreenTexts } from './texts';

const texts = notificationsScreenTexts.unsubscribe;

/** A digest's kinds, as a list under its heading. */
function KindList({ heading, kinds }: { heading: string; kinds: readonly NotificationKind[] }) {
  return (
    <Stack gap="1">
      <Text fontWeight="semibold">{heading}</Text>
      <Stack as="ul" ps="5" gap="1">
        {kinds.map((kind) => (
          <li key={kind}>{texts.kindLabel(kind)}</li>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /unsubscribe/{token}, the visible unsubscribe link of a notification e-mail (signed in or
 * not). On load it only reads what the link would turn off (GET /v1/unsubscribe/{token}) and
 * shows it with a button; the button's POST (the same as the RFC 8058 one-click header) turns
 * it off, so a link scanner that opens the page changes nothing (issue 38). A bad link shows
 * the server's sentence.
 */
export const UnsubscribeScreen = observer(function UnsubscribeScreen() {
  const token = useParams().token ?? '';
  const { notifications, session } = useStores();
  const reading = notifications.ops.loadUnsubscribePlan.get(token);
  const sending = notifications.ops.unsubscribe.get(token);
  const plan = notifications.unsubscribePlans.get(token);
  const result = notifications.unsubscribed.get(token);
  const read = () => void notifications.loadUnsubscribePlan(token).catch(() => undefined);
  const send = () => void notifications.unsubscribe(token).catch(() => undefined);

  useEffect(() => {
    void notifications.loadUnsubscribePlan(token).catch(() => undefined);
  }, [notifications, token]);

  return (
    <LinkOutcome
      operation={sending.isFailed ? sending : reading}
      done={result !== undefined}
      texts={texts}
      doneTitle={texts.done}
      onRetry={sending.isFailed ? send : read}
      refused={
        <Button asChild variant="outline">
          <RouterLink to={session.isLoggedIn ? '/notifications' : '/'}>
            {session.isLoggedIn ? texts.change : texts.home}
          </RouterLink>
        </Button>
      }
      confirm={
        plan && {
          label: texts.confirm,
          pending: sending.isPending,
          onConfirm: send,
          ask: (
            <>
              <Text fontSize="lg">{texts.ask(plan)}</Text>
              {!plan.kind &&
                (plan.kinds.length > 0 ? (
                  <KindList heading={texts.carries} kinds={plan.kinds} />
                ) : (
                  <Text color="fg.muted">{texts.nothingCarried}</Text>
                ))}
              <Text color="fg.muted">{texts.stillInApp}</Text>
            </>
          ),
        }
      }
    >
      {result && (
        <>
          <Text fontSize="lg">{texts.off(result)}</Text>
          {!result.kind && result.kinds.length > 0 && (
            <KindList heading={texts.kindsOff} kinds={result.kinds} />
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
