// The demo community and the bundled demo content: a product feature shared by the server's
// seed and the MSW mocks. Depends on src/contract only.
export * from './community';
export * from './members';
