export * from './users';
export * from './career';
export * from './community';
export * from './auth';
export * from './activity';
export * from './operators';
export * from './notifications';
