// The build's prerender (scripts/prerender.mjs runs it after `vite build --ssr`): each public
// page rendered to HTML with its critical CSS, so it paints before any JavaScript has run; the
// SPA then hydrates that markup (src/main.tsx). Nothing here ships to the browser.
import createCache from '@emotion/cache';
import { CacheProvider, css } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { type ReactNode, StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createApiWith, createMemoryLocks, createMemoryStorage } from '@/api';
import { App } from '@/App';
import { AppProviders } from '@/AppProviders';
import type { PublicSetting } from '@/contract/publicSettings';
import { config } from '@/lib/config';
import { clientCredentials } from '@/models/environment';
import { createRootStore, type RootStoreSnapshotIn } from '@/models/RootStore';
import { preloadScreens } from '@/routes';
import { appSystem, GLOBAL_STYLES_MARK } from '@/theme';

// For scripts/prerender.mjs: the block server/html.ts's head script reads, the shell's marks.
export { DEFERRED_CODE_ELEMENT_ID, SHELL_MARKS } from '@/contract/publicSettings';

/** ofetch, loaded on the first API call: at once on the pages that ask the API as they open. */
const API_CLIENT = 'node_modules/ofetch/dist/index.mjs';
/** The layout of the sign-in pages, lazy like a screen. */
const AUTH_LAYOUT = 'src/layouts/AuthLayout.tsx';
/** The content service's client, loaded on the first content query (src/api/content.ts). */
const CONTENT_CLIENT = 'src/api/contentService.ts';
/** The legal pages' screen and the content client that reads their document. */
const LEGAL = ['src/screens/legal/LegalScreen.tsx', CONTENT_CLIENT];

/**
 * The prerendered pages: the public routes, and one page for every published profile (its
 * first render is the profile's spinner in the site layout, the same for every valid id).
 * Each names the lazy modules it loads as it opens (layout, screen, clients):
 * their chunks and the chunks those import are named in the page's head (scripts/prerender.mjs),
 * so they download beside the entry instead of after it has run, and hydration does not wait a
 * round trip for them. ofetch on the others loads once the page is idle (src/api/client.ts).
 */
export const PRERENDERED_PAGES: Array<{
  path: string;
  file: string;
  loads: string[];
  pattern?: string;
  /**
   * The page's first screen is all in its markup and works without the code (the landing's
   * links), or keeps what a visitor does before the code has run (the community's filters, a
   * sign-in form's fields and its sending, claimed at hydration: tests/e2e/prerender.spec.ts):
   * the code is asked for once the page has painted (scripts/prerender.mjs, server/html.ts
   * CODE_AFTER_PAINT_SCRIPT). So does a published profile, which the server renders with its
   * data (`perRequest`): its links work, and a tap on a badge or the menu is kept. A document
   * needs its code to show anything.
   */
  markupFirst?: boolean;
  /**
   * The server renders the page again for each request with its data (a published profile:
   * server/pages.ts), into a shell the build writes beside it (SHELL_MARKS); the prerendered
   * page, a spinner, is its answer where there is no data to render.
   */
  perRequest?: boolean;
}> = [
  {
    path: '/',
    file: 'index.html',
    loads: ['src/screens/public/LandingScreen.tsx'],
    markupFirst: true,
  },
  {
    path: '/login',
    file: 'login.html',
    loads: [AUTH_LAYOUT, 'src/screens/auth/LoginScreen.tsx'],
    markupFirst: true,
  },
  {
    path: '/signup',
    file: 'signup.html',
    loads: [AUTH_LAYOUT, 'src/screens/auth/SignupScreen.tsx'],
    markupFirst: true,
  },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    loads: [AUTH_LAYOUT, 'src/screens/auth/ForgotPasswordScreen.tsx'],
    markupFirst: true,
  },
  {
    path: '/community',
    file: 'community.html',
    loads: ['src/screens/community/CommunityScreen.tsx', API_CLIENT],
    markupFirst: true,
  },
  { path: '/privacy', file: 'privacy.html', loads: LEGAL },
  { path: '/terms', file: 'terms.html', loads: LEGAL },
  // ProfileScreen's parseMemberId: digits, above zero; anything else renders not-found.
  {
    path: '/profile/1',
    file: 'profile.html',
    loads: ['src/screens/profile/ProfileScreen.tsx', API_CLIENT],
    pattern: '^/profile/[1-9][0-9]{0,14}$',
    markupFirst: true,
    perRequest: true,
  },
];

/**
 * The run-time settings the public pages show. Each is rendered as a token the server replaces
 * with its escaped value (server/html.ts), so a page carries the values of the server that
 * answers it, the same the SPA reads from the page's settings block when it hydrates.
 */
const SHOWN_SETTINGS = {
  CONTACT_EMAIL: {
    get: () => config.contactEmail,
    set: (value: string) => void ((config as { contactEmail: string }).contactEmail = value),
  },
  CONTENT_SITE_URL: {
    get: () => config.contentUrl,
    set: (value: string) => void ((config as { contentUrl: string }).contentUrl = value),
  },
  FOUNDER_NAME: {
    get: () => config.founder.name,
    set: (value: string) => void ((config.founder as { name: string }).name = value),
  },
  FOUNDER_ROLE: {
    get: () => config.founder.role,
    set: (value: string) => void ((config.founder as { role: string }).role = value),
  },
  LINKEDIN_URL: socialLink('LinkedIn'),
  X_URL: socialLink('X'),
  YOUTUBE_URL: socialLink('YouTube'),
} satisfies Partial<Record<PublicSetting, { get(): string; set(value: string): void }>>;

function socialLink(network: string) {
  const link = () => config.socialLinks.find((social) => social.network === network)!;
  return {
    get: () => link().url,
    set: (value: string) => void (link().url = value),
  };
}

export type ShownSetting = keyof typeof SHOWN_SETTINGS;

/** The token a setting is rendered as: no character HTML or a URL would escape. */
export const settingToken = (name: ShownSetting): string => `__GH_SETTING_${name}__`;

/**
 * Swaps the shown settings for their tokens (before any lazy screen reads them) and returns
 * the build's own values: the server writes those where it has no run-time value.
 */
export function tokenizeSettings(): Record<ShownSetting, string> {
  const defaults = {} as Record<ShownSetting, string>;
  for (const [name, setting] of Object.entries(SHOWN_SETTINGS) as Array<
    [ShownSetting, (typeof SHOWN_SETTINGS)[ShownSetting]]
  >) {
    defaults[name] = setting.get();
    setting.set(settingToken(name));
  }
  return defaults;
}

async function toText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export interface RenderedPage {
  /** The markup of #root's children. */
  html: string;
  /** Emotion's <style data-emotion> tags of the rules the markup uses, Chakra's globals first. */
  styles: string;
  /** The tag of Chakra's global styles alone (also in `styles`), for pages not prerendered. */
  globalStyles: string;
}

/**
 * Renders `path` as a signed-out visitor's first client render: no stored session (so the
 * session is not pending), no data fetched (effects do not run here), the store holding only
 * `data` (a page the server renders per member: server/pages.ts; the SPA starts its store with
 * the same, from the page's data block). The matched screens' code is loaded first, as the SPA
 * does at start, and the render waits for every Suspense.
 */
export async function renderPage(
  path: string,
  data: RootStoreSnapshotIn = {},
): Promise<RenderedPage> {
  const storage = createMemoryStorage();
  const api = createApiWith({
    credentials: clientCredentials(),
    locks: createMemoryLocks(),
    storage,
  });
  const store = createRootStore({ api, storage }, data);
  // The session starts signed out, as the SPA's does when nothing is stored.
  const cache = createCache({ key: 'css' });
  // Styles go to the cache, not inline beside the markup: extractCriticalToChunks takes them.
  cache.compat = true;
  const server = createEmotionServer(cache);
  await preloadScreens(path);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <App router={Router} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>,
  );
  const html = await toText(prelude);
  const chunks = server.extractCriticalToChunks(html);
  // Chakra's global styles, marked for the SPA to hand to Emotion as they are (appSystem() in
  // src/theme): under the name Emotion's <Global> gives them, from the same serialisation.
  const globalName = css(appSystem()._global).name;
  const global = chunks.styles.find(
    ({ key, ids }) => key === 'css-global' && ids.includes(globalName),
  );
  if (!global)
    throw new Error(`${path}: no Chakra global styles named ${globalName} were rendered.`);
  const globalTag = `<style data-emotion="css-global ${globalName}"`;
  const marked = `${globalTag} ${GLOBAL_STYLES_MARK}=""`;
  // Marked as already in place (`data-s`, as Emotion marks the tags it moved): the client's
  // cache then leaves them in the head instead of moving each to its end, which re-parsed the
  // page's whole style sheet inside the start's longest task (issue 25 §2). Their rules are
  // registered as inserted either way.
  const styles = server
    .constructStyleTagsFromChunks(chunks)
    .replace(globalTag, marked)
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  const globalStyles = `${marked}>${global.css}</style>`;
  return { html, styles, globalStyles };
}

let settingsTokenized = false;

/**
 * A page rendered with its data by the server (server/pages.ts), in its render worker: the
 * settings as tokens, as in the build's pages, for the server to fill in.
 */
export async function renderForServer({
  path,
  data,
}: {
  path: string;
  data: RootStoreSnapshotIn;
}): Promise<Pick<RenderedPage, 'html' | 'styles'>> {
  if (!settingsTokenized) {
    tokenizeSettings();
    settingsTokenized = true;
  }
  const { html, styles } = await renderPage(path, data);
  return { html, styles };
}
