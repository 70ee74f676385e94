import type { HttpHandler } from 'msw';

// Story parameters for mock answers. A story's `parameters.msw.handlers` go in front of the
// defaults (mocks/handlers), so the scenarios of mocks/scenarios/ take precedence:
//
//   parameters: { ...signedIn(), ...withHandlers(...emptyLists()) }
//   parameters: { ...signedIn(), ...withMockDb(() => teamRelation(memberId, 'declined')) }

export const withHandlers = (...handlers: HttpHandler[]) => ({ msw: { handlers } });

/** Changes the story's freshly reset mock db before the store is made. */
export const withMockDb = (change: () => void) => ({ mockDb: change });

export * as scenarios from '@mocks/scenarios';
export { DEMO_EMAIL, DEMO_TESTIMONIAL_UUIDS, DEMO_USER_ID, NEWCOMER_ID } from '@mocks/data/members';
