/**
 * The legacy application's calls to the platform's JSON API, server to server over loopback, as the
 * operator's real legacy application calls its platform. The session id comes from the player's
 * `sid` cookie and goes in the path, as the site sends it.
 */
export interface PlatformAnswer {
  status: number;
  body: unknown;
}

export class PlatformUnavailable extends Error {
  constructor(cause: unknown) {
    super('The platform API did not answer', { cause });
    this.name = 'PlatformUnavailable';
  }
}

export interface PlatformClient {
  get(path: string): Promise<PlatformAnswer>;
  post(path: string, body: unknown, idempotencyKey?: string, headers?: Record<string, string>): Promise<PlatformAnswer>;
  delete(path: string): Promise<PlatformAnswer>;
}

const timeoutMs = 10_000;

export function platformClient(apiUrl: () => string): PlatformClient {
  async function call(method: string, path: string, body?: unknown, idempotencyKey?: string, headers: Record<string, string> = {}): Promise<PlatformAnswer> {
    let response: Response;
    try {
      response = await fetch(apiUrl() + path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PlatformUnavailable(error);
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (response.status >= 500) throw new PlatformUnavailable(new Error(`${method} ${path} answered ${response.status}`));
    return { status: response.status, body: parsed };
  }
  return {
    get: (path) => call('GET', path),
    post: (path, body, idempotencyKey, headers) => call('POST', path, body ?? {}, idempotencyKey, headers),
    delete: (path) => call('DELETE', path),
  };
}

/** A field of a JSON object answer, or undefined. */
export function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[name] : undefined;
}

export function textField(value: unknown, name: string): string | undefined {
  const found = field(value, name);
  return typeof found === 'string' ? found : undefined;
}

/** The causes of a 422 answer, per field. */
export function fieldCauses(value: unknown): Map<string, string> {
  const errors = field(value, 'fieldErrors');
  const causes = new Map<string, string>();
  if (!Array.isArray(errors)) return causes;
  for (const error of errors) {
    const name = textField(error, 'field');
    const cause = textField(error, 'cause');
    if (name !== undefined && cause !== undefined && !causes.has(name)) causes.set(name, cause);
  }
  return causes;
}
