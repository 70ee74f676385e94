import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { css } from '@emotion/react';
import { describe, expect, it } from 'vitest';
import { adoptGlobalStyles, GLOBAL_STYLES_MARK } from '@/theme';
import { chakraGlobalsOnDemand } from '../../../vite.config';

// Issue 25 §2: Chakra's global styles (53 KB of CSS) are written into every page by the build;
// the SPA hands that tag to Emotion instead of computing them at start.

/** A page holding `tag` (attributes and text) as its only <style>, or none. */
function pageWith(tag: { emotion: string; marked: boolean; text: string } | null): Document {
  return {
    querySelector: (selector: string) =>
      tag && selector === `style[${GLOBAL_STYLES_MARK}]` && tag.marked
        ? { dataset: { emotion: tag.emotion }, textContent: tag.text }
        : null,
  } as unknown as Document;
}

describe('adoptGlobalStyles', () => {
  it("hands Emotion the page's tag by its name, its text as the styles", () => {
    const system = createSystem(defaultBaseConfig);
    adoptGlobalStyles(
      system,
      pageWith({ emotion: 'css-global wrgitn', marked: true, text: ':root{--x:1}' }),
    );
    // Emotion's <Global> serialises its styles with the same function as css(): a serialised
    // value is taken as it is, so the tag is adopted by that name and nothing is computed.
    expect(css(system._global)).toMatchObject({ name: 'wrgitn', styles: ':root{--x:1}' });
  });

  it("keeps Chakra's own styles on a page without the tag", () => {
    const system = createSystem(defaultBaseConfig);
    adoptGlobalStyles(system, pageWith(null));
    expect(Array.isArray(system._global)).toBe(true);
    adoptGlobalStyles(system, pageWith({ emotion: 'css-global', marked: true, text: '' }));
    expect(Array.isArray(system._global)).toBe(true);
  });
});

describe('chakraGlobalsOnDemand (vite.config.ts)', () => {
  const file = createRequire(import.meta.url)
    .resolve('@chakra-ui/react')
    .replace(/dist\/cjs\/index\.cjs$/, 'dist/esm/styled-system/system.js');
  const transform = (code: string) => {
    const hook = chakraGlobalsOnDemand().transform as {
      handler: (code: string) => { code: string };
    };
    return hook.handler(code).code;
  };

  it("makes the installed Chakra's global styles a getter, computed once when read", () => {
    const code = transform(readFileSync(file, 'utf8'));
    expect(code).not.toContain('const _global = [');
    expect(code).toContain(
      'get _global() {\n      return (_global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);',
    );
  });

  it('fails the build when Chakra changes shape', () => {
    expect(() => transform('export function createSystem() {}')).toThrow(/no longer has .* once/);
  });
});
