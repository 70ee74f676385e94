import { Box, Button, Code, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { errorMessage, serverMessage } from '@/api/errors';
import type { SecondFactorStore } from '@/models/admin/SecondFactorStore';
import { CodeForm } from './CodeForm';
import { secondFactorTexts as texts } from './texts';

/** The key as an authenticator app's "enter a setup key" shows it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

export interface EnrolmentPanelProps {
  store: SecondFactorStore;
}

/**
 * The first visit to /admin: the setup key (typed, or opened in the app through its otpauth://
 * link), a first code to confirm it, then the recovery codes, shown once.
 */
export const EnrolmentPanel = observer(function EnrolmentPanel({ store }: EnrolmentPanelProps) {
  const { enrolment, recoveryCodes } = store;
  const start = store.ops.start;
  const confirm = store.ops.confirm;

  useEffect(() => {
    if (!store.enrolment && !store.recoveryCodes)
      void store.startEnrolment().catch(() => undefined);
  }, [store]);

  if (recoveryCodes) {
    return (
      <Stack gap="5">
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
          {texts.codesHeading}
        </Heading>
        <Text color="fg.muted">{texts.codesLead}</Text>
        <List.Root
          aria-label={texts.codesList}
          listStyle="none"
          display="grid"
          gridTemplateColumns={{ base: '1fr 1fr', md: 'repeat(5, max-content)' }}
          gap="3"
        >
          {recoveryCodes.map((code) => (
            <List.Item key={code}>
              <Code fontSize="md" px="2" py="1">
                {code}
              </Code>
            </List.Item>
          ))}
        </List.Root>
        <Button alignSelf="flex-start" size="lg" onClick={() => store.finishEnrolment()}>
          {texts.codesSaved}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
        {texts.enrolHeading}
      </Heading>
      <Text color="fg.muted">{texts.enrolLead}</Text>
      {start.isFailed ? (
        <Stack gap="3" align="flex-start">
          <Text role="alert">{`${texts.startFailed} ${errorMessage(start.error)}`}</Text>
          <Button
            variant="outline"
            onClick={() => void store.startEnrolment().catch(() => undefined)}
          >
            {texts.retry}
          </Button>
        </Stack>
      ) : enrolment ? (
        <>
          <Stack gap="2">
            <Text>{texts.enrolStep1}</Text>
            <Box>
              <Text id="second-factor-secret-label" fontSize="sm" color="fg.muted">
                {texts.secretLabel}
              </Text>
              <Code
                aria-labelledby="second-factor-secret-label"
                fontSize={{ base: 'md', md: 'lg' }}
                px="3"
                py="2"
                wordBreak="break-all"
              >
                {grouped(enrolment.secret)}
              </Code>
            </Box>
            <Link href={enrolment.uri} color="brand.fg" alignSelf="flex-start">
              {texts.openInApp}
            </Link>
          </Stack>
          <Text>{texts.enrolStep2}</Text>
          <CodeForm
            label={texts.codeLabel}
            submitLabel={texts.confirm}
            inputMode="numeric"
            pending={confirm.isPending}
            error={confirm.isFailed ? serverMessage(confirm.error) : undefined}
            onSubmit={(code) => void store.confirmEnrolment(code).catch(() => undefined)}
          />
        </>
      ) : (
        <Text color="fg.muted">{texts.loading}</Text>
      )}
    </Stack>
  );
});
