import { authHandlers } from './auth';
import { healthHandlers } from './health';
import { userHandlers } from './users';

/**
 * The default answers of the whole /api contract. A story or test puts a scenario handler in
 * front of these with `use()`; MSW takes the first match.
 */
export const handlers = [...healthHandlers, ...authHandlers, ...userHandlers];
