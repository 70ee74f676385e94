import { delay, http, type HttpHandler } from 'msw';
import { api } from '@mocks/http';

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
 * Make one per story: the count is that story's.
 */
export function heldRequests(method: Method, path: string): HeldRequests {
  let sent = 0;
  return {
    handlers: [
      http[method](api(path), async () => {
        sent += 1;
        await delay('infinite');
      }),
    ],
    count: () => sent,
  };
}
