import type { FastifyInstance } from 'fastify';

/** The header every call to the test-control API other than GET (and HEAD) must carry. */
export const controlHeaderName = 'x-sandbox-control';
export const controlHeaderValue = '1';

const loopbackHostnames = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const readOnlyMethods = new Set(['GET', 'HEAD']);

/** The hostname of a Host header (lower case, without the port), or null when there is none to read. */
export function hostnameOf(host: string | undefined): string | null {
  const trimmed = host?.trim() ?? '';
  if (trimmed === '') return null;
  // A bare IPv6 address is not a valid Host (it needs brackets), but means the same loopback.
  if (trimmed === '::1') return '::1';
  try {
    const url = new URL(`http://${trimmed}`);
    // A Host header is host[:port]; anything that parses into more than that is not one.
    if (url.username !== '' || url.password !== '' || url.pathname !== '/' || url.search !== '' || url.hash !== '') return null;
    return url.hostname;
  } catch {
    return null;
  }
}

export const isLoopbackHost = (host: string | undefined): boolean => {
  const hostname = hostnameOf(host);
  return hostname !== null && loopbackHostnames.has(hostname);
};

/**
 * Guards the test-control API (it holds SMS login codes and can reset everything):
 * - only a loopback Host gets an answer, so a page on a rebound DNS name cannot read it;
 * - anything but GET needs `X-Sandbox-Control: 1`, a header a foreign page can send only after a
 *   CORS preflight, which the sandbox never grants (so no cross-site form can reset it).
 *
 * Registered inside the control plugin, as an encapsulated hook: it runs for exactly the requests
 * the router gives to the plugin's routes and to its not-found handler (everything under
 * `/sandbox`), whatever the spelling of their path (`/%73andbox/...` included), and for nothing
 * else. A hook on the root deciding on the raw URL could be walked around by any spelling the
 * router decodes.
 */
export function registerControlGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isLoopbackHost(request.headers.host)) {
      return reply.code(403).send({
        errorCode: 'FORBIDDEN',
        message: 'The test-control API answers only to Host 127.0.0.1, localhost or [::1].',
      });
    }
    if (!readOnlyMethods.has(request.method) && request.headers[controlHeaderName] !== controlHeaderValue) {
      return reply.code(403).send({
        errorCode: 'FORBIDDEN',
        message: `The test-control API needs the header X-Sandbox-Control: ${controlHeaderValue} on every ${request.method}.`,
      });
    }
  });
}
