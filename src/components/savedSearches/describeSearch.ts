import {
  experienceBucketLabels,
  expertiseLabel,
  professionLabels,
  regionNames,
  type SavedSearchQuery,
} from '@/contract';
import { savedSearchTexts as texts } from './texts';

/** A saved search's filters in a line: "Accounting · Tax · practising in Texas · 13-18 years". */
export function describeSearch(query: SavedSearchQuery): string {
  const parts: string[] = [];
  if (query.profession) {
    parts.push(professionLabels[query.profession]);
    const expertise = query.expertise && expertiseLabel(query.profession, query.expertise);
    if (expertise) parts.push(expertise);
  }
  if (query.region) {
    const state = regionNames[query.region];
    parts.push(query.searchByRegion ? texts.residing(state) : texts.practising(state));
  }
  if (query.experienceYears !== undefined) {
    parts.push(texts.experience(experienceBucketLabels[query.experienceYears]));
  }
  return parts.length > 0 ? parts.join(' · ') : texts.anyone;
}
