import type { TokenInterface as Token } from '@chakra-ui/react';
import { appSystem } from '@/theme';
import {
  semanticTokens as guildhallSemanticTokens,
  tokens as guildhallTokens,
} from '@/theme/tokens';

// Everything the Foundations pages show is read here from the running Chakra system (Chakra's
// defaults merged with src/theme/), so the pages cannot drift from what screens render with.

export type TokenCategory =
  | 'colors'
  | 'fonts'
  | 'fontSizes'
  | 'fontWeights'
  | 'lineHeights'
  | 'letterSpacings'
  | 'spacing'
  | 'radii'
  | 'breakpoints';

/** A category's tokens as the system registered them, without negatives and virtual palettes. */
export function tokensOf(category: TokenCategory): Token[] {
  const map = appSystem().tokens.categoryMap.get(category);
  if (!map) return [];
  return [...map.values()].filter(
    (token) => !token.extensions.negative && !token.extensions.virtual,
  );
}

/** The token's name without its category: 'colors.brand.700' → 'brand.700'. */
export const shortName = (token: Token) => token.path.slice(1).join('.');

const REFERENCE = /^\{([^}]+)\}$/;

/** A semantic token's value in light mode (what the app shows today), references resolved. */
export function lightValue(token: Token): string {
  const conditions = token.extensions.conditions as Record<string, unknown> | undefined;
  const raw = conditions ? (conditions._light ?? conditions.base) : token.originalValue;
  return resolve(String(raw));
}

function resolve(value: string, depth = 0): string {
  const reference = REFERENCE.exec(value);
  if (!reference || depth > 8) return value;
  const target = appSystem().tokens.getByName(reference[1]!);
  return target ? resolve(String(lightValue(target)), depth + 1) : value;
}

/** The reference a semantic token points to in light mode, e.g. 'colors.brand.700'. */
export function lightReference(token: Token): string | undefined {
  const conditions = token.extensions.conditions as Record<string, unknown> | undefined;
  const raw = conditions ? (conditions._light ?? conditions.base) : undefined;
  return REFERENCE.exec(String(raw))?.[1];
}

export interface ColorGroup {
  name: string;
  /** Defined in src/theme/tokens.ts rather than taken from Chakra's defaults. */
  ours: boolean;
  tokens: Token[];
}

const OUR_PALETTES = new Set(Object.keys(guildhallTokens.colors ?? {}));

function groupBy(list: Token[], ours: (name: string) => boolean): ColorGroup[] {
  const groups = new Map<string, Token[]>();
  for (const token of list) {
    const name = token.path[1]!;
    groups.set(name, [...(groups.get(name) ?? []), token]);
  }
  return [...groups]
    .map(([name, tokens]) => ({ name, ours: ours(name), tokens }))
    .sort((a, b) => Number(b.ours) - Number(a.ours));
}

/** The raw palettes (brand.50 … brand.950), Guildhall's own first. */
export function paletteGroups(): ColorGroup[] {
  const raw = tokensOf('colors').filter((token) => !token.extensions.conditions);
  return groupBy(raw, (name) => OUR_PALETTES.has(name));
}

const OUR_SEMANTIC_GROUPS = new Set(Object.keys(guildhallSemanticTokens.colors ?? {}));

/**
 * The semantic colours, named by role, with their light values: Guildhall's (brand, brass, page)
 * first, then the roles every screen uses (bg, fg, border). Chakra's palettes each carry the same
 * roles as brand (gray.solid, red.fg …); they are left out to keep the page quick to render.
 */
export function semanticGroups(): ColorGroup[] {
  const semantic = tokensOf('colors').filter((token) => token.extensions.conditions);
  const palettes = new Set(paletteGroups().map((group) => group.name));
  return groupBy(semantic, (name) => OUR_SEMANTIC_GROUPS.has(name)).filter(
    (group) => group.ours || !palettes.has(group.name),
  );
}

/** CSS length of a token in px for sorting and display ('0.25rem' → 4). */
export function toPixels(value: string): number | undefined {
  const match = /^(-?[\d.]+)(rem|em|px)$/.exec(value.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  return match[2] === 'px' ? amount : amount * 16;
}

/** Numeric-aware order for token names like 0.5, 1, 1.5 … 96. */
export const byPixels = (a: Token, b: Token) =>
  (toPixels(String(a.value)) ?? 0) - (toPixels(String(b.value)) ?? 0);

/** A colour value as the browser computes it (rgb(…)), to compare with getComputedStyle. */
export function computedColor(value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

/** The breakpoints with their media queries, as the system's conditions have them. */
export function breakpoints() {
  return tokensOf('breakpoints')
    .sort(byPixels)
    .map((token) => ({
      name: shortName(token),
      value: String(token.value),
      pixels: toPixels(String(token.value)),
      query: appSystem().breakpoints.conditions[shortName(token)],
    }));
}
