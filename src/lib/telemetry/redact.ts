/**
 * URLs as the analytics and error-reporting services may see them. A query string can carry a
 * secret (the password-reset link's token) and a uuid in a path is one (a testimonial writer's
 * link, /testimonial/{uuid}): both are cut before anything leaves the browser.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

export function redactUrl(url: string): string {
  const end = url.search(/[?#]/);
  return (end >= 0 ? url.slice(0, end) : url).replace(UUID, ':uuid');
}

export const redactOptional = (url: string | undefined): string | undefined =>
  url === undefined ? undefined : redactUrl(url);
