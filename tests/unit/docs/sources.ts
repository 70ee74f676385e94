import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// What the docs tests read: the repository's own code, with its comments found by the
// TypeScript parser (so a `//` inside a string, a regular expression or JSX text is no comment).

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every folder of code, and the configuration files at the top. */
export const SOURCE_DIRS = [
  'src',
  'server',
  'mocks',
  'stories',
  'tests',
  'scripts',
  'demo',
  '.storybook',
] as const;
export const ROOT_FILES = [
  'vite.config.ts',
  'vitest.config.ts',
  'playwright.config.ts',
  'eslint.config.js',
  'drizzle.config.ts',
] as const;

const CODE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const PROSE = /\.(?:md|mdx)$/;

function walk(dir: string, found: string[]): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, found);
    else found.push(path);
  }
}

/** Repository-relative paths (forward slashes) of the code and prose files, sorted. */
export function sourceFiles(): string[] {
  const found: string[] = [];
  for (const dir of SOURCE_DIRS) {
    if (existsSync(join(ROOT, dir))) walk(join(ROOT, dir), found);
  }
  for (const file of ROOT_FILES) {
    if (existsSync(join(ROOT, file))) found.push(join(ROOT, file));
  }
  return found
    .map((path) => relative(ROOT, path).split(sep).join('/'))
    .filter((path) => CODE.test(path) || PROSE.test(path))
    .sort();
}

export const isCode = (path: string): boolean => CODE.test(path);

export const readSource = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

function scriptKind(path: string): ts.ScriptKind {
  if (path.endsWith('.tsx')) return ts.ScriptKind.TSX;
  if (path.endsWith('.jsx')) return ts.ScriptKind.JSX;
  if (/\.[mc]?js$/.test(path)) return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

/** The [start, end) offsets of every comment in a code file. */
export function commentRanges(path: string, text: string): Array<[number, number]> {
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, scriptKind(path));
  const ranges = new Map<number, number>();
  const add = (list: ts.CommentRange[] | undefined) => {
    for (const range of list ?? []) ranges.set(range.pos, range.end);
  };
  const visit = (node: ts.Node) => {
    // JSX text is not trivia: "// …" inside it is text a member reads.
    if (node.kind !== ts.SyntaxKind.JsxText) add(ts.getLeadingCommentRanges(text, node.pos));
    add(ts.getTrailingCommentRanges(text, node.end));
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  return [...ranges].sort(([a], [b]) => a - b);
}

export interface SourceLine {
  path: string;
  /** 1-based. */
  line: number;
  text: string;
}

const lineAt = (text: string, offset: number): number => text.slice(0, offset).split('\n').length;

/**
 * The comment text of a code file, line by line (a block comment gives one entry per line);
 * a Markdown or MDX file is prose, every line of it.
 */
export function commentLines(path: string, text = readSource(path)): SourceLine[] {
  if (!isCode(path))
    return text.split('\n').map((line, index) => ({ path, line: index + 1, text: line }));
  const lines: SourceLine[] = [];
  for (const [start, end] of commentRanges(path, text)) {
    const first = lineAt(text, start);
    text
      .slice(start, end)
      .split('\n')
      .forEach((part, index) => lines.push({ path, line: first + index, text: part }));
  }
  return lines;
}

/** A code file with its comments blanked out (offsets and line numbers kept). */
export function withoutComments(path: string, text = readSource(path)): string {
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of commentRanges(path, text)) {
    parts.push(text.slice(at, start), text.slice(start, end).replace(/[^\n]/g, ' '));
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

export { lineAt };
