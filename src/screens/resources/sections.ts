import type { ContentDocument } from '@/api';
import type { ResourceItem } from '@/contract';

export interface ResourceSection {
  name: string;
  items: Array<ContentDocument<ResourceItem>>;
}

/**
 * The documents grouped by their `section`, sections in the order they first appear (the
 * content service answers oldest first) and items in their own order. A document whose
 * section the editor left empty goes under `otherName`, after the named sections.
 */
export function groupBySection(
  documents: Array<ContentDocument<ResourceItem>>,
  otherName: string,
): ResourceSection[] {
  const named = new Map<string, ResourceSection>();
  const other: ResourceSection = { name: otherName, items: [] };
  for (const doc of documents) {
    const name = doc.data.section?.trim();
    if (!name) {
      other.items.push(doc);
      continue;
    }
    let section = named.get(name);
    if (!section) {
      section = { name, items: [] };
      named.set(name, section);
    }
    section.items.push(doc);
  }
  const sections = [...named.values()];
  return other.items.length ? [...sections, other] : sections;
}

/** The query parameter holding the selected tip's number (1 to 8), so a link can share it. */
export const TIP_PARAM = 'tip';

/** The tip a `?tip=` value selects, as an index; the first for a missing or unknown value. */
export function selectedTipIndex(value: string | null, count: number): number {
  const number = value && /^[1-9]\d?$/.test(value) ? Number(value) : 1;
  return number <= count ? number - 1 : 0;
}
