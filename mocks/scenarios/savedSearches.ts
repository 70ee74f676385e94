import { SAVED_SEARCH_MAX, type SavedSearchQuery } from '@/contract';
import { DEMO_USER_ID } from '../data/members';
import { db, nextId, type MockSavedSearch } from '../db';
import { matchesProfileSearch } from '../rules';

// The demo member's saved searches in each state. Data scenarios add rows to the mock db after
// it is reset; every date sits before Storybook's fixed clock (21 November 2026, 15:00).

const at = (day: number, hour = 9): string => new Date(Date.UTC(2026, 10, day, hour)).toISOString();

/**
 * A saved search of `userId`, as the server keeps it: everyone who matches is recorded, at
 * `savedAt`, but the last `fresh` of them, recorded after `openedAt` (new since it was run).
 */
export function savedSearch(
  name: string,
  query: SavedSearchQuery,
  { userId = DEMO_USER_ID, savedAt = at(2), openedAt = at(10), fresh = 0 } = {},
): MockSavedSearch {
  const search: MockSavedSearch = {
    id: nextId(),
    userId,
    name,
    query,
    createdAt: savedAt,
    openedAt,
  };
  db.savedSearches.push(search);
  const matching = db.users.filter(
    (user) => user.id !== userId && matchesProfileSearch(user, query),
  );
  matching.forEach((member, index) => {
    const isFresh = index >= matching.length - fresh;
    db.savedSearchMatches.push({
      savedSearchId: search.id,
      memberId: member.id,
      matchedAt: isFresh ? at(20, 8 + index - (matching.length - fresh)) : savedAt,
    });
  });
  return search;
}

/** Three searches (newest first on the list): 2 accountants are new; no HR member matches. */
export function someSavedSearches(): MockSavedSearch[] {
  return [
    savedSearch(
      'Lawyers anywhere',
      { profession: 'legal', searchByRegion: false },
      {
        savedAt: at(1),
      },
    ),
    savedSearch(
      'Accountants',
      { profession: 'accounting', searchByRegion: false },
      { savedAt: at(3), fresh: 2 },
    ),
    savedSearch(
      'HR, 13+ years',
      { profession: 'hr', experienceYears: 13, searchByRegion: false },
      {
        savedAt: at(5),
      },
    ),
  ];
}

/** As many as a member may keep: the Save button says to delete one first. */
export function fullSavedSearches(): MockSavedSearch[] {
  return Array.from({ length: SAVED_SEARCH_MAX }, (_, index) =>
    savedSearch(`Search ${index + 1}`, { searchByRegion: false }, { savedAt: at(1, index) }),
  );
}
