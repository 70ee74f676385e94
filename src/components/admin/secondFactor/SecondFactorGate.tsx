import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { errorMessage } from '@/api/errors';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import type { SecondFactorStore } from '@/models/admin/SecondFactorStore';
import { ChallengePanel } from './ChallengePanel';
import { EnrolmentPanel } from './EnrolmentPanel';
import { secondFactorTexts as texts } from './texts';

export interface SecondFactorGateProps {
  store: SecondFactorStore;
  /** The admin area, shown once this session passed the factor. */
  children: ReactNode;
}

/**
 * The admin area's door (issue 38 §6): reads where this session stands with the second factor
 * and shows the enrolment or the challenge until it passed; the server refuses every other admin
 * call until then anyway.
 */
export const SecondFactorGate = observer(function SecondFactorGate({
  store,
  children,
}: SecondFactorGateProps) {
  useEffect(() => {
    if (store.state === null) void store.load().catch(() => undefined);
  }, [store]);

  if (store.passed) return <>{children}</>;
  const load = store.ops.load;
  let panel: ReactNode;
  if (store.state === 'enrol' || store.recoveryCodes) panel = <EnrolmentPanel store={store} />;
  else if (store.state === 'challenge') panel = <ChallengePanel store={store} />;
  else if (load.isFailed) {
    panel = (
      <Stack gap="3" align="flex-start">
        <Text role="alert">{`${texts.loadFailed} ${errorMessage(load.error)}`}</Text>
        <Button variant="outline" onClick={() => void store.load().catch(() => undefined)}>
          {texts.retry}
        </Button>
      </Stack>
    );
  } else return <PageSpinner label={texts.loading} />;
  return (
    <Box maxW="3xl" mx="auto" w="full" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      {panel}
    </Box>
  );
});
