import { Box, Flex, Grid, Heading, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage, isApiError, serverMessage } from '@/api/errors';
import { AuditEntryList } from '@/components/admin/AuditEntryList';
import { DateTime } from '@/components/admin/DateTime';
import { QueueFailure } from '@/components/admin/QueueStates';
import { ReviewStateBadge } from '@/components/admin/ReviewStateBadge';
import { waitedFor } from '@/components/admin/texts';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import { ProfileSections } from '@/components/member/ProfileSections';
import { StatusBadge } from '@/components/member/StatusBadge';
import { useDocumentTitle } from '@/components/routing/RouteEffects';
import {
  isReviewOpen,
  professionLabels,
  regionNames,
  reviewTriggerLabels,
  type ReviewDetail,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import { ReviewDecision } from './ReviewDecision';
import {
  Educations,
  Eligibility,
  EvidenceSection,
  History,
  Licenses,
  Positions,
  Testimonials,
} from './ReviewEvidence';
import { ReviewSsn } from './ReviewSsn';
import { reviewTexts as texts } from './texts';

const parseId = (value: string | undefined): number | undefined =>
  value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;

/**
 * /admin/reviews/{id}: everything one decision needs on one page (HumHub's approvers asked to
 * see the profile before deciding), and the decision beside it.
 */
export function ReviewScreen() {
  const id = parseId(useParams().id);
  return <Review key={id ?? 'none'} id={id} />;
}

const Review = observer(function Review({ id }: { id: number | undefined }) {
  const { reviews } = useAdminStores();
  useEffect(() => {
    if (id !== undefined) void reviews.open(id).catch(() => undefined);
  }, [reviews, id]);

  const detail = id === undefined ? undefined : reviews.detail(id);
  const load = id === undefined ? undefined : reviews.ops.open.get(id);
  useDocumentTitle(detail ? texts.title(fullName(detail.review.member)) : undefined);

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Link asChild alignSelf="flex-start" color="brand.fg" fontWeight="medium" gap="1">
        <RouterLink to="/admin/reviews">
          <ArrowLeft size={16} aria-hidden="true" />
          {texts.back}
        </RouterLink>
      </Link>
      {detail ? (
        <ReviewPage detail={detail} />
      ) : id === undefined ||
        (load?.isFailed && isApiError(load.error) && load.error.isNotFound) ? (
        <Heading as="h1" fontSize="2xl">
          {id === undefined ? texts.notFound : serverMessage(load?.error)}
        </Heading>
      ) : load?.isFailed ? (
        <QueueFailure
          message={errorMessage(load.error, 'load')}
          retryLabel={texts.retry}
          onRetry={() => void reviews.open(id).catch(() => undefined)}
        />
      ) : (
        <ReviewSkeleton />
      )}
    </Stack>
  );
});

const ReviewPage = observer(function ReviewPage({ detail }: { detail: ReviewDetail }) {
  const { reviews } = useAdminStores();
  const { review, account } = detail;
  const member = review.member;
  const name = fullName(member);
  const now = reviews.env.now?.() ?? new Date();
  const audit = reviews.auditOf(review.id);
  const auditLoad = reviews.ops.loadAudit.get(review.id);

  return (
    <>
      <Flex gap="4" align={{ base: 'flex-start', md: 'center' }} wrap="wrap">
        <MemberAvatar member={member} size={{ base: 56, md: 72 }} />
        <Stack gap="1" flex="1" minW="0">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {texts.title(name)}
          </Heading>
          <HStack gap="2" wrap="wrap">
            <ReviewStateBadge state={review.state} />
            <Text fontWeight="medium">{reviewTriggerLabels[review.trigger]}</Text>
          </HStack>
          <Text fontSize="sm" color="fg.muted">
            {texts.opened}
            <DateTime value={review.openedAt} dateOnly />
            {isReviewOpen(review.state) && texts.waitingFor(waitedFor(review.openedAt, now))}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {review.reviewer ? texts.reviewer(review.reviewer.name ?? '–') : texts.notStarted}
            {' · '}
            {texts.joined(account.email)}
            <DateTime value={account.createdAt} dateOnly />
          </Text>
        </Stack>
        <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
          <RouterLink to={`/admin/members/${member.id}`}>{texts.memberPage}</RouterLink>
        </Link>
      </Flex>

      {/* The decision comes first in reading order (its state and the member's answer), and
          sits beside the evidence from lg up. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' }}
        templateAreas={{ base: '"decision" "evidence"', lg: '"evidence decision"' }}
        gap="6"
        alignItems="start"
      >
        <Box gridArea="decision" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
          <ReviewDecision detail={detail} now={now} />
        </Box>
        <Stack gridArea="evidence" gap="6" minW="0">
          <PublicProfile detail={detail} />
          <Eligibility detail={detail} />
          <Positions detail={detail} />
          <Educations detail={detail} />
          <Licenses detail={detail} now={now} />
          <Testimonials detail={detail} />
          <ReviewSsn detail={detail} />
          <History reviews={detail.history} />
          <EvidenceSection title={texts.audit}>
            {audit ? (
              <AuditEntryList entries={audit} label={texts.audit} />
            ) : auditLoad.isFailed ? (
              <Text role="alert">{errorMessage(auditLoad.error, 'load')}</Text>
            ) : (
              <Skeleton height="12" />
            )}
          </EvidenceSection>
        </Stack>
      </Grid>
    </>
  );
});

/** The profile as the community sees it: the card's header and the member's own words. */
function PublicProfile({ detail }: { detail: ReviewDetail }) {
  const { profile } = detail;
  const place = [profile.city, profile.region ? regionNames[profile.region] : null]
    .filter(Boolean)
    .join(', ');
  // The career shows below with what the review needs (months, statuses); here, the rest.
  const words = { ...profile, positions: [], educations: [], certifications: [], testimonials: [] };
  return (
    <EvidenceSection
      title={texts.publicProfile}
      aside={
        <StatusBadge status={profile.published ? 'published' : 'unpublished'}>
          {profile.published ? texts.listed : texts.notListed}
        </StatusBadge>
      }
    >
      <HStack gap="4">
        <MemberAvatar member={profile} size={56} />
        <Stack gap="0">
          <Text fontWeight="semibold" fontSize="lg">
            {fullName(profile)}
          </Text>
          {profile.profession && <Text>{professionLabels[profile.profession]}</Text>}
          {place && (
            <Text fontSize="sm" color="fg.muted">
              {place}
            </Text>
          )}
        </Stack>
      </HStack>
      <ProfileSections profile={words} headingLevel="h3" />
    </EvidenceSection>
  );
}

function ReviewSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <Text srOnly role="status">
        {texts.loading}
      </Text>
      <HStack gap="4">
        <Skeleton boxSize="72px" borderRadius="full" />
        <Stack gap="2" flex="1">
          <Skeleton height="8" width="60%" />
          <Skeleton height="4" width="30%" />
        </Stack>
      </HStack>
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 20rem' }} gap="6">
        <Stack gap="6">
          <Skeleton height="40" borderRadius="lg" />
          <Skeleton height="32" borderRadius="lg" />
        </Stack>
        <Skeleton height="48" borderRadius="lg" />
      </Grid>
    </Stack>
  );
}
