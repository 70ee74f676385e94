import {
  Alert,
  Box,
  Button,
  type ButtonProps,
  Card,
  HStack,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { serverMessage } from '@/api/errors';
import { lazyChunk } from '@/components/routing/lazyChunk';
import type { OperationState } from '@/models/operations';
import { useStores } from '@/models/StoresProvider';
import { type RecordListTexts, recordTexts } from '../careerTexts';
import type { LazyRecordForm } from './lazyRecordForm';
import type { RecordFormProps } from './RecordForm';

// Asked only before a removal: its code loads on the side once the list shows.
const loadConfirmDialog = () => import('@/components/feedback/ConfirmDialog');
const ConfirmDialog = lazyChunk(async () => (await loadConfirmDialog()).ConfirmDialog);

export interface RecordListProps<T extends { id: number }> {
  /** In the order they show (the store keeps spec 9's). */
  records: readonly T[];
  /** The records are in the store; until then the load's state shows. */
  loaded: boolean;
  /** Skeletons while pending; its failure with a retry. */
  load: OperationState;
  onRetry: () => void;
  texts: RecordListTexts;
  /** A record's name in its buttons and its confirmation: 'Controller at Crescent Labs'. */
  nameOf: (record: T) => string;
  /** A row's content, usually a RecordSummary. */
  renderRecord: (record: T) => ReactNode;
  /** The one form that adds (no record) and edits (the record) — spec 2 "Settings". */
  form: LazyRecordForm<T>;
  /** Deletes a record by id (in the store a 404 counts as deleted). */
  remove: (id: number) => Promise<unknown>;
  /** The record's delete operation, for its own Remove button. */
  removal: (id: number) => OperationState;
}

/** Which form is open: the add form, a record's edit form, or none. */
type Open = number | 'new' | null;

const SKELETON_ROWS = 2;

/**
 * A settings list of career records (spec 2 "Settings"): an Add button opens the form, which
 * closes on save; a record opens in the same form and is updated, not duplicated; Remove asks
 * first. One form is open at a time, and focus comes back to the button that opened it.
 */
function RecordListView<T extends { id: number }>({
  records,
  loaded,
  load,
  onRetry,
  texts,
  nameOf,
  renderRecord,
  form,
  remove,
  removal,
}: RecordListProps<T>) {
  const { toasts } = useStores();
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<T>();
  // The dialog stays mounted once asked, so that it can animate out.
  const [asked, setAsked] = useState(false);
  // The button that opened the form takes the focus back when it closes.
  const returnFocus = useRef<Open>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const editButtons = useRef(new Map<number, HTMLButtonElement>());

  // The list is on screen: the form's and the dialog's code load now, ready for a first press.
  useEffect(() => {
    if (!loaded) return;
    form.preload().catch(() => undefined);
    loadConfirmDialog().catch(() => undefined);
  }, [loaded, form]);

  useEffect(() => {
    const opener = returnFocus.current;
    if (open !== null || opener === null) return;
    returnFocus.current = null;
    (opener === 'new' ? addButton.current : editButtons.current.get(opener))?.focus();
  }, [open]);

  const close = () => {
    returnFocus.current = open;
    setOpen(null);
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove(removing.id);
      toasts.show({ text: texts.removed, status: 'success' });
      setRemoving(undefined);
    } catch (error) {
      toasts.show({ text: serverMessage(error), status: 'danger' });
    }
  };

  if (!loaded) {
    if (load.isFailed) {
      return (
        <Alert.Root status="error" role="alert" borderRadius="md" alignItems="center">
          <Alert.Indicator />
          <Alert.Title flex="1" fontWeight="medium">
            {recordTexts.loadFailure}
          </Alert.Title>
          <Button size="sm" variant="outline" bg="page.panel" onClick={onRetry}>
            {recordTexts.retry}
          </Button>
        </Alert.Root>
      );
    }
    return (
      <Stack gap="4" aria-busy="true">
        <Text srOnly>{texts.loading}</Text>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <RecordRowSkeleton key={index} />
        ))}
      </Stack>
    );
  }

  // Above the list it lines up with the rows; in the empty state it is the centre of attention.
  const addButtonView = (alignSelf: ButtonProps['alignSelf']) => (
    <Button ref={addButton} alignSelf={alignSelf} onClick={() => setOpen('new')}>
      <Plus aria-hidden="true" />
      {texts.add}
    </Button>
  );

  return (
    <Stack gap="4">
      {open === 'new' ? (
        <FormView form={form} onClose={close} />
      ) : records.length === 0 ? (
        <Stack
          gap="4"
          align="center"
          textAlign="center"
          py="10"
          px="6"
          borderWidth="1px"
          borderStyle="dashed"
          borderColor="border.emphasized"
          borderRadius="l3"
          bg="page.panel"
        >
          <Text fontSize="lg" maxW="md">
            {texts.empty}
          </Text>
          {addButtonView('center')}
        </Stack>
      ) : (
        addButtonView({ base: 'stretch', md: 'flex-start' })
      )}

      {records.length > 0 && (
        <Stack as="ul" aria-label={texts.list} gap="4" listStyleType="none">
          {records.map((record) => (
            <li key={record.id}>
              {open === record.id ? (
                <FormView form={form} record={record} onClose={close} />
              ) : (
                <RecordRow
                  name={nameOf(record)}
                  removing={removal(record.id).isPending}
                  editRef={(button) => {
                    if (button) editButtons.current.set(record.id, button);
                    else editButtons.current.delete(record.id);
                  }}
                  onEdit={() => setOpen(record.id)}
                  onRemove={() => {
                    setAsked(true);
                    setRemoving(record);
                  }}
                >
                  {renderRecord(record)}
                </RecordRow>
              )}
            </li>
          ))}
        </Stack>
      )}

      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={removing !== undefined}
            title={texts.removeTitle}
            body={removing ? texts.removeBody(nameOf(removing)) : ''}
            confirmLabel={recordTexts.removeConfirm}
            cancelLabel={recordTexts.cancel}
            pending={removing !== undefined && removal(removing.id).isPending}
            onConfirm={() => void confirmRemove()}
            onClose={() => setRemoving(undefined)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

export const RecordList = observer(RecordListView) as <T extends { id: number }>(
  props: RecordListProps<T>,
) => ReactNode;

/** The lazy form, with a placeholder of its size for the moment its code is still on the way. */
function FormView<T>({
  form: { Form },
  ...props
}: { form: LazyRecordForm<T> } & RecordFormProps<T>) {
  return (
    <Suspense fallback={<RecordRowSkeleton />}>
      <Form {...props} />
    </Suspense>
  );
}

interface RecordRowProps {
  name: string;
  removing: boolean;
  editRef: (button: HTMLButtonElement | null) => void;
  onEdit: () => void;
  onRemove: () => void;
  children: ReactNode;
}

function RecordRow({ name, removing, editRef, onEdit, onRemove, children }: RecordRowProps) {
  return (
    <Card.Root bg="page.panel">
      <Card.Body
        display="flex"
        flexDirection={{ base: 'column', md: 'row' }}
        gap="4"
        alignItems={{ base: 'stretch', md: 'flex-start' }}
        p={{ base: '4', md: '5' }}
      >
        <Box flex="1" minW="0">
          {children}
        </Box>
        <HStack gap="2" flexShrink={0}>
          <Button
            ref={editRef}
            size="sm"
            variant="outline"
            flex={{ base: '1', md: 'none' }}
            aria-label={recordTexts.editLabel(name)}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
            {recordTexts.edit}
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            flex={{ base: '1', md: 'none' }}
            aria-label={recordTexts.removeLabel(name)}
            loading={removing}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
            {recordTexts.remove}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function RecordRowSkeleton() {
  return (
    <Card.Root bg="page.panel">
      <Card.Body p={{ base: '4', md: '5' }} gap="2">
        <Skeleton height="5" width="50%" />
        <Skeleton height="4" width="70%" />
        <Skeleton height="4" width="40%" />
      </Card.Body>
    </Card.Root>
  );
}

export interface RecordSummaryProps {
  /** The record's main line, e.g. the position's title. */
  title: string;
  /** A mark beside the title, e.g. an 'Expired' badge. */
  badge?: ReactNode;
  /** Further lines; empty ones are left out. */
  lines: (ReactNode | null | undefined)[];
}

/** A row's content: a bold title and muted lines, as the profile shows records. */
export function RecordSummary({ title, badge, lines }: RecordSummaryProps) {
  return (
    <Stack gap="1">
      <HStack gap="2" flexWrap="wrap">
        <Text fontWeight="semibold" fontSize="lg" overflowWrap="anywhere">
          {title}
        </Text>
        {badge}
      </HStack>
      {lines.map((line, index) =>
        line === null || line === undefined || line === '' ? null : (
          <Text key={index} color="fg.muted" overflowWrap="anywhere" whiteSpace="pre-line">
            {line}
          </Text>
        ),
      )}
    </Stack>
  );
}
