/**
 * The brand faces' fallbacks, sized to match them (issue 25 §2): src/theme/fontFallbacks.css.
 *
 * With font-display: swap, text is painted first in a face the machine has, then again in the
 * brand's face once it arrives. Where the two differ in width and line height, lines rewrap and
 * the page moves (Lighthouse's "Web font loaded" layout shift). Each fallback here is a face the
 * machine already has (Arial or Times New Roman, or Liberation Sans or Liberation Serif, their
 * metric-compatible Linux counterparts), scaled with size-adjust and given the brand face's
 * ascent, descent and line gap, so the swap changes the glyphs and not the layout. Capsize
 * computes the overrides: the brand's metrics read from the very woff2 files the app ships
 * (the heading's semibold, the body's regular), the stand-ins' from Capsize's published metrics.
 *
 *   npm run fonts:fallbacks     writes the stylesheet; tests/unit/theme/fontFallbacks.test.ts
 *                               fails while the committed one differs from what this computes.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFontStack, type FontMetrics } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { fromFile } from '@capsizecss/unpack/fs';
import { format, resolveConfig } from 'prettier';

export const FONT_FALLBACKS_FILE = fileURLToPath(
  new URL('../src/theme/fontFallbacks.css', import.meta.url),
);

/**
 * Each brand family, the face of it most of its text is set in (src/theme/fonts.ts imports it),
 * the face that stands in for it, and that face's names on Linux.
 */
const FALLBACKS: Array<{
  family: string;
  face: { stylesheet: string; file: string };
  local: FontMetrics;
  metricCompatible: string[];
}> = [
  {
    family: 'Source Sans 3',
    face: {
      stylesheet: '@fontsource/source-sans-3/latin-400.css',
      file: 'source-sans-3-latin-400-normal.woff2',
    },
    local: arial,
    metricCompatible: ['Liberation Sans', 'LiberationSans'],
  },
  {
    family: 'Source Serif 4',
    face: {
      stylesheet: '@fontsource/source-serif-4/latin-600.css',
      file: 'source-serif-4-latin-600-normal.woff2',
    },
    local: timesNewRoman,
    metricCompatible: ['Liberation Serif', 'LiberationSerif'],
  },
];

/** A brand face's metrics, read from the woff2 file beside its @fontsource stylesheet. */
async function brandMetrics(family: string, face: { stylesheet: string; file: string }) {
  const stylesheet = createRequire(import.meta.url).resolve(face.stylesheet);
  const metrics = await fromFile(join(dirname(stylesheet), 'files', face.file));
  return { ...metrics, familyName: family };
}

/**
 * The stylesheet: one @font-face per brand family, named "<family> Fallback", formatted as the
 * project's Prettier settings would (the lint checks every stylesheet).
 */
export async function fontFallbackCss(): Promise<string> {
  const faces = [];
  for (const { family, face, local, metricCompatible } of FALLBACKS) {
    const brand = await brandMetrics(family, face);
    const { fontFaces } = createFontStack([brand, local], { fontFaceFormat: 'styleObject' });
    for (const { '@font-face': fallback } of fontFaces) {
      const src = [fallback.src, ...metricCompatible.map((name) => `local('${name}')`)].join(', ');
      const declarations = Object.entries({ ...fallback, src }).map(
        ([property, value]) =>
          `  ${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}: ${value};`,
      );
      faces.push(`@font-face {\n${declarations.join('\n')}\n}\n`);
    }
  }
  const css = [
    '/* Written by scripts/font-fallbacks.ts (npm run fonts:fallbacks): do not edit. */\n',
    ...faces,
  ].join('\n');
  return format(css, { ...(await resolveConfig(FONT_FALLBACKS_FILE)), parser: 'css' });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(FONT_FALLBACKS_FILE, await fontFallbackCss());
  console.log(`wrote ${FONT_FALLBACKS_FILE}`);
}
