import { SPA_ROUTE_PATTERNS } from '@/contract/spaPaths';
import { API_PATH_PATTERNS } from './apiPaths';

/**
 * URLs as the analytics and error-reporting services see them: a route PATTERN, never a path
 * (docs/decisions.md "What telemetry sees"). A path segment can be a secret (the e-mailed links'
 * tokens, /verify-email/{token}, /opt-out/{token}; a testimonial writer's uuid) or name a member
 * (/profile/{id}), and a query string or fragment can carry one (the password-reset link's
 * token), so every URL that leaves the browser goes through `redactUrl`: the origin, then the
 * pattern of the SPA route (src/contract/spaPaths.ts) or API path (./apiPaths.ts) it matches,
 * never a query string or fragment. A path that matches none keeps only its segments that are
 * a route's literal text at that place, then `/:unknown`: nothing reaches a vendor that the
 * route lists do not name.
 */

const UNKNOWN = ':unknown';

type Part = { kind: 'literal'; text: string; key: string } | { kind: 'param' } | { kind: 'splat' };

interface Route {
  pattern: string;
  parts: Part[];
}

const segmentsOf = (path: string): string[] => path.split('/').filter(Boolean);

/** A segment as the routers compare it: decoded, any case. */
function keyOf(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

function compile(pattern: string): Route {
  const parts = segmentsOf(pattern).map((segment): Part => {
    if (segment === '*') return { kind: 'splat' };
    if (segment.startsWith(':')) return { kind: 'param' };
    return { kind: 'literal', text: segment, key: keyOf(segment) };
  });
  return { pattern, parts };
}

const ROUTES: Route[] = [...SPA_ROUTE_PATTERNS, ...API_PATH_PATTERNS].map(compile);

/** Each route's leading literal segments, as prefixes: '/api/v1/user' (any case) → its text. */
const LITERAL_PREFIXES = new Map<string, string>();
for (const { parts } of ROUTES) {
  let key = '';
  let text = '';
  for (const part of parts) {
    if (part.kind !== 'literal') break;
    key += `/${part.key}`;
    text += `/${part.text}`;
    LITERAL_PREFIXES.set(key, text);
  }
}

function matches({ parts }: Route, keys: string[]): boolean {
  for (const [index, part] of parts.entries()) {
    if (part.kind === 'splat') return true;
    const key = keys[index];
    if (key === undefined || (part.kind === 'literal' && key !== part.key)) return false;
  }
  return keys.length === parts.length;
}

/** Literal text before a parameter before a path's end before a splat, as the routers choose. */
const rank = (part: Part | undefined): number =>
  part ? { literal: 3, param: 2, splat: 0 }[part.kind] : 1;

function moreSpecific(a: Route, than: Route): boolean {
  const length = Math.max(a.parts.length, than.parts.length);
  for (let index = 0; index < length; index += 1) {
    const difference = rank(a.parts[index]) - rank(than.parts[index]);
    if (difference !== 0) return difference > 0;
  }
  return false;
}

/** The pattern of the route `pathname` (no query string) matches, or its safe collapse. */
export function routePattern(pathname: string): string {
  const keys = segmentsOf(pathname).map(keyOf);
  let best: Route | undefined;
  for (const route of ROUTES) {
    if (matches(route, keys) && (!best || moreSpecific(route, best))) best = route;
  }
  if (best) return best.pattern;
  let known = '';
  let prefix = '';
  let used = 0;
  for (const key of keys) {
    const text = LITERAL_PREFIXES.get(`${prefix}/${key}`);
    if (text === undefined) break;
    prefix += `/${key}`;
    known = text;
    used += 1;
  }
  return used < keys.length ? `${known}/${UNKNOWN}` : known || '/';
}

/** `scheme://host` (credentials left out), then the path. */
const ABSOLUTE = /^([a-z][a-z\d+.-]*:\/\/)(?:[^/@]*@)?([^/]*)(.*)$/i;
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A value that is a name, not a URL: PostHog's `$direct` referrer. */
const NAME = /^\$\w+$/;

export function redactUrl(url: string): string {
  const end = url.search(/[?#]/);
  const bare = (end >= 0 ? url.slice(0, end) : url).trim();
  if (bare === '' || NAME.test(bare)) return bare;
  // A path, `//` included: the router reads `//verify-email/x` as /verify-email/x.
  if (bare.startsWith('/')) return routePattern(bare);
  const absolute = ABSOLUTE.exec(bare);
  if (absolute) {
    const [, scheme = '', host = '', path = ''] = absolute;
    // The path's own routes, whatever the origin: the API may have one of its own.
    return `${scheme.toLowerCase()}${host.toLowerCase()}${routePattern(path)}`;
  }
  // data:, blob:, about: and the like: their scheme alone. Anything else is not a URL we know.
  return SCHEME.exec(bare)?.[0].toLowerCase() ?? UNKNOWN;
}

export const redactOptional = (url: string | undefined): string | undefined =>
  url === undefined ? undefined : redactUrl(url);
