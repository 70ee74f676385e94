import { Box, Container, Grid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { fullName } from '@/components/member/MemberAvatar';
import { ProfileSections } from '@/components/member/ProfileSections';
import { NotFoundScreen } from '@/components/routing/NotFoundScreen';
import { useDocumentTitle } from '@/components/routing/RouteEffects';
import { useStores } from '@/models/StoresProvider';
import { ContactInfo } from './ContactInfo';
import { MemberActions } from './MemberActions';
import { EditProfileButton, ProfileHeader } from './ProfileHeader';
import { ReportProfile } from './ReportProfile';
import { VerificationBadges } from './VerificationBadges';

/** A member id from the path: digits only, above zero; anything else is not a member. */
export const parseMemberId = (value: string | undefined): number | undefined => {
  if (!value || !/^\d{1,15}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : undefined;
};

/**
 * Spec 2 /profile/{id} (open to all): my own profile when the id is mine, else another
 * member's. An invalid or unknown id, and my own unpublished profile, show the not-found view.
 */
export const ProfileScreen = observer(function ProfileScreen() {
  const { id: param } = useParams();
  const { session, me, profiles } = useStores();
  const id = parseMemberId(param);
  // Who looks: the answer's `hasContact` is for this viewer (a signed-out visitor is offered
  // the log-in when a member would find something), so a sign-in or sign-out asks again.
  const signedIn = session.isLoggedIn;

  useEffect(() => {
    if (id === undefined) return;
    profiles.load(id).catch(() => undefined);
    // The badges' receipts load beside the profile (its header shows them).
    profiles.loadVerifications(id).catch(() => undefined);
  }, [profiles, id, signedIn]);

  const profile = id === undefined ? undefined : profiles.profile(id);
  const isOwn = session.isLoggedIn && me.user?.id === id;
  // The profile's content is the page's largest render. Deferred, React renders it in slices
  // with the browser free to answer between them, instead of in one long task when the data
  // arrives (issue 25 §2); until then the spinner stays. Another member's profile, still the
  // deferred one while this one renders, is never shown in its place.
  const deferred = useDeferredValue(profile);
  const shown = deferred && deferred.id === id ? deferred : undefined;
  useDocumentTitle(profile && (!isOwn || profile.published) ? fullName(profile) : undefined);

  if (id === undefined) return <NotFoundScreen />;
  const operation = profiles.ops.load.get(id);

  if (!profile) {
    if (profiles.isMissing(id)) return <NotFoundScreen />;
    if (operation.isFailed) {
      return (
        <Container maxW="6xl" py="12">
          <Text role="alert">{errorMessage(operation.error, 'load')}</Text>
        </Container>
      );
    }
    // A screen high, so the footer starts below the fold: the profile arriving in its place
    // moves nothing in view (the prerendered page is this spinner; Lighthouse measured a layout
    // shift of 0.22 when the footer sat under a 60vh spinner).
    return <PageSpinner minH="100dvh" />;
  }
  if (isOwn && !profile.published) return <NotFoundScreen />;
  if (!shown) return <PageSpinner minH="100dvh" />;

  const actions = isOwn ? (
    <EditProfileButton />
  ) : session.isLoggedIn ? (
    <MemberActions profile={shown} />
  ) : undefined;

  return (
    <Container maxW="6xl" px={{ base: '0', md: '6' }} py={{ base: '0', md: '8' }}>
      <Stack gap="8">
        <ProfileHeader
          profile={shown}
          isOwn={isOwn}
          actions={actions}
          badges={<VerificationBadges memberId={id} />}
        />
        <Grid
          templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) 18rem' }}
          gap="8"
          px={{ base: '4', md: '6' }}
          pb="12"
        >
          <ProfileSections profile={shown} />
          {/* Hidden when the member keeps every detail from this viewer (issue 24 §4); signed
              out, shown with its log-in prompt when a detail is visible to members. */}
          {shown.hasContact && (
            <Box order={{ base: -1, md: 0 }}>
              <ContactInfo memberId={id} />
            </Box>
          )}
          {/* Quiet, after everything else: another member's profile, signed in only. */}
          {session.isLoggedIn && !isOwn && (
            <Box gridColumn="1 / -1" justifySelf="end">
              <ReportProfile profile={shown} />
            </Box>
          )}
        </Grid>
      </Stack>
    </Container>
  );
});
