import { Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import type { OperationState } from '@/models/operations';
import { QueueEmpty, QueueFailure, QueueMore, QueueSkeleton } from './QueueStates';
import { QueueTabs } from './QueueTabs';

/** What the list reads of a queue's store (PostsStore, ReportsStore). */
export interface QueueListStore<S extends string, T> {
  /** The tab as loaded. */
  readonly state: S;
  readonly loaded: boolean;
  readonly items: readonly T[];
  readonly total: number;
  readonly hasMore: boolean;
  readonly ops: { readonly load: OperationState; readonly more: OperationState };
  load(state: S): Promise<unknown>;
  loadMore(): Promise<unknown>;
}

/** The queue screen's own words for its list (its texts.ts). */
export interface QueueListTexts<S extends string> {
  /** The tab list's accessible name ("Post states"). */
  tabs: string;
  /** The list's accessible name, from the tab's label ("Waiting posts"). */
  list: (state: string) => string;
  empty: Record<S, string>;
  loading: string;
  retry: string;
  more: string;
  /** "12 of 40" */
  count: (shown: number, total: number) => string;
}

export interface QueueListProps<S extends string, T extends { id: number }> {
  store: QueueListStore<S, T>;
  /** The tabs in order; the first is the default, the one without `?state=`. */
  states: readonly [S, ...S[]];
  labels: Record<S, string>;
  texts: QueueListTexts<S>;
  /** Said under an empty tab's title, for the tabs that have something to say. */
  emptyHints?: Partial<Record<S, string>>;
  /** One item of the list: an `li` (QueueItem). */
  children: (item: T) => ReactNode;
}

/**
 * A queue's states as tabs (?state=), the selected one's items oldest first with "Show more",
 * and its loading, empty and failed looks. Every tab change loads the tab's first page.
 */
function QueueListView<S extends string, T extends { id: number }>({
  store,
  states,
  labels,
  texts,
  emptyHints,
  children,
}: QueueListProps<S, T>) {
  const [params, setParams] = useSearchParams();
  const [first] = states;
  const asked = params.get('state');
  const state = states.find((known) => known === asked) ?? first;

  useEffect(() => {
    void store.load(state).catch(() => undefined);
  }, [store, state]);

  const reload = () => void store.load(state).catch(() => undefined);
  const current = store.loaded && store.state === state && !store.ops.load.isPending;

  return (
    <QueueTabs
      label={texts.tabs}
      states={states}
      labels={labels}
      value={state}
      onChange={(next) => setParams(next === first ? {} : { state: next })}
    >
      {store.ops.load.isFailed ? (
        <QueueFailure
          message={errorMessage(store.ops.load.error, 'load')}
          retryLabel={texts.retry}
          onRetry={reload}
        />
      ) : !current ? (
        <QueueSkeleton label={texts.loading} />
      ) : store.items.length === 0 ? (
        <QueueEmpty title={texts.empty[state]} hint={emptyHints?.[state]} />
      ) : (
        <Stack gap="4">
          <Stack as="ul" aria-label={texts.list(labels[state])} listStyleType="none" gap="3">
            {store.items.map(children)}
          </Stack>
          <QueueMore
            count={texts.count(store.items.length, store.total)}
            hasMore={store.hasMore}
            label={texts.more}
            pending={store.ops.more.isPending}
            onMore={() => void store.loadMore().catch(() => undefined)}
          />
        </Stack>
      )}
    </QueueTabs>
  );
}

// observer() drops the type parameters; the props are the generic function's.
export const QueueList = observer(QueueListView) as typeof QueueListView;
