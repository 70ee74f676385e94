import { describe, expect, it } from 'vitest';
import { appSystem, UNUSED_PALETTES } from '@/theme';
import { isCode, readSource, sourceFiles } from '../docs/sources';

// Issue 25 §2: Chakra's palettes that nothing names are left out of the system (src/theme).

describe('the palettes left out of the system', () => {
  it('are named by no screen, component, recipe, token, story or mock', () => {
    // The list's own file aside.
    const files = sourceFiles().filter(
      (file) =>
        isCode(file) &&
        /^(src|stories|mocks|\.storybook)\//.test(file) &&
        file !== 'src/theme/index.ts',
    );
    const named = files.flatMap((file) => {
      const text = readSource(file);
      return UNUSED_PALETTES.filter((palette) =>
        new RegExp(`['"\`{]${palette}(\\.|['"\`}])`).test(text),
      ).map((palette) => `${file}: ${palette}`);
    });
    expect(named, 'take the palette out of UNUSED_PALETTES in src/theme/index.ts').toEqual([]);
  });

  it('have no tokens, and the palettes the app uses keep theirs', () => {
    const { tokens } = appSystem();
    const names = tokens.allTokens.map((token) => token.name);
    for (const palette of UNUSED_PALETTES) {
      expect(names.filter((name) => name.startsWith(`colors.${palette}.`))).toEqual([]);
    }
    for (const palette of ['gray', 'red', 'orange', 'green', 'blue', 'purple', 'brand']) {
      expect(names, palette).toContain(`colors.${palette}.solid`);
    }
  });
});
