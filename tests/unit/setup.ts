import { afterAll, afterEach, beforeAll } from 'vitest';
import { createMockServer } from '@mocks/node';

export const mockServer = createMockServer();

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mockServer.resetHandlers());
afterAll(() => mockServer.close());
