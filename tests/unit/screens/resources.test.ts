import { describe, expect, it } from 'vitest';
import type { ContentDocument } from '@/api';
import type { ResourceItem } from '@/contract';
import { groupBySection, selectedTipIndex } from '@/screens/resources/sections';

const doc = (id: string, section: string | null): ContentDocument<ResourceItem> => ({
  id,
  uid: null,
  firstPublished: '2026-01-05T09:00:00+0000',
  data: { section, title: id },
});

describe('groupBySection', () => {
  it('keeps the sections in the order they first appear, and the items in theirs', () => {
    const sections = groupBySection(
      [doc('a', 'Website'), doc('b', 'Branding'), doc('c', 'Website'), doc('d', ' Branding ')],
      'More resources',
    );
    expect(sections.map((section) => section.name)).toEqual(['Website', 'Branding']);
    expect(sections.map((section) => section.items.map((item) => item.id))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('puts the items without a section last, under the given name', () => {
    const sections = groupBySection(
      [doc('a', null), doc('b', 'Website'), doc('c', '')],
      'More resources',
    );
    expect(sections.map((section) => [section.name, section.items.length])).toEqual([
      ['Website', 1],
      ['More resources', 2],
    ]);
  });

  it('gives no sections for no documents', () => {
    expect(groupBySection([], 'More resources')).toEqual([]);
  });
});

describe('selectedTipIndex (?tip=)', () => {
  it('reads the 1-based tip number', () => {
    expect(selectedTipIndex('1', 8)).toBe(0);
    expect(selectedTipIndex('8', 8)).toBe(7);
  });

  it('falls back to the first tip for a missing, malformed or unknown number', () => {
    for (const value of [null, '', '0', '9', '-1', '2.5', 'abc', '03', '100']) {
      expect(selectedTipIndex(value, 8)).toBe(0);
    }
  });
});
