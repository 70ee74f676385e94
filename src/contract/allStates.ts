// "All States" as a practice location. Its own module, so code that needs only this constant
// (the search rule in profileSearch.ts, on every page) does not bring the table of states with it.
export const ALL = 'ALL';
export const ALL_LABEL = 'All States';
