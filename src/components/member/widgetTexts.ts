import { texts as errorTexts } from '@/api/errors';

/** The dashboard's Professional team and Watch list widgets (spec 2), verbatim. */
export const widgetTexts = {
  team: 'Professional team',
  teamEmpty: 'No one on your team yet.',
  watch: 'Watch list',
  watchEmpty: 'No results found',
  search: 'Search',
  viewMore: 'View more',
  pending: 'PENDING',
  failure: errorTexts.loadFailure,
  loading: 'Loading',
} as const;
