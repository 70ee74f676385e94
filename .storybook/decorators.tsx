import type { Decorator } from '@storybook/react-vite';
import { autorun } from 'mobx';
import { STORY_RENDER_PHASE_CHANGED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
import { type ComponentType, useState } from 'react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation } from 'react-router-dom';
import { AppProviders } from '@/AppProviders';
import { ToastViewport } from '@/components/feedback/ToastViewport';
import { createMemoryLocks, createMemoryStorage } from '@/api';
import { createAppEnv } from '@/models/environment';
import { createRootStore, type RootStore } from '@/models/RootStore';
import { resetDb } from '@mocks/reset';
import type { PageArgs } from '@stories/support/page';

/** Story parameters the decorators read. */
export interface StoreParameters {
  /** Prepares the story's fresh RootStore before the first render. */
  store?: (root: RootStore) => void;
  /** Changes the freshly reset mock db first (data scenarios of mocks/scenarios/). */
  mockDb?: () => void;
}

function NavigatedTo() {
  const location = useLocation();
  return <p>Navigated to {location.pathname + location.search}</p>;
}

function fillPath(pattern: string, params: Record<string, string> = {}): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? `:${name}`);
}

interface StoryPageProps {
  story: ComponentType;
  initialEntry: string;
  routePath: string;
}

let renders = 0;

function StoryPage({ story: Story, initialEntry, routePath }: StoryPageProps) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        { path: routePath, element: <Story /> },
        { path: '*', element: <NavigatedTo /> },
      ],
      // A history key of this render's own: state kept by entry (ScrollRestorer's positions)
      // never carries over from the previous render of the story.
      { initialEntries: [{ ...parsePath(initialEntry), key: `render-${(renders += 1)}` }] },
    ),
  );
  return <RouterProvider router={router} />;
}

/**
 * Renders the story inside a memory router at its route, with every other path rendering
 * "Navigated to <path>" so a play function can assert a navigation.
 */
export const withPage: Decorator = (Story, context) => {
  const { routePath = '/', routeParams, routeSearch = '' } = context.args as PageArgs;
  const initialEntry = fillPath(routePath, routeParams) + routeSearch;
  return <StoryPage story={Story} routePath={routePath} initialEntry={initialEntry} />;
};

interface StoryStoresProps {
  story: ComponentType;
  setup: StoreParameters['store'];
  mockDb: StoreParameters['mockDb'];
  withToasts: boolean;
}

/** The RootStore of the story on screen: one story renders at a time in the preview. */
let shownStore: RootStore | undefined;
let stopHolding: (() => void) | undefined;

/**
 * From the end of the play function on, the toast on screen stops counting down, as hovering it
 * does, and so does one that a late response brings (the demo content's alert). Storybook then
 * waits for animations to end before a snapshot, and the countdown ring's animation lasts exactly
 * as long as the toast, so without this a snapshot showed it or the next toast by chance. The
 * countdown itself runs during the play function, where stories test it.
 */
function holdToasts(): void {
  const store = shownStore;
  if (!store) return;
  stopHolding?.();
  stopHolding = autorun(() => {
    const current = store.toasts.current;
    if (current?.state === 'open' && !current.paused) store.toasts.pause(current.id);
  });
}

/**
 * A button a play function pressed is disabled while its request runs, and whether the browser
 * takes the focus from it depends on whether a frame was drawn before the answer: a snapshot
 * showed its focus ring or not by chance (check:stories met it on Send again, Publish, Send
 * request). From the end of the play function on, no button keeps the focus; what a play
 * function asserts about focus it asserts before.
 */
function settleFocus(): void {
  const focused = document.activeElement;
  if (focused instanceof HTMLButtonElement) focused.blur();
}

let listening = false;

/**
 * Preview beforeEach: when the story's render enters its completing phase (the play function
 * has ended), holds the toasts and takes the focus from a button.
 */
export function holdToastsAfterPlay(): void {
  if (listening) return;
  listening = true;
  addons.getChannel().on(STORY_RENDER_PHASE_CHANGED, ({ newPhase }: { newPhase: string }) => {
    if (newPhase !== 'completing') return;
    holdToasts();
    settleFocus();
  });
}

function StoryStores({ story: Story, setup, mockDb, withToasts }: StoryStoresProps) {
  const [store] = useState(() => {
    // Every story starts from the same demo data and its own storage, so none leaks into the next.
    resetDb();
    mockDb?.();
    const root = createRootStore(
      createAppEnv({ storage: createMemoryStorage(), locks: createMemoryLocks() }),
    );
    setup?.(root);
    stopHolding?.();
    stopHolding = undefined;
    shownStore = root;
    return root;
  });
  return (
    <AppProviders store={store}>
      <Story />
      {withToasts && <ToastViewport />}
    </AppProviders>
  );
}

/** A fresh RootStore for every story, inside the same providers as the app. */
export const withStores: Decorator = (Story, context) => (
  <StoryStores
    story={Story}
    setup={(context.parameters as StoreParameters).store}
    mockDb={(context.parameters as StoreParameters).mockDb}
    // Toast stories render the viewport themselves.
    withToasts={context.component !== ToastViewport}
  />
);
