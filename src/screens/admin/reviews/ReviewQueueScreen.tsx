import {
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Link,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { QueueEmpty, QueueFailure } from '@/components/admin/QueueStates';
import { ReviewStateBadge } from '@/components/admin/ReviewStateBadge';
import { formatDate, waitedFor } from '@/components/admin/texts';
import { SelectField } from '@/components/forms/SelectField';
import { fullName, MemberAvatar } from '@/components/member/MemberAvatar';
import {
  isReviewOpen,
  PROFESSIONS,
  professionLabels,
  REVIEW_STATES,
  reviewStateLabels,
  reviewTriggerLabels,
  type Profession,
  type ReviewState,
  type ReviewSummary,
} from '@/contract';
import { useAdminStores } from '@/models/admin/AdminStoreProvider';
import type { ReviewFilters } from '@/models/admin/ReviewsStore';
import { queueTexts as texts } from './texts';

const SKELETONS = 4;
// Member, why, state, waiting, reviewer.
const COLUMNS = { base: '1fr', md: 'minmax(0, 2.2fr) minmax(0, 1.6fr) 9rem 7rem minmax(0, 1.2fr)' };

const STATE_OPTIONS = [
  { value: 'open', label: texts.open },
  ...REVIEW_STATES.map((state) => ({ value: state, label: reviewStateLabels[state] })),
];
const PROFESSION_OPTIONS = PROFESSIONS.map((value) => ({ value, label: professionLabels[value] }));

/** The filters from the URL (?state=&profession=); anything unknown is the default. */
function filtersOf(params: URLSearchParams): ReviewFilters {
  const state = params.get('state');
  const profession = params.get('profession');
  return {
    state:
      state && (REVIEW_STATES as readonly string[]).includes(state)
        ? (state as ReviewState)
        : 'open',
    profession:
      profession && (PROFESSIONS as readonly string[]).includes(profession)
        ? (profession as Profession)
        : null,
  };
}

/** /admin/reviews: the queue, oldest first, by state and profession (Discourse's review queue). */
export const ReviewQueueScreen = observer(function ReviewQueueScreen() {
  const { reviews } = useAdminStores();
  const [params, setParams] = useSearchParams();
  const { state, profession } = filtersOf(params);

  useEffect(() => {
    void reviews.load({ state, profession }).catch(() => undefined);
  }, [reviews, state, profession]);

  const setFilter = (name: 'state' | 'profession', value: string) => {
    const next = new URLSearchParams(params);
    if (!value || (name === 'state' && value === 'open')) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };

  const { load, more } = reviews.ops;
  const showing =
    reviews.loaded && reviews.filters.state === state && reviews.filters.profession === profession;
  const filtered = state !== 'open' || profession !== null;

  return (
    <Stack gap="6" px={{ base: '4', md: '0' }} py={{ base: '6', md: '0' }}>
      <Stack
        direction={{ base: 'column', lg: 'row' }}
        justify="space-between"
        align={{ base: 'stretch', lg: 'flex-end' }}
        gap="4"
      >
        <Stack gap="1">
          <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }} color="brand.fg">
            {texts.title}
          </Heading>
          <Text color="fg.muted">{texts.intro}</Text>
        </Stack>
        <HStack as="search" aria-label={texts.filters} gap="3" align="flex-end" flexWrap="wrap">
          <Box minW={{ base: 'full', sm: '16rem' }} flex={{ base: '1', lg: '0' }}>
            <SelectField
              label={texts.state}
              options={STATE_OPTIONS}
              value={state}
              onChange={(event) => setFilter('state', event.target.value)}
            />
          </Box>
          <Box minW={{ base: 'full', sm: '14rem' }} flex={{ base: '1', lg: '0' }}>
            <SelectField
              label={texts.profession}
              options={PROFESSION_OPTIONS}
              placeholder={texts.allProfessions}
              value={profession ?? ''}
              onChange={(event) => setFilter('profession', event.target.value)}
            />
          </Box>
        </HStack>
      </Stack>

      {load.isFailed ? (
        <QueueFailure
          message={errorMessage(load.error, 'load')}
          retryLabel={texts.retry}
          onRetry={() => void reviews.load().catch(() => undefined)}
        />
      ) : !showing ? (
        <QueueSkeleton />
      ) : reviews.items.length === 0 ? (
        <Stack gap="4" align="center">
          <Box w="full">
            <QueueEmpty
              title={filtered ? texts.noMatch : texts.empty}
              hint={filtered ? undefined : texts.emptyHint}
            />
          </Box>
          {filtered && (
            <Button variant="outline" onClick={() => setParams({}, { replace: true })}>
              {texts.showWaiting}
            </Button>
          )}
        </Stack>
      ) : (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {texts.count(reviews.total)}
          </Text>
          <Box borderWidth="1px" borderRadius="lg" bg="page.panel" overflow="hidden">
            <QueueHeader decided={!isOpenFilter(state)} />
            <Box as="ul" aria-label={texts.list} listStyleType="none">
              {reviews.items.map((review) => (
                <QueueRow key={review.id} review={review} />
              ))}
            </Box>
          </Box>
          {reviews.hasMore && (
            <Stack align="center" gap="2">
              <Button
                variant="outline"
                loading={more.isPending}
                loadingText={texts.showMore}
                onClick={() => void reviews.loadMore().catch(() => undefined)}
              >
                {texts.showMore}
              </Button>
              <Text fontSize="sm" color="fg.muted">
                {texts.shown(reviews.items.length, reviews.total)}
              </Text>
              {more.isFailed && (
                <Text role="alert" fontSize="sm">
                  {errorMessage(more.error, 'load')}
                </Text>
              )}
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
});

const isOpenFilter = (state: ReviewFilters['state']) => state === 'open' || isReviewOpen(state);

/** The columns' names above the rows (desktop); each row also says them to a screen reader. */
function QueueHeader({ decided }: { decided: boolean }) {
  return (
    <Grid
      display={{ base: 'none', md: 'grid' }}
      templateColumns={COLUMNS}
      gap="4"
      px="4"
      py="2"
      bg="bg.muted"
      fontSize="xs"
      fontWeight="bold"
      letterSpacing="wider"
      textTransform="uppercase"
      color="fg.muted"
      aria-hidden="true"
    >
      <span>{texts.member}</span>
      <span>{texts.why}</span>
      <span>{texts.status}</span>
      <span>{decided ? texts.decided : texts.waiting}</span>
      <span>{texts.reviewer}</span>
    </Grid>
  );
}

function QueueRow({ review }: { review: ReviewSummary }) {
  const { member } = review;
  const name = fullName(member);
  const open = isReviewOpen(review.state);
  return (
    <Grid
      as="li"
      templateColumns={COLUMNS}
      gap={{ base: '2', md: '4' }}
      alignItems="center"
      px="4"
      py="3"
      borderTopWidth="1px"
      borderColor="border"
      _first={{ borderTopWidth: '0' }}
      _hover={{ bg: 'brand.subtle/50' }}
    >
      <HStack gap="3" minW="0">
        <MemberAvatar member={member} size={40} />
        <Stack gap="0" minW="0">
          <Link asChild fontWeight="semibold" color="brand.fg" truncate>
            <RouterLink to={`/admin/reviews/${review.id}`}>{name}</RouterLink>
          </Link>
          <Text fontSize="sm" color="fg.muted" truncate>
            {member.profession ? professionLabels[member.profession] : member.email}
          </Text>
        </Stack>
      </HStack>
      <Text fontSize="sm">
        <VisuallyHidden>{texts.why}: </VisuallyHidden>
        {reviewTriggerLabels[review.trigger]}
      </Text>
      <Stack gap="1" align="flex-start">
        <ReviewStateBadge state={review.state} />
        {review.state === 'notice' && (
          <Text fontSize="xs" color="fg.muted">
            {review.responded
              ? texts.responded
              : review.noticeDueAt && texts.answerDue(formatDate(review.noticeDueAt))}
          </Text>
        )}
      </Stack>
      <Text fontSize="sm">
        <VisuallyHidden>{open ? texts.waiting : texts.decided}: </VisuallyHidden>
        {open
          ? waitedFor(review.openedAt, new Date())
          : review.decidedAt
            ? formatDate(review.decidedAt)
            : '–'}
      </Text>
      <Text fontSize="sm" color={review.reviewer ? 'fg' : 'fg.muted'} truncate>
        <VisuallyHidden>{texts.reviewer}: </VisuallyHidden>
        {review.reviewer?.name ?? texts.noReviewer}
      </Text>
    </Grid>
  );
}

function QueueSkeleton() {
  return (
    <Stack aria-busy="true" gap="0" borderWidth="1px" borderRadius="lg" bg="page.panel">
      <Text srOnly role="status">
        {texts.loading}
      </Text>
      {Array.from({ length: SKELETONS }, (_, index) => (
        <HStack
          key={index}
          gap="3"
          px="4"
          py="3"
          borderTopWidth={index === 0 ? '0' : '1px'}
          borderColor="border"
        >
          <Skeleton boxSize="10" borderRadius="full" flexShrink={0} />
          <Stack gap="2" flex="1">
            <Skeleton height="4" width="40%" />
            <Skeleton height="3" width="25%" />
          </Stack>
          <Skeleton height="5" width="20" display={{ base: 'none', md: 'block' }} />
        </HStack>
      ))}
    </Stack>
  );
}
