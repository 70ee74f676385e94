import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { useStores } from '@/models/StoresProvider';
import { BackgroundCheckForm } from './BackgroundCheckForm';
import { checkTexts as texts } from './checkTexts';
import { CheckStatus } from './CheckStatus';
import { SettingsBlock } from './components/SettingsBlock';
import { SettingsPage } from './components/SettingsPage';
import { SETTINGS_PATH } from './sections';

/**
 * /settings/check (spec 4 "Settings hub", spec 5 "Background check"): the SSN's last 4 digits
 * and both acknowledgements submit the profile, which goes live at once ('Congratulations!').
 * Once submitted, the screen shows where the check stands (./CheckStatus.tsx): the hub links
 * here while a notice waits or after an adverse decision. Before, the hub disables the entry
 * until the whole completion rule holds, but the address can be typed: then the screen says
 * why and links back.
 */
export const BackgroundCheckScreen = observer(function BackgroundCheckScreen() {
  const { me, career, check } = useStores();
  const user = me.user;
  const submit = me.ops.submitProfile;
  // Published by the submission made here (the user is set before the operation ends).
  const submitted = Boolean(user?.published) && (submit.isPending || submit.isDone);

  useEffect(() => {
    // The readiness flag needs the career records, the state the check; each outcome is read
    // from its operation.
    void career.load().catch(() => undefined);
    void check.load().catch(() => undefined);
  }, [career, check]);

  const failure = (message: string, retry: () => void) => (
    <Stack gap="3" align="flex-start">
      <Text role="alert">{message}</Text>
      <Button variant="outline" onClick={retry}>
        {texts.retry}
      </Button>
    </Stack>
  );
  const loading = (label: string) => (
    <Stack gap="4" aria-busy="true">
      <Text srOnly>{label}</Text>
      <Skeleton height="72" borderRadius="l3" />
    </Stack>
  );

  const body = () => {
    if (submitted && user) {
      return (
        <Stack gap="6">
          <Submitted userId={user.id} />
          {check.check && <CheckStatus check={check.check} published={user.published} />}
        </Stack>
      );
    }
    if (!user) return loading(texts.loading);
    if (!check.loaded) {
      return check.ops.load.isFailed
        ? failure(
            errorMessage(check.ops.load.error, 'load'),
            () => void check.load().catch(() => undefined),
          )
        : loading(texts.checkLoading);
    }
    if (check.check) return <CheckStatus check={check.check} published={user.published} />;
    if (user.published) return <Notice {...texts.published} />;
    if (!career.loaded) {
      return career.ops.load.isFailed
        ? failure(
            errorMessage(career.ops.load.error, 'load'),
            () => void career.load().catch(() => undefined),
          )
        : loading(texts.loading);
    }
    const hub = career.hubState(user.asUser);
    if (hub.showBackgroundCheck && hub.basicInfoMarkedComplete && !user.emailVerified) {
      return <Notice {...texts.notVerified} />;
    }
    if (!hub.showBackgroundCheck || !hub.backgroundCheckReady)
      return <Notice {...texts.notReady} />;
    return <BackgroundCheckForm />;
  };

  return (
    <SettingsPage heading={texts.heading} lead={texts.lead}>
      {body()}
    </SettingsPage>
  );
});

interface NoticeProps {
  title: string;
  text: string;
}

/** Why the form is not shown, and the way back to the hub. */
function Notice({ title, text }: NoticeProps) {
  return (
    <SettingsBlock
      title={title}
      footer={
        <Button asChild>
          <RouterLink to={SETTINGS_PATH}>{texts.toHub}</RouterLink>
        </Button>
      }
    >
      <Text>{text}</Text>
    </SettingsBlock>
  );
}

/** Spec 4: 'Congratulations!', and the profile is live while the check proceeds. */
function Submitted({ userId }: { userId: number }) {
  return (
    <Stack
      role="status"
      gap="4"
      borderWidth="1px"
      borderColor="green.muted"
      bg="green.subtle"
      borderRadius="l3"
      p={{ base: '5', md: '8' }}
    >
      <Heading as="h2" fontSize="2xl" color="green.fg">
        {texts.congratulations}
      </Heading>
      <Text fontSize="lg">{texts.live}</Text>
      <HStack gap="3" flexWrap="wrap">
        <Button asChild>
          <RouterLink to={`/profile/${userId}`}>{texts.viewProfile}</RouterLink>
        </Button>
        <Button asChild variant="outline" bg="page.panel">
          <RouterLink to="/community">{texts.community}</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
