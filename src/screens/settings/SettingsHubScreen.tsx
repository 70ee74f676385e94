import { Button, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormAlert } from '@/components/feedback/FormAlert';
import { TextLink } from '@/components/navigation/TextLink';
import { useStores } from '@/models/StoresProvider';
import { hubView } from './hub/hubModel';
import { MissingList } from './hub/MissingList';
import { SectionList, SectionListSkeleton } from './hub/SectionList';
import { hubTexts as texts } from './hubTexts';
import { settingsTexts } from './texts';

/** Basic info, Security and the four career sections: the list's height while loading. */
const SKELETONS = 6;

/**
 * /settings (spec 4 "Settings hub"): one entry per section, shown and marked by the hub flags
 * (docs/architecture.md "settings hub flags"), beside what the completion rule still asks for.
 * A submitted check shows only while it asks something of the member (hub/hubModel.ts
 * checkEntryStatus).
 */
export const SettingsHubScreen = observer(function SettingsHubScreen() {
  const { me, career, check } = useStores();
  const { load } = career.ops;
  const user = me.user;
  // The check's entry depends on it; if it cannot be read, the hub keeps spec 4's rule.
  const checkKnown = check.loaded || check.ops.load.isFailed;

  useEffect(() => {
    // The outcomes are read from the stores' operations.
    career.load().catch(() => undefined);
    check.load().catch(() => undefined);
  }, [career, check]);

  const retry = () => void career.load().catch(() => undefined);

  let content;
  if (!user) content = null;
  else if (load.isFailed && !career.loaded)
    content = (
      <Stack gap="4" align="flex-start">
        <FormAlert message={settingsTexts.loadFailure} />
        <Button variant="outline" loading={load.isPending} onClick={retry}>
          {settingsTexts.retry}
        </Button>
      </Stack>
    );
  else if (!career.loaded || !checkKnown)
    content = (
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }} gap="8" aria-busy="true">
        <Text srOnly>{texts.loading}</Text>
        <SectionListSkeleton count={SKELETONS} />
        <SectionListSkeleton count={2} />
      </Grid>
    );
  else {
    const now = career.env.now?.() ?? new Date();
    const plain = user.asUser;
    const view = hubView(
      {
        user: plain,
        certifications: career.certifications,
        educations: career.educations,
        positions: career.positions,
      },
      now,
      career.hubState(plain, now),
      check.loaded ? check.check : undefined,
    );
    content = (
      <Grid
        templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 22rem' }}
        gap="8"
        alignItems="start"
      >
        <SectionList entries={view.entries} />
        <MissingList items={view.missing} ineligibility={view.ineligibility} />
      </Grid>
    );
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="3">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
            {texts.heading}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {user?.published ? (
              <>
                {texts.live} <TextLink to={`/profile/${user.id}`}>{texts.viewProfile}</TextLink>
              </>
            ) : check.submitted ? (
              // Submitted, and unpublished since: completing sections does not list it again.
              texts.notListed
            ) : (
              texts.lead
            )}
          </Text>
        </Stack>
        {content}
      </Stack>
    </Container>
  );
});
