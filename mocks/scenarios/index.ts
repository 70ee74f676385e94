// Named states for stories and tests, one file per resource. Handler scenarios go IN FRONT of
// the defaults (`parameters.msw.handlers` in a story, `mockServer.use()` in a test): MSW takes
// the first match. Data scenarios change the mock db (a story's `parameters.mockDb`, or a test
// body) after it is reset.

export * from './account';
export * from './emailRestore';
export * from './admin';
export * from './auth';
export * from './career';
export * from './check';
export * from './common';
export * from './dashboard';
export * from './licences';
export * from './notifications';
export * from './reports';
export * from './savedSearches';
export * from './settings';
export * from './team';
export * from './testimonials';
export * from './user';
