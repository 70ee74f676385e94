import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { commentLines, ROOT, type SourceLine, sourceFiles } from './sources';

/*
 * Comments cite the product spec and the design by section, so a reader can look the reason up.
 * Both live in the repository (docs/spec.md, docs/architecture.md): a citation must lead to
 * something a fresh clone has. The rules, for every comment under src, server, mocks, stories,
 * tests, scripts, demo and .storybook (and every line of their .md/.mdx files):
 *
 * 1. "spec N", "Spec N", "spec section N", "specification N" (and "spec N and M", "spec N/M")
 *    name a numbered section of docs/spec.md (`## N. …`); "spec N.M" needs a heading "N.M".
 * 2. A docs file named as `docs/<name>.md` exists; followed by a quoted name
 *    (`docs/architecture.md "settings hub flags"`, a comma between allowed), that name is found,
 *    ignoring case, in a heading or a bold label (`**…**`) of that file.
 * 3. Nothing cites a document outside the repository: the team's ARCHITECTURE file (upper
 *    case, the shared copy), product-spec.md, the STYLE file, shared/.
 */

/** This folder defines the rules and spells the bad citations out; it is not checked. */
const SELF = 'tests/unit/docs/';

const SPEC_CITATION =
  /\b[Ss]pec(?:ification)?(?: sections?| points?)? (\d+(?:\.\d+)?)((?:\s*(?:and|or|&|\/)\s*\d+(?:\.\d+)?)*)/g;
const DOCS_CITATION = /\bdocs\/([\w./-]+?\.md)\b(?:,?\s*["“]([^"”]+)["”])?/g;
const OUT_OF_REPO: Array<[RegExp, string]> = [
  [
    /(?<![\w/])ARCHITECTURE\.md/,
    'the shared ARCHITECTURE.md is not in the repository: cite docs/architecture.md',
  ],
  [/\bproduct-spec\.md/, 'product-spec.md is not in the repository: cite docs/spec.md ("spec N")'],
  [/(?<![\w/])STYLE\.md/, 'STYLE.md is not in the repository: cite docs/contributing.md'],
  [/\bshared\/(?:spec|ARCHITECTURE|STYLE)/, 'shared/ is not in the repository'],
];

const readDoc = (name: string): string => readFileSync(join(ROOT, 'docs', name), 'utf8');

/** Section numbers of docs/spec.md: "1" … "9" from `## N. …`, "N.M" from a heading "N.M …". */
function specSections(): Set<string> {
  const sections = new Set<string>();
  for (const match of readDoc('spec.md').matchAll(/^#{2,4} (\d+(?:\.\d+)?)\.?\s/gm)) {
    sections.add(match[1]!);
  }
  return sections;
}

const normalise = (text: string): string =>
  text.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The headings and bold labels of a docs file: where a cited name must be found. */
function anchorsOf(name: string): string[] {
  const text = readDoc(name);
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map((match) => match[1]!);
  const bold = [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]!);
  return [...headings, ...bold].map(normalise);
}

interface Problem {
  at: string;
  reason: string;
}

function check(lines: SourceLine[], sections: Set<string>): Problem[] {
  const problems: Problem[] = [];
  const anchors = new Map<string, string[]>();
  for (const { path, line, text } of lines) {
    const at = `${path}:${line}`;
    const quote = text.trim().slice(0, 160);
    for (const match of text.matchAll(SPEC_CITATION)) {
      const numbers = [match[1]!, ...(match[2]!.match(/\d+(?:\.\d+)?/g) ?? [])];
      for (const number of numbers) {
        if (!sections.has(number)) {
          problems.push({ at, reason: `spec ${number} is no section of docs/spec.md: ${quote}` });
        }
      }
    }
    for (const match of text.matchAll(DOCS_CITATION)) {
      const [, file, name] = match;
      if (!existsSync(join(ROOT, 'docs', file!))) {
        problems.push({ at, reason: `docs/${file} does not exist: ${quote}` });
        continue;
      }
      if (name === undefined) continue;
      if (!anchors.has(file!)) anchors.set(file!, anchorsOf(file!));
      if (!anchors.get(file!)!.some((anchor) => anchor.includes(normalise(name)))) {
        problems.push({
          at,
          reason: `"${name}" is no heading or bold label of docs/${file}: ${quote}`,
        });
      }
    }
    for (const [pattern, reason] of OUT_OF_REPO) {
      if (pattern.test(text)) problems.push({ at, reason: `${reason}: ${quote}` });
    }
  }
  return problems;
}

const report = (problems: Problem[]): string =>
  `${problems.length} citation(s) a clone cannot follow:\n` +
  problems.map(({ at, reason }) => `  ${at}: ${reason}`).join('\n');

describe('citations in comments', () => {
  let lines: SourceLine[] = [];
  let sections = new Set<string>();

  beforeAll(() => {
    sections = specSections();
    lines = sourceFiles()
      .filter((path) => !path.startsWith(SELF))
      .flatMap((path) => commentLines(path));
  }, 120_000);

  it('docs/spec.md keeps the spec’s nine numbered sections', () => {
    const top = [...readDoc('spec.md').matchAll(/^## (\d+)\. /gm)].map((match) => match[1]);
    expect(top).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });

  it('finds the comments it checks', () => {
    // A scan that found nothing would pass whatever the code says.
    expect(lines.length).toBeGreaterThan(1000);
    expect(lines.some(({ text }) => text.match(SPEC_CITATION))).toBe(true);
  });

  it('cite only sections, files and names the repository has', () => {
    const problems = check(lines, sections);
    expect(problems.length, report(problems)).toBe(0);
  });

  it('catches each kind of bad citation', () => {
    const fake = (text: string): SourceLine => ({ path: 'fake.ts', line: 1, text });
    const reasons = (text: string) => check([fake(text)], sections).map(({ reason }) => reason);
    expect(reasons('// spec 12 says so')).toHaveLength(1);
    expect(reasons('// Spec section 0')).toHaveLength(1);
    expect(reasons('// (spec 2 and 10)')).toHaveLength(1);
    expect(reasons('// spec 4.7')).toHaveLength(1);
    expect(reasons('// docs/architecture.md "no such decision"')).toHaveLength(1);
    expect(reasons('// docs/nowhere.md')).toHaveLength(1);
    expect(reasons('// ARCHITECTURE.md "settings hub flags"')).toHaveLength(1);
    expect(reasons('// see product-spec.md')).toHaveLength(1);
    expect(reasons('// spec 2 and 9; Spec 5/9; spec section 3')).toEqual([]);
    expect(reasons('// docs/architecture.md "Settings hub flags"')).toEqual([]);
    expect(reasons('// docs/architecture.md, "Runtime"')).toEqual([]);
    expect(reasons("// the spec's 375 px; 4 retries (spec 9: 4)")).toEqual([]);
  });
});
