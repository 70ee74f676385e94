import { Alert, Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { serverMessage } from '@/api/errors';
import {
  messages,
  SAVED_SEARCH_NAME_MAX,
  type SavedSearch,
  type SavedSearchQuery,
} from '@/contract';
import { TextField } from '@/components/forms/TextField';
import { useStores } from '@/models/StoresProvider';
import { describeSearch } from './describeSearch';
import { savedSearchTexts as texts } from './texts';

export interface SaveSearchDialogProps {
  open: boolean;
  /** The search on screen, as the URL holds it. */
  query: SavedSearchQuery;
  onClose: () => void;
  onSaved?: (search: SavedSearch) => void;
}

/** The name a member gave, checked as the contract checks it (no zod on this page). */
function nameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return texts.nameMissing;
  if (trimmed.length > SAVED_SEARCH_NAME_MAX) return messages.maxLength(SAVED_SEARCH_NAME_MAX);
  return undefined;
}

/** Names the search on screen and saves it (issue 23); refuses past the limit before a request. */
export const SaveSearchDialog = observer(function SaveSearchDialog({
  open,
  query,
  onClose,
  onSaved,
}: SaveSearchDialogProps) {
  const { savedSearches } = useStores();
  const pending = savedSearches.ops.save.isPending;
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [failure, setFailure] = useState<string>();

  // The list tells whether one more fits: read once, when the dialog first opens.
  useEffect(() => {
    if (open && !savedSearches.loaded && savedSearches.ops.load.isIdle) {
      void savedSearches.load().catch(() => {});
    }
  }, [open, savedSearches]);

  const close = () => {
    if (pending) return;
    setName('');
    setFieldError(undefined);
    setFailure(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || savedSearches.isFull) return;
    const problem = nameProblem(name);
    setFieldError(problem);
    setFailure(undefined);
    if (problem) return;
    try {
      const saved = await savedSearches.save(name.trim(), query);
      setName('');
      onSaved?.(saved);
      onClose();
    } catch (error) {
      setFailure(serverMessage(error));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <form onSubmit={(event) => void submit(event)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{texts.dialogTitle}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text color="fg.muted">{describeSearch(query)}</Text>
                  {savedSearches.isFull ? (
                    <Alert.Root status="warning">
                      <Alert.Indicator />
                      <Alert.Title>{texts.limitReached}</Alert.Title>
                    </Alert.Root>
                  ) : (
                    <TextField
                      label={texts.name}
                      placeholder={texts.namePlaceholder}
                      value={name}
                      onChange={(event) => setName(event.target.value)}
                      error={fieldError}
                      required
                      autoFocus
                    />
                  )}
                  {failure && (
                    <Alert.Root status="error" role="alert">
                      <Alert.Indicator />
                      <Alert.Title>{failure}</Alert.Title>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={pending}>
                  {texts.cancel}
                </Button>
                {/* The label stays while it runs: without it the button would have no name. */}
                <Button
                  type="submit"
                  loading={pending}
                  loadingText={texts.save}
                  disabled={savedSearches.isFull}
                >
                  {texts.save}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
