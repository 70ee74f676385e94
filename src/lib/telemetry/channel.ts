/**
 * Where analytics calls or error reports go, decided once at start (issue 11: "without
 * configuration nothing loads and nothing is sent"):
 *
 * - configured (`load` given): to the SDK, loaded with `import()` so that the first page's
 *   JavaScript does not carry it, and not before `ready` settles (./settled.ts: after the load
 *   event and the first idle moment or interaction), whatever is sent before. Items sent before it has loaded wait (the first
 *   PENDING_LIMIT of them) and go out in order once it has; if it fails to load, they and every
 *   later item are dropped: the page works without it;
 * - unconfigured: to `log` (development logs them), else nowhere.
 *
 * A recorder (tests, stories) sees every item first, whichever way it then goes. Nothing here
 * throws: telemetry must not break the action, or the failure, it reports.
 */

/** Items kept while the SDK loads: as many as Sentry's send buffer holds (spec 9: 30). */
export const PENDING_LIMIT = 30;

export interface Channel<T> {
  send(item: T): void;
  /** Starts loading the SDK now (undefined when none is configured); settles once it is done. */
  start(): Promise<void> | undefined;
  setRecorder(recorder: ((item: T) => void) | undefined): void;
}

function attempt<T>(to: ((item: T) => void) | undefined, item: T) {
  try {
    to?.(item);
  } catch {
    // An SDK or recorder that throws on one item still gets the next.
  }
}

export function createChannel<T>(
  load: (() => Promise<(item: T) => void>) | undefined,
  log?: (item: T) => void,
  /** What the SDK's download waits for (the page settled); by default nothing. */
  ready: () => Promise<void> = () => Promise.resolve(),
): Channel<T> {
  let recorder: ((item: T) => void) | undefined;
  let client: ((item: T) => void) | undefined;
  let loading: Promise<void> | undefined;
  /** Undefined once the SDK has loaded or failed to. */
  let pending: T[] | undefined = [];

  const start = () =>
    (loading ??=
      load &&
      ready()
        .then(load)
        .then(
          (loaded) => {
            client = loaded;
            for (const item of pending ?? []) attempt(loaded, item);
            pending = undefined;
          },
          () => {
            pending = undefined;
          },
        ));

  return {
    send(item) {
      attempt(recorder, item);
      if (!load) return attempt(log, item);
      if (client) return attempt(client, item);
      if (!pending) return;
      if (pending.length < PENDING_LIMIT) pending.push(item);
      void start();
    },
    start,
    setRecorder(next) {
      recorder = next;
    },
  };
}
