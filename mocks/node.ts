import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same default handlers for Vitest in Node. */
export function createMockServer() {
  return setupServer(...handlers);
}
