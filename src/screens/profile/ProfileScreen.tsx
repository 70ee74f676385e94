import { Container, Text, Wrap } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useDeferredValue, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { PageSpinner } from '@/components/feedback/PageSpinner';
import { fullName } from '@/components/member/MemberAvatar';
import { lazyChunk } from '@/components/routing/lazyChunk';
import { NotFoundScreen } from '@/components/routing/NotFoundScreen';
import { useDocumentTitle } from '@/components/routing/RouteEffects';
import { useStores } from '@/models/StoresProvider';
import { ContactInfo } from './ContactInfo';
import { MemberActions } from './MemberActions';
import { parseViewer, ViewAsSelect } from './preview/ViewAsSelect';
import { EditProfileButton, ProfileHeader } from './ProfileHeader';
import { ProfileLayout } from './ProfileLayout';
import { ReportProfile } from './ReportProfile';
import { VerificationBadges } from './VerificationBadges';

// "View my profile as" (issue 39 §8): the preview loads when a viewer is chosen.
const ProfilePreview = lazyChunk(
  async () => (await import('./preview/ProfilePreview')).ProfilePreview,
);

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
  const [params] = useSearchParams();
  const { session, me, profiles } = useStores();
  const id = parseMemberId(param);
  const viewAs = parseViewer(params.get('viewAs'));
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
  if (isOwn && viewAs) {
    return (
      <Suspense fallback={<PageSpinner minH="100dvh" />}>
        <ProfilePreview memberId={id} viewer={viewAs} />
      </Suspense>
    );
  }
  if (!shown) return <PageSpinner minH="100dvh" />;

  const actions = isOwn ? (
    <Wrap gap="3" align="center" justify={{ base: 'flex-start', md: 'flex-end' }}>
      <ViewAsSelect viewer={undefined} />
      <EditProfileButton />
    </Wrap>
  ) : session.isLoggedIn ? (
    <MemberActions profile={shown} />
  ) : undefined;

  return (
    <Container maxW="6xl" px={{ base: '0', md: '6' }} py={{ base: '0', md: '8' }}>
      <ProfileLayout
        profile={shown}
        header={
          <ProfileHeader
            profile={shown}
            isOwn={isOwn}
            actions={actions}
            badges={<VerificationBadges memberId={id} />}
          />
        }
        contact={<ContactInfo memberId={id} />}
        // Another member's profile, signed in only.
        footer={session.isLoggedIn && !isOwn ? <ReportProfile profile={shown} /> : undefined}
      />
    </Container>
  );
});
