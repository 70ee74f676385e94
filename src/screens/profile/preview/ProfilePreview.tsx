import { Alert, Button, Container, Stack, Text, Wrap } from '@chakra-ui/react';
import { getEnv } from 'mobx-state-tree';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { NotFoundScreen } from '@/components/routing/NotFoundScreen';
import type { Profile, ProfileViewer } from '@/contract';
import type { RootStoreEnv } from '@/models/environment';
import {
  ProfilePreviewStoreModel,
  type ProfilePreviewStore,
  type RevealingViewer,
} from '@/models/ProfilePreviewStore';
import { useStores } from '@/models/StoresProvider';
import { ContactDetails } from '../ContactInfo';
import { ProfileHeader } from '../ProfileHeader';
import { ProfileLayout } from '../ProfileLayout';
import { profileTexts, viewAsTexts as texts } from '../texts';
import { VerificationBadges } from '../VerificationBadges';
import { ViewAsSelect } from './ViewAsSelect';

export interface ProfilePreviewProps {
  memberId: number;
  viewer: ProfileViewer;
}

/**
 * "View my profile as" (issue 39 §8): my own profile as a visitor, a member outside my team or
 * a team-mate gets it, from the same API answers they get (`?viewAs=`): the same sections, the
 * contact details that viewer finds, and the buttons they would see, which do nothing here. A
 * banner says whose view it is and leads back. Its own chunk, loaded when a viewer is chosen.
 */
export const ProfilePreview = observer(function ProfilePreview({
  memberId,
  viewer,
}: ProfilePreviewProps) {
  const root = useStores();
  const [store] = useState(() =>
    ProfilePreviewStoreModel.create({ memberId }, getEnv<RootStoreEnv>(root)),
  );
  useEffect(() => {
    void store.load(viewer).catch(() => undefined);
  }, [store, viewer]);

  const profile = store.profile(viewer);
  const load = store.ops.load.get(viewer);
  let page;
  if (profile) page = <PreviewPage store={store} profile={profile} viewer={viewer} />;
  else if (load.isFailed && load.error?.isNotFound) return <NotFoundScreen />;
  else if (load.isFailed) {
    page = (
      <Stack gap="3" align="flex-start" px={{ base: '4', md: '0' }}>
        <Text role="alert">{`${texts.failed} ${errorMessage(load.error, 'load')}`}</Text>
        <Button variant="outline" onClick={() => void store.load(viewer).catch(() => undefined)}>
          {texts.retry}
        </Button>
      </Stack>
    );
  } else page = <PageSpinner minH="60dvh" label={texts.loading} />;

  return (
    <Container maxW="6xl" px={{ base: '0', md: '6' }} py={{ base: '0', md: '8' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        <Alert.Root status="info" borderRadius={{ base: '0', md: 'l3' }} aria-live="polite">
          <Alert.Indicator />
          <Stack gap="3" flex="1">
            <Alert.Title>{texts.seeing[viewer]}</Alert.Title>
            <Alert.Description>{texts.inert}</Alert.Description>
            <Wrap gap="3" align="center">
              <ViewAsSelect viewer={viewer} />
              <Button asChild size="sm" variant="outline">
                <RouterLink to={`/profile/${memberId}`}>{texts.back}</RouterLink>
              </Button>
            </Wrap>
          </Stack>
        </Alert.Root>
        {page}
      </Stack>
    </Container>
  );
});

interface PreviewPageProps {
  store: ProfilePreviewStore;
  profile: Profile;
  viewer: ProfileViewer;
}

/** The page as ProfileScreen lays out another member's profile. */
function PreviewPage({ store, profile, viewer }: PreviewPageProps) {
  return (
    <ProfileLayout
      profile={profile}
      header={
        <ProfileHeader
          profile={profile}
          isOwn={false}
          actions={viewer === 'visitor' ? undefined : <InertActions viewer={viewer} />}
          badges={<VerificationBadges memberId={profile.id} />}
        />
      }
      contact={
        viewer === 'visitor' ? (
          <Button variant="outline" disabled>
            {profileTexts.loginToContact}
          </Button>
        ) : (
          <PreviewContact store={store} viewer={viewer} />
        )
      }
    />
  );
}

/**
 * What a signed-in viewer's buttons would be (MemberActions): Add to Team for a member outside
 * the team, Watch for both; disabled, since nobody is being invited or watched.
 */
function InertActions({ viewer }: { viewer: RevealingViewer }) {
  return (
    <Wrap gap="2" justify={{ base: 'flex-start', md: 'flex-end' }}>
      {viewer === 'member' && (
        <Button colorPalette="brand" disabled>
          {profileTexts.addToTeam}
        </Button>
      )}
      <Button variant="outline" disabled>
        {profileTexts.watch}
      </Button>
    </Wrap>
  );
}

/** Contact Info as that viewer presses it: the details they would find, nothing recorded. */
const PreviewContact = observer(function PreviewContact({
  store,
  viewer,
}: {
  store: ProfilePreviewStore;
  viewer: RevealingViewer;
}) {
  const contact = store.contact(viewer);
  const reveal = store.ops.revealContact.get(viewer);
  if (contact) return <ContactDetails contact={contact} />;
  return (
    <Stack gap="2" align="flex-start">
      <Button
        variant="outline"
        loading={reveal.isPending}
        loadingText={profileTexts.contactInfo}
        onClick={() => void store.revealContact(viewer).catch(() => undefined)}
      >
        {profileTexts.contactInfo}
      </Button>
      {reveal.isFailed && (
        <Text role="alert" fontSize="sm">
          {errorMessage(reveal.error)}
        </Text>
      )}
    </Stack>
  );
});
