import { Button, Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { MemberCard, MemberCardSkeleton } from '@/components/member/MemberCard';
import { SavedSearchesBar } from '@/components/savedSearches/SavedSearchesBar';
import { SEARCH_LIMIT_DEFAULT } from '@/contract';
import { config } from '@/lib/config';
import { useStores } from '@/models/StoresProvider';
import { SearchFilters } from './SearchFilters';
import {
  emptyDraft,
  loadSearchSchema,
  searchUrlOf,
  useSearchSchema,
  useUrlSearch,
  type SearchDraft,
} from './searchQuery';
import { communityTexts as texts } from './texts';

export interface CommunityScreenProps {
  /** At most this many cards, for a reuse that shows a few (no Show more past it). */
  maxCards?: number;
}

const GRID_COLUMNS = { base: 2, lg: 3, xl: 4 } as const;

/**
 * Spec 2 /community. The filters live in the URL query, so a search can be shared, survives a
 * reload and Back restores the previous one; the URL is read, the store searches.
 */
export function CommunityScreen(props: CommunityScreenProps) {
  const [params] = useSearchParams();
  // Last, after every hook of this component (see useSearchSchema).
  useSearchSchema(params.toString());
  return <CommunitySearch {...props} />;
}

/** The screen once the URL's search can be read. */
const CommunitySearch = observer(function CommunitySearch({ maxCards }: CommunityScreenProps) {
  const { profiles, session } = useStores();
  const { search, searchMore } = profiles.ops;
  const [params, setParams] = useSearchParams();
  const queryKey = params.toString();
  const urlSearch = useUrlSearch(queryKey);
  const searched = urlSearch !== undefined;
  const limit = Math.min(SEARCH_LIMIT_DEFAULT, maxCards ?? SEARCH_LIMIT_DEFAULT);
  // The URL's search, paged by the screen: one object per URL, so the store can tell its answer.
  const wanted = useMemo(() => urlSearch && { ...urlSearch, limit }, [urlSearch, limit]);
  const [draft, setDraft] = useState(() => urlSearch ?? emptyDraft);

  // A new URL (a search, Back, a shared link) sets the form and runs its search.
  useEffect(() => {
    setDraft(urlSearch ?? emptyDraft);
    if (wanted) void profiles.search(wanted).catch(() => {});
  }, [urlSearch, wanted, profiles]);

  // A member choosing filters is about to search: the URL's reading starts loading now.
  const editDraft = (next: SearchDraft) => {
    void loadSearchSchema();
    setDraft(next);
  };

  const runSearch = (search: SearchDraft = draft) => {
    const next = searchUrlOf(search);
    // The same search again reloads it instead of stacking a duplicate history entry.
    if (next.toString() !== queryKey) setParams(next);
    else if (wanted) void profiles.search(wanted).catch(() => {});
  };

  const result = profiles.result;
  const cards = maxCards === undefined ? profiles.results : profiles.results.slice(0, maxCards);
  const total = result?.total ?? 0;
  // Until the URL's search is the latest asked (the first render after Back), the shown results
  // are another search's: they count as loading, not as this search's results.
  const current = profiles.searching === wanted;
  const loading = searched && (search.isPending || search.isIdle || !current);
  const failed = searched && !loading && search.isFailed;
  const done = searched && !loading && !failed && result !== undefined;
  const canShowMore =
    done && cards.length < total && (maxCards === undefined || cards.length < maxCards);

  const status = !searched
    ? texts.beforeSearch
    : loading
      ? texts.searching
      : done
        ? total > 0
          ? texts.found(total)
          : texts.noResults
        : '';

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} color="brand.fg">
            {texts.heading}
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            {texts.lead}
          </Text>
        </Stack>
        <SearchFilters
          draft={draft}
          onChange={editDraft}
          onSearch={runSearch}
          searching={search.isPending}
        />
        {/* Issue 23: a member keeps searches and reruns them in one click. */}
        {session.isLoggedIn && maxCards === undefined && (
          <SavedSearchesBar
            query={urlSearch}
            // The URL's reading is loaded first, as picking a filter does: a navigation that
            // suspends on it was seen never to resume in the story's router.
            onRun={(saved) => void loadSearchSchema().then(() => runSearch(saved))}
          />
        )}
        <Text color="fg.muted" fontSize="sm">
          {texts.completedNote}{' '}
          <Link asChild color="brand.fg" textDecoration="underline">
            <RouterLink to="/settings">{texts.completeYours}</RouterLink>
          </Link>
        </Text>
        {/* Always in the page, so screen readers hear each new count. */}
        <Text
          role="status"
          aria-live="polite"
          minH="6"
          fontWeight={searched ? 'semibold' : 'normal'}
          color={searched ? 'fg' : 'fg.muted'}
        >
          {status}
        </Text>
        {failed && <Text role="alert">{texts.failure}</Text>}
        {loading && (
          <SimpleGrid columns={GRID_COLUMNS} gap="4" aria-busy="true">
            {Array.from({ length: Math.min(limit, 8) }, (_, index) => (
              <MemberCardSkeleton key={index} />
            ))}
          </SimpleGrid>
        )}
        {done && total === 0 && (
          <Stack align="center" gap="4" py="10" textAlign="center">
            <Text maxW="xl">{texts.concierge}</Text>
            <Button asChild>
              <a href={`mailto:${config.contactEmail}`}>{texts.emailConcierge}</a>
            </Button>
          </Stack>
        )}
        {done && cards.length > 0 && (
          <Stack gap="6">
            <SimpleGrid
              as="ul"
              aria-label={texts.results}
              listStyleType="none"
              columns={GRID_COLUMNS}
              gap="4"
            >
              {cards.map((card) => (
                <li key={card.id}>
                  <MemberCard member={card} />
                </li>
              ))}
            </SimpleGrid>
            <Stack align="center" gap="2">
              <Text color="fg.muted" fontSize="sm">
                {texts.showing(cards.length, total)}
              </Text>
              {canShowMore && (
                <Button
                  variant="outline"
                  loading={searchMore.isPending}
                  // The label stays while it loads: without it the button has no name.
                  loadingText={texts.showMore}
                  onClick={() => void profiles.searchMore().catch(() => {})}
                >
                  {texts.showMore}
                </Button>
              )}
              {searchMore.isFailed && <Text role="alert">{texts.failure}</Text>}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Container>
  );
});
