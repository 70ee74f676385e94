/**
 * What a RootStore gets from whoever creates it (the app, a story, a test) through the MST
 * environment, so that no store reaches for a global.
 */
export interface RootStoreEnv {
  /** Reserved for the api functions of src/api; injected once the client core exists. */
  readonly [service: string]: unknown;
}
