import { texts as errorTexts } from '@/api/errors';

/** /watch-list (spec 2 "Profile, team, watch list"; spec 8 toasts), verbatim. */
export const watchListTexts = {
  heading: 'My watch list',
  stopWatching: 'Stop Watching',
  removed: errorTexts.watchRemoved,
  empty: 'No results found',
  search: 'Search the Community',
  failure: errorTexts.loadFailure,
  loading: 'Loading your watch list',
} as const;
