import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockServer } from '@mocks/node';
import { resetDb } from '@mocks/reset';

export const mockServer = createMockServer();

beforeAll(() => {
  resetDb();
  mockServer.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  mockServer.resetHandlers();
  // Every test starts from the same demo data.
  resetDb();
});
afterAll(() => mockServer.close());
