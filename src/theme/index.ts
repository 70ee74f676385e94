import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  animationStyles,
  globalCss as chakraGlobalCss,
  keyframes as chakraKeyframes,
  layerStyles,
  semanticTokens as chakraSemanticTokens,
  textStyles,
  tokens as chakraTokens,
} from '@chakra-ui/react/theme';
import { keyframes } from './keyframes';
import { chakraRecipes, chakraSlotRecipes } from './recipes';
import { buttonRecipe } from './recipes/button';
import { semanticTokens, tokens } from './tokens';

/**
 * Breakpoints are min-widths. The spec's mobile layout is "max-width 40em", so `base` is mobile
 * and `md` (40em) starts the desktop layout.
 */
export const MOBILE_MAX_WIDTH = '40em';

/**
 * Chakra's colour palettes that nothing here names (no screen, recipe or token; a unit test
 * keeps it so): left out of the system, they are 108 tokens fewer to build as the SPA starts
 * and 4.9 KB less CSS in every prerendered page's head (issue 25 §2). Name one, and take it out
 * of this list.
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'pink'];

const withoutUnusedPalettes = <T extends object>(colors: T): T =>
  Object.fromEntries(
    Object.entries(colors).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as T;

// Chakra's base preset (conditions, utilities) and default tokens, but not its 80 recipes:
// only those in ./recipes are bundled.
const chakraTheme = defineConfig({
  preflight: true,
  globalCss: chakraGlobalCss,
  theme: {
    tokens: { ...chakraTokens, colors: withoutUnusedPalettes(chakraTokens.colors ?? {}) },
    semanticTokens: {
      ...chakraSemanticTokens,
      colors: withoutUnusedPalettes(chakraSemanticTokens.colors ?? {}),
    },
    keyframes: chakraKeyframes,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: chakraRecipes,
    slotRecipes: chakraSlotRecipes,
  },
});

const guildhallTheme = defineConfig({
  theme: {
    breakpoints: { sm: '30em', md: MOBILE_MAX_WIDTH, lg: '62em', xl: '80em', '2xl': '96em' },
    tokens,
    semanticTokens,
    keyframes,
    // Merged over Chakra's recipes of the same name by createSystem.
    recipes: { button: buttonRecipe },
  },
  globalCss: {
    'html, body': { bg: 'page.bg', color: 'fg', colorPalette: 'brand' },
    // Reduced motion: decorative movement stops; time-keeping animations (toast countdown) are
    // information, so they opt out with data-essential-motion.
    '*:not([data-essential-motion]), *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * Marks the <style> tag of Chakra's global styles (its preflight, global CSS and token
 * variables) that the build writes into every page (src/entry-prerender.tsx).
 */
export const GLOBAL_STYLES_MARK = 'data-chakra-globals';

/**
 * Hands Emotion's <Global> the page's own tag of Chakra's global styles, by the name Emotion
 * gave it at build time, instead of the styles themselves: it adopts the tag without computing
 * or serialising 53 KB of CSS, two thirds of the time the system took to build (issue 25 §2;
 * the built system computes them only when read: `chakraGlobalsOnDemand` in vite.config.ts).
 * The tag's text stays the styles, should Emotion ever have to insert them itself. A page
 * without the tag (Storybook, the dev server) keeps Chakra's own.
 */
export function adoptGlobalStyles(target: SystemContext, page: Document): void {
  const tag = page.querySelector<HTMLStyleElement>(`style[${GLOBAL_STYLES_MARK}]`);
  const name = /^css-global (\S+)$/.exec(tag?.dataset.emotion ?? '')?.[1];
  if (!tag || !name) return;
  // Emotion's serialised form, which <Global> takes as it is.
  const serialized = { name, styles: tag.textContent, next: undefined };
  Object.defineProperty(target, '_global', { value: serialized, configurable: true });
}

/**
 * The Chakra system: made on first use, not when this module loads. Building its tokens and
 * recipes is the largest step of the SPA's start, so main.tsx runs it in a task of its own
 * (issue 25 §2: no one long task before the page answers).
 */
export function appSystem(): SystemContext {
  if (!system) {
    system = createSystem(defaultBaseConfig, chakraTheme, guildhallTheme);
    if (typeof document !== 'undefined') adoptGlobalStyles(system, document);
  }
  return system;
}
export { toastCardRecipe } from './recipes/toast';
