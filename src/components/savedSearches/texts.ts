import { apiMessages, SAVED_SEARCH_MAX } from '@/contract';

// Saved community searches (issue 23), on the community screen; written for it (the spec quotes
// none of them). The refusals are the contract's own sentences, as the server answers them.
export const savedSearchTexts = {
  save: 'Save search',
  dialogTitle: 'Save this search',
  name: 'Name',
  namePlaceholder: 'e.g. Tax accountants in Texas',
  nameMissing: apiMessages.nameThisSearch,
  limitReached: apiMessages.savedSearchLimit,
  cancel: 'Cancel',
  saved: (name: string) => `Saved "${name}"`,
  listToggle: 'Saved searches',
  listLabel: 'Your saved searches',
  loading: 'Loading your saved searches…',
  empty: `No saved searches yet. Run a search and press Save search to keep it (up to ${SAVED_SEARCH_MAX}).`,
  failure: 'Your saved searches could not be loaded.',
  retry: 'Try again',
  run: (name: string) => `Run ${name}`,
  remove: (name: string) => `Delete ${name}`,
  removeLabel: 'Delete',
  removeFailed: (name: string) => `"${name}" could not be deleted. Please try again.`,
  anyone: 'Every listed member',
  matches: (count: number) =>
    count === 0
      ? 'No members match now'
      : count === 1
        ? '1 member matches'
        : `${count} members match`,
  newMatches: (count: number) => `${count} new`,
  residing: (state: string) => `residing in ${state}`,
  practising: (state: string) => `practising in ${state}`,
  experience: (label: string) => `${label} years`,
} as const;
