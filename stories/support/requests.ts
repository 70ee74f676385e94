import { delay, http, type HttpHandler } from 'msw';
import { api } from '@mocks/http';
import { scenarioState } from '@mocks/scenarios';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface HeldRequests {
  /** Put in front of the defaults: `parameters: withHandlers(...held.handlers)`. */
  handlers: HttpHandler[];
  /** How many matching requests were sent. */
  count: () => number;
}

/**
 * Every matching request is counted and never answered, so an operation stays pending: a story
 * shows the button's own pending state, presses it again and sees no second request.
 * Make one per story: the count is that story's, from its latest render (a remount counts again).
 */
export function heldRequests(method: Method, path: string): HeldRequests {
  const counter = scenarioState(() => ({ sent: 0 }));
  return {
    handlers: [
      http[method](api(path), async () => {
        counter.sent += 1;
        await delay('infinite');
      }),
    ],
    count: () => counter.sent,
  };
}
