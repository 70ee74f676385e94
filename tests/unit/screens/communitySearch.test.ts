import { describe, expect, it } from 'vitest';
import { emptyDraft, searchUrlOf } from '@/screens/community/searchQuery';

describe('community search URL', () => {
  it('always holds the region, ALL when none, and nothing the rule drops', () => {
    expect(searchUrlOf(emptyDraft).toString()).toBe('region=ALL');
    expect(searchUrlOf({ ...emptyDraft, searchByRegion: true, expertise: 'tax' }).toString()).toBe(
      'region=ALL',
    );
    expect(searchUrlOf({ ...emptyDraft, profession: 'legal', expertise: '' }).toString()).toBe(
      'profession=legal&region=ALL',
    );
  });

  it('writes the filters in one order, whatever order they were chosen in', () => {
    const draft = {
      ...emptyDraft,
      searchByRegion: true,
      experienceYears: 13,
      region: 'FL',
      profession: 'finance',
    } as const;
    expect(searchUrlOf(draft).toString()).toBe(
      'profession=finance&region=FL&experienceYears=13&searchByRegion=true',
    );
  });

  it('keeps "Licensed in" apart from "Practices in" (issue 24)', () => {
    const draft = { ...emptyDraft, licensedIn: 'OH', region: 'PA' } as const;
    expect(searchUrlOf(draft).toString()).toBe('region=PA&licensedIn=OH');
    expect(searchUrlOf({ ...emptyDraft, licensedIn: 'OH' }).toString()).toBe(
      'licensedIn=OH&region=ALL',
    );
  });
});
