// The server's one door into the shared contract. tsx (used by `npm run dev`, the seed and the
// benchmark) does not read the `@/` alias from the solution tsconfig, so the server reaches
// src/contract by a relative path, here only.
export * from '../src/contract/index';
