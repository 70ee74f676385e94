import { Box, Button, HStack, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Suspense, useId, useState } from 'react';
import { lazyChunk } from '@/components/routing/lazyChunk';
import type { SavedSearchQuery } from '@/contract';
import { useStores } from '@/models/StoresProvider';
import { savedSearchTexts as texts } from './texts';

// The list and the dialog (its form field and the dialog's parts) are fetched on the first
// click, so the community screen's own chunk does not carry them.
const SavedSearchList = lazyChunk(async () => (await import('./SavedSearchList')).SavedSearchList);
const SaveSearchDialog = lazyChunk(
  async () => (await import('./SaveSearchDialog')).SaveSearchDialog,
);

export interface SavedSearchesBarProps {
  /** The search on screen; without one there is nothing to save. */
  query: SavedSearchQuery | undefined;
  /** Shows a saved search's results. */
  onRun: (query: SavedSearchQuery) => void;
}

/**
 * The community screen's saved searches (issue 23), for a signed-in member: Save search opens a
 * dialog to name the search on screen; Saved searches shows the list, each one a click away.
 */
export const SavedSearchesBar = observer(function SavedSearchesBar({
  query,
  onRun,
}: SavedSearchesBarProps) {
  const { toasts } = useStores();
  const [saving, setSaving] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const listId = useId();

  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        {query && (
          <Button variant="outline" onClick={() => setSaving(true)}>
            {texts.save}
          </Button>
        )}
        <Button
          variant="ghost"
          aria-expanded={listOpen}
          aria-controls={listId}
          onClick={() => setListOpen((open) => !open)}
        >
          {texts.listToggle}
        </Button>
      </HStack>
      <Box
        id={listId}
        hidden={!listOpen}
        px={{ base: '4', md: '6' }}
        py="3"
        bg="page.panel"
        borderWidth="1px"
        borderRadius="l3"
      >
        {listOpen && (
          <Suspense fallback={null}>
            <SavedSearchList
              onRun={(next) => {
                setListOpen(false);
                onRun(next);
              }}
            />
          </Suspense>
        )}
      </Box>
      {query && saving && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={saving}
            query={query}
            onClose={() => setSaving(false)}
            onSaved={(search) => toasts.show({ text: texts.saved(search.name), status: 'success' })}
          />
        </Suspense>
      )}
    </Stack>
  );
});
