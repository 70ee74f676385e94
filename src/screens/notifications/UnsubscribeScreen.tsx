import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { serverMessage } from '@/api/errors';
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

  useEffect(() => {
    void notifications.unsubscribe(token).catch(() => undefined);
  }, [notifications, token]);

  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Stack gap="5" align="flex-start">
        {result ? (
          <>
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {texts.done}
            </Heading>
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
        ) : operation.isFailed ? (
          <>
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {texts.invalidTitle}
            </Heading>
            <Text role="alert" fontSize="lg">
              {serverMessage(operation.error)}
            </Text>
            {operation.error?.kind === 'CLIENT' ? (
              <Button asChild variant="outline">
                <RouterLink to={session.isLoggedIn ? '/notifications' : '/'}>
                  {session.isLoggedIn ? texts.change : texts.home}
                </RouterLink>
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => void notifications.unsubscribe(token).catch(() => undefined)}
              >
                {texts.retry}
              </Button>
            )}
          </>
        ) : (
          <>
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {texts.title}
            </Heading>
            <Stack direction="row" align="center" gap="3" aria-busy="true">
              <Spinner size="sm" />
              <Text>{texts.pending}</Text>
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
});
