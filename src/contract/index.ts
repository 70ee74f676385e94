// The one contract shared by the SPA, the MSW mocks and the server. Import from here.
export * from './limits';
export * from './messages';
export * from './errors';
export * from './apiMessages';
export * from './enums';
export * from './expertise';
export * from './regions';
export * from './dates';
export * from './phone';
export * from './completion';
export * from './vetting';
export * from './schemas';
export * from './wire';
export * from './profileSearch';
export * from './urls';
export * from './publicSettings';
export * from './auth-guards';
