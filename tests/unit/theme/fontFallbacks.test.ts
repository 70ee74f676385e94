import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FONT_FALLBACKS_FILE, fontFallbackCss } from '../../../scripts/font-fallbacks';
import { BODY_FONT, HEADING_FONT } from '@/theme/fonts';

describe('the brand faces’ fallbacks', () => {
  it('are the stylesheet scripts/font-fallbacks.ts writes (npm run fonts:fallbacks)', async () => {
    expect(readFileSync(FONT_FALLBACKS_FILE, 'utf8')).toBe(await fontFallbackCss());
  });

  it('stand in for each brand face, in its stack, right after it', async () => {
    expect(HEADING_FONT).toMatch(/^'Source Serif 4', 'Source Serif 4 Fallback', /);
    expect(BODY_FONT).toMatch(/^'Source Sans 3', 'Source Sans 3 Fallback', /);
    const css = await fontFallbackCss();
    for (const family of ['Source Serif 4 Fallback', 'Source Sans 3 Fallback']) {
      expect(css).toContain(`font-family: '${family}';`);
    }
    // Sized to the brand face, from a face every desktop has, or its metric twin on Linux.
    expect(css).toMatch(/src:\s+local\('Arial'\)[^;]*local\('Liberation Sans'\)/);
    expect(css).toMatch(/src:\s+local\('Times New Roman'\)[^;]*local\('Liberation Serif'\)/);
    expect(css.match(/size-adjust: \d+(\.\d+)?%;/g)).toHaveLength(2);
  });
});
