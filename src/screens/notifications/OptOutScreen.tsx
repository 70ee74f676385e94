import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { serverMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { notificationsScreenTexts } from './texts';

const texts = notificationsScreenTexts.optOut;

/**
 * /opt-out/{token}, the link in the e-mails sent to people who are not members (a testimonial
 * request, a peer's invitation): on load it takes the address off Guildhall's list (POST
 * /v1/opt-out/{token}, idempotent, no sign-in), so later requests to it are refused; a bad link
 * shows the server's sentence, a lost connection offers to try again.
 */
export const OptOutScreen = observer(function OptOutScreen() {
  const token = useParams().token ?? '';
  const { notifications } = useStores();
  const operation = notifications.ops.optOut.get(token);

  useEffect(() => {
    void notifications.optOut(token).catch(() => undefined);
  }, [notifications, token]);

  const retry = () => void notifications.optOut(token).catch(() => undefined);

  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Stack gap="5" align="flex-start">
        {operation.isDone ? (
          <>
            <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
              {texts.done}
            </Heading>
            <Text fontSize="lg">{texts.lead}</Text>
            <Text color="fg.muted">{texts.member}</Text>
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
                <RouterLink to="/">{texts.home}</RouterLink>
              </Button>
            ) : (
              <Button variant="outline" onClick={retry}>
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
