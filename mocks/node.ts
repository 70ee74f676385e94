import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { resetDb } from './reset';

/** The same default handlers for Vitest in Node, over a freshly seeded db. */
export function createMockServer() {
  resetDb();
  return setupServer(...handlers);
}
