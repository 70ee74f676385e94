import { Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { serverMessage } from '@/api/errors';
import type { OperationState } from '@/models/operations';

export interface LinkConfirm {
  /** What the button will do, in the screen's words. */
  ask: ReactNode;
  label: string;
  /** The button's own call is out: it shows so and cannot be pressed again. */
  pending: boolean;
  onConfirm: () => void;
}

export interface LinkOutcomeProps {
  /**
   * The call being shown: the link's one call (sent on load by the screen), or, for a link that
   * asks first, the read of what it would do until its button's call fails.
   */
  operation: OperationState;
  /** The call went through and its answer is there to show. */
  done: boolean;
  texts: {
    /** While the call runs. */
    title: string;
    pending: string;
    /** After a refusal or a lost connection. */
    failedTitle: string;
    retry: string;
  };
  /** The heading and what follows it once done. */
  doneTitle: string;
  children: ReactNode;
  /**
   * A link that acts only on a button (unsubscribe, opt-out, restore an address: a link
   * scanner opening the page changes nothing): what it will do and the button, shown once
   * `operation` (the read) is done and until `done`. Falsy until there is something to ask.
   */
  confirm?: LinkConfirm | null | false;
  /** Where a refused link (a 4xx: used, late, not valid) leads instead of trying again. */
  refused: ReactNode;
  onRetry: () => void;
}

/**
 * The page an e-mailed link opens (unsubscribe, opt-out, verify or change an address), signed
 * in or not: a heading and a spinner while its call runs; for a link that asks first, what it
 * will do and its button; once done, what changed; refused, the server's sentence (which says
 * why) and a way on; without a connection, Try again.
 */
export const LinkOutcome = observer(function LinkOutcome({
  operation,
  done,
  texts,
  doneTitle,
  children,
  confirm,
  refused,
  onRetry,
}: LinkOutcomeProps) {
  const title = done ? doneTitle : operation.isFailed ? texts.failedTitle : texts.title;
  return (
    <Container maxW="xl" py={{ base: '10', md: '16' }}>
      <Stack gap="5" align="flex-start">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {title}
        </Heading>
        {done ? (
          children
        ) : confirm && operation.isDone ? (
          <>
            {confirm.ask}
            <Button
              colorPalette="brand"
              loading={confirm.pending}
              loadingText={confirm.label}
              onClick={confirm.onConfirm}
            >
              {confirm.label}
            </Button>
          </>
        ) : operation.isFailed ? (
          <>
            <Text role="alert" fontSize="lg">
              {serverMessage(operation.error)}
            </Text>
            {operation.error?.kind === 'CLIENT' ? (
              refused
            ) : (
              <Button variant="outline" onClick={onRetry}>
                {texts.retry}
              </Button>
            )}
          </>
        ) : (
          <Stack direction="row" align="center" gap="3" aria-busy="true">
            <Spinner size="sm" />
            <Text>{texts.pending}</Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
});
