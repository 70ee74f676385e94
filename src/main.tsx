import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/App';
import { AppProviders } from '@/AppProviders';
import { installErrorReporting } from '@/lib/errorReporting';
import { createAppEnv } from '@/models/environment';
import { createRootStore } from '@/models/RootStore';
import { preloadScreens } from '@/routes';

const isHydrated = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactProps$'));

/**
 * A prerendered form can be typed into before React has hydrated it (its screen's code may still
 * be loading); the form's state then starts from its defaults. The page's head script
 * (server/html.ts STORED_SESSION_SCRIPT) keeps each such field's last value: once React owns the
 * field, the value is set again and an input event sent, so the form sees what was typed (the
 * field's value is reset first through React's own setter, so the event counts as a change).
 */
function restoreTypedBeforeHydration(container: HTMLElement) {
  const typed = (window as { __typedBeforeHydration?: Map<Element, string> })
    .__typedBeforeHydration;
  if (!typed) return;
  const started = performance.now();
  const waitingFor = (): boolean =>
    [...container.querySelectorAll('input, textarea, select')].some((field) => !isHydrated(field));
  const restore = (field: Element, value: string) => {
    if (!field.isConnected) return;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      return;
    }
    const prototype = Object.getPrototypeOf(field) as object;
    const setNative = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
    field.value = '';
    setNative?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  // A frame after React owns a field, its screen has committed (refs, form registration).
  let ready: Array<[Element, string]> = [];
  const step = () => {
    for (const [field, value] of ready) restore(field, value);
    ready = [];
    for (const [field, value] of typed) {
      if (isHydrated(field)) {
        ready.push([field, value]);
        typed.delete(field);
      }
    }
    const more = ready.length > 0 || typed.size > 0 || waitingFor();
    if (more && performance.now() - started < 60_000) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

async function start() {
  installErrorReporting();
  // The screen's code loads while the stored session is resolved, not after.
  preloadScreens(window.location.pathname);
  // `npm run dev:mock`: the SPA alone, every /api call answered by MSW in the browser.
  if (import.meta.env.VITE_API_MOCKING === 'true') {
    const { startMockWorker } = await import('@mocks/browser');
    await startMockWorker();
  }
  const store = createRootStore(createAppEnv());
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
  if (container.hasChildNodes() && !store.session.isPending) {
    hydrateRoot(container, app);
    restoreTypedBeforeHydration(container);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
  document.documentElement.removeAttribute('data-stored-session');
}

void start();
