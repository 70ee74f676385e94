// Shared by the light content facade (./content) and the client it loads (./contentService).

export interface ContentDocument<T> {
  id: string;
  uid: string | null;
  firstPublished: string;
  data: T;
}

export interface ContentApiOptions {
  /**
   * Absolute, or a path on the page's origin. Default: config.contentEndpoint (the run-time
   * setting, else the build's).
   */
  endpoint?: string;
  fetch?: typeof globalThis.fetch;
}
