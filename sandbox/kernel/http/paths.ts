/** Path prefixes that belong to the platform (and the sandbox), never to the site. */
export const apiPrefixes = ['/services', '/api', '/content', '/sandbox'] as const;

/** The request target without its query string (and fragment), exactly as sent. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

const absoluteForm = /^https?:\/\/[^/?#]*/i;

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    // Malformed percent-encoding: the router refuses it (400), so nothing routes by it.
    return path;
  }
}

/** Resolves `.` and `..` segments (percent-encoded ones are decoded first). */
function withoutDotSegments(path: string): string {
  const segments: string[] = [];
  for (const segment of path.split('/').slice(1)) {
    if (segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * The one spelling of a request's path that every decision about paths uses (guards, faults, the
 * API/site split). Fastify's router (find-my-way) strips an absolute-form target
 * (`http://host/path`), cuts at `?` or `#`, and percent-decodes the path before matching, so
 * `/%73andbox/control/reset` runs the reset route; this does the same, and more: it also decodes
 * `%2F`, collapses doubled slashes, resolves dot segments and lower-cases, which the router does
 * not. Every spelling the router could match to a path therefore gives that path here, and a
 * decision made on it can only be stricter than the router, never looser.
 */
export function routedPath(url: string): string {
  let target = url;
  if (!target.startsWith('/')) {
    const origin = absoluteForm.exec(target);
    if (origin !== null) target = target.slice(origin[0].length);
    if (!target.startsWith('/')) target = `/${target}`;
  }
  const path = decoded(pathOf(target)).replace(/\/{2,}/g, '/');
  return withoutDotSegments(path).toLowerCase();
}

/** Whether a (routed) path is `prefix` or lies under it. */
export function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** Whether a path (in any spelling: it is routed first) belongs to the platform rather than the site. */
export function isApiPath(path: string): boolean {
  const routed = routedPath(path);
  return apiPrefixes.some((prefix) => isUnder(routed, prefix));
}

/** C0 and C1 control characters and DEL: never part of a valid field, token or path. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
