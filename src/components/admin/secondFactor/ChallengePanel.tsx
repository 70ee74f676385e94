import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { serverMessage } from '@/api/errors';
import type { SecondFactorStore } from '@/models/admin/SecondFactorStore';
import { CodeForm } from './CodeForm';
import { secondFactorTexts as texts } from './texts';

export interface ChallengePanelProps {
  store: SecondFactorStore;
}

/** A later sign-in: the app's current code, or a recovery code, before /admin opens. */
export const ChallengePanel = observer(function ChallengePanel({ store }: ChallengePanelProps) {
  const challenge = store.ops.challenge;
  return (
    <Stack gap="5">
      <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
        {texts.challengeHeading}
      </Heading>
      <Text color="fg.muted">{texts.challengeLead}</Text>
      <CodeForm
        label={texts.challengeCodeLabel}
        submitLabel={texts.continue}
        inputMode="text"
        pending={challenge.isPending}
        error={challenge.isFailed ? serverMessage(challenge.error) : undefined}
        onSubmit={(code) => void store.challenge(code).catch(() => undefined)}
      />
      <Text fontSize="sm" color="fg.muted">
        {texts.lostAll}
      </Text>
    </Stack>
  );
});
