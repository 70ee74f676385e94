import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { StatusBadge } from '@/components/member/StatusBadge';
import type { SavedSearch, SavedSearchQuery } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { describeSearch } from './describeSearch';
import { savedSearchTexts as texts } from './texts';

export interface SavedSearchListProps {
  /** Shows a search's results (the community screen puts its query in the URL). */
  onRun: (query: SavedSearchQuery) => void;
}

interface SavedSearchItemProps extends SavedSearchListProps {
  search: SavedSearch;
}

const SavedSearchItem = observer(function SavedSearchItem({ search, onRun }: SavedSearchItemProps) {
  const { savedSearches } = useStores();
  const removing = savedSearches.ops.remove.get(search.id);
  const run = () => {
    // One click: the results show at once; marking it opened follows on its own.
    onRun(search.query);
    void savedSearches.open(search.id).catch(() => {});
  };
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="2"
      py="3"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: '0' }}
    >
      <Stack gap="1" minW="0">
        <Button
          variant="plain"
          color="brand.fg"
          fontWeight="semibold"
          justifyContent="flex-start"
          px="0"
          h="auto"
          aria-label={texts.run(search.name)}
          onClick={run}
        >
          {search.name}
        </Button>
        <Text fontSize="sm" color="fg.muted">
          {describeSearch(search.query)}
        </Text>
        <HStack gap="2" fontSize="sm">
          <Text>{texts.matches(search.matches)}</Text>
          {search.newMatches > 0 && (
            <StatusBadge status="news">{texts.newMatches(search.newMatches)}</StatusBadge>
          )}
        </HStack>
        {removing.isFailed && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {texts.removeFailed(search.name)}
          </Text>
        )}
      </Stack>
      <Button
        variant="outline"
        size="sm"
        alignSelf={{ base: 'flex-start', sm: 'center' }}
        aria-label={texts.remove(search.name)}
        loading={removing.isPending}
        loadingText={texts.removeLabel}
        onClick={() => void savedSearches.remove(search.id).catch(() => {})}
      >
        {texts.removeLabel}
      </Button>
    </Stack>
  );
});

/** The member's saved searches: each reruns in one click and says who matches and who is new. */
export const SavedSearchList = observer(function SavedSearchList({ onRun }: SavedSearchListProps) {
  const { savedSearches } = useStores();
  const { load } = savedSearches.ops;

  useEffect(() => {
    if (!savedSearches.loaded && load.isIdle) void savedSearches.load().catch(() => {});
  }, [savedSearches, load]);

  if (!savedSearches.loaded) {
    if (load.isFailed) {
      return (
        <Stack gap="2" align="flex-start">
          <Text role="alert">{texts.failure}</Text>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void savedSearches.load().catch(() => {})}
          >
            {texts.retry}
          </Button>
        </Stack>
      );
    }
    return (
      <Text role="status" color="fg.muted" aria-busy="true">
        {texts.loading}
      </Text>
    );
  }
  if (savedSearches.list.length === 0) return <Text color="fg.muted">{texts.empty}</Text>;
  return (
    <Stack as="ul" aria-label={texts.listLabel} listStyleType="none" gap="0">
      {savedSearches.list.map((search) => (
        <SavedSearchItem key={search.id} search={search} onRun={onRun} />
      ))}
    </Stack>
  );
});
