// The start's code is three chunks in the build, each run in a task of its own (vite.config.ts,
// issue 25 §2): React's, with the capture of errors (@/start/errors); the design system's
// (Chakra, Emotion), after the pause that begins it (@/start/design); the app's, after the pause
// that begins it (@/start/app), ending with this module. Keep these imports in this order: it is
// the order the chunks run in.
import '@/start/errors';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/start/design';
import { appSystem } from '@/theme';
import '@/start/app';
import { App } from '@/App';
import { AppProviders } from '@/AppProviders';
import { PAGE_DATA_ELEMENT_ID } from '@/contract/publicSettings';
import { endEarlyInput } from '@/lib/earlyInput';
import { reportError } from '@/lib/errorReporting';
import { createAppEnv } from '@/models/environment';
import { createRootStore } from '@/models/RootStore';
import { preloadScreens } from '@/routes';
import { nextTask } from '@/start/nextTask';

/** The mark of a stored session on <html> (server/html.ts STORED_SESSION_ATTRIBUTE). */
const STORED_SESSION = 'data-stored-session';

// Then two more tasks, so that none holds a tap back for long (issue 25 §2): building the design
// system, then the stores and the first render (a transition, itself in slices).
async function start() {
  // The screen's code loads while the stored session is resolved, not after.
  const screens = preloadScreens(window.location.pathname);
  // `npm run dev:mock`: the SPA alone, every /api call answered by MSW in the browser.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  await nextTask();
  appSystem();
  await nextTask();
  // A page the server rendered with a member's data (a profile: server/pages.ts) carries that
  // data, and the store starts with it, so that its first render is the markup it hydrates. A
  // visitor with a stored session gets the page rendered anew (below), with their own data.
  const data = document.documentElement.hasAttribute(STORED_SESSION)
    ? undefined
    : document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  const store = createRootStore(createAppEnv(), data ? JSON.parse(data) : undefined);
  // Spec 2: resolve the stored session (a spinner shows meanwhile; init never throws), then,
  // signed in, fetch the member's team and watch list. Their failures stay in those stores'
  // error state for the screens that show them.
  void store.session.init().then(() => {
    if (!store.session.isLoggedIn) return;
    void store.team.load().catch(() => undefined);
    void store.watch.load().catch(() => undefined);
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        <App />
      </AppProviders>
    </StrictMode>
  );
  // A prerendered public page (scripts/prerender.mjs) holds a signed-out visitor's first render:
  // hydrated when that is what this visitor sees first, that is, with no stored session to
  // resolve. A member's session is pending (a spinner, then maybe another page): the page is
  // dropped, still hidden by the stored-session mark of its head (server/html.ts).
  // A render React recovered from (it rendered the root again, synchronously) is reported with
  // its cause: the production build's own message says only "error #520" or "#418".
  const options = {
    onRecoverableError: (error: unknown) => {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      const text = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
      console.error(`React recovered from an error while rendering: ${text}`);
      reportError(cause, 'recoverable');
    },
  };
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of
  // hydrating the whole page in one task: a tap during it is answered, and the landing page's
  // blocking time is a few short tasks instead of one long one (issue 25 §2).
  // What the visitor did before (server/html.ts EARLY_INPUT_SCRIPT) is done again as each part
  // is hydrated (useEarlyInput); React answers what is done from here on.
  if (container.hasChildNodes() && !store.session.isPending) {
    // With the page's code all here, React hydrates the page in one pass. A boundary whose code
    // was still on its way would stay as the server sent it until it came, and a tap or a form
    // sent in it meanwhile would be lost by React, or sent by the browser as a GET (what was
    // typed, a password too, in the URL). Until then, the page's head keeps them.
    await screens;
    endEarlyInput(true);
    startTransition(() => {
      hydrateRoot(container, app, options);
    });
  } else {
    endEarlyInput(false);
    container.replaceChildren();
    createRoot(container, options).render(app);
  }
  document.documentElement.removeAttribute(STORED_SESSION);
}

void start();
