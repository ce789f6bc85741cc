import { isLeft, left, right, type Either } from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { PlatformReachabilityReporter } from '../../domain/shared/ports';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import { decodeWith } from './codecs';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest {
  readonly method: HttpMethod;
  /** The path under the services base. Build session paths with `sessionPath`. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: unknown;
  /** Set on authorised calls: a 401 then ends this session. */
  readonly session?: SessionId;
  /** Logout must not report its own 401 as an expired session. */
  readonly reportRejection?: boolean;
  readonly signal?: AbortSignal;
  readonly timeoutMs?: number;
  /** A poll, not the player: the platform checks the session but does not count it as activity. */
  readonly background?: boolean;
  /** A larger answer than the default allows (a whole catalogue); anything longer is refused unread. */
  readonly maxBodyChars?: number;
}

export const BACKGROUND_REFRESH_HEADER = 'X-Background-Refresh';

/** Any status, with its body parsed: for calls whose non-2xx answers carry meaning (login). */
export interface HttpReply {
  readonly status: number;
  readonly body: unknown;
  /** `Retry-After` in seconds, when the platform gave a usable one (a 429 or 503). */
  readonly retryAfterSeconds?: number;
}

export interface HttpClientOptions {
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  /** Told of every 401 to an authorised call. */
  readonly rejections?: SessionRejectionReporter;
  /** Told of every answer and every call that could not reach the platform. */
  readonly reachability?: PlatformReachabilityReporter;
  readonly defaultTimeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 15_000;
const MAX_BODY_CHARS = 2_000_000;

/** AUTH-02: the session id, escaped, as one path segment. */
export const sessionPath = (template: TemplateStringsArray, ...values: readonly string[]): string =>
  template.reduce((path, part, index) => path + part + (index < values.length ? encodeURIComponent(values[index] ?? '') : ''), '');

/**
 * The one HTTP client: base URL, session in the path, JSON, time-outs, cancellation, status mapping
 * and decoding. Adapters name a path and a codec; nothing else talks to `fetch`.
 */
export class HttpClient {
  private readonly baseUrl: string;

  constructor(private readonly options: HttpClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  /** A 2xx answer decoded by `codec`; any other status is a typed failure. */
  async json<A>(request: HttpRequest, codec: t.Decoder<unknown, A>): Promise<Either<GatewayError, A>> {
    const reply = await this.send(request);
    if (isLeft(reply)) return reply;
    const failure = this.failureOf(request, reply.right);
    return failure === null ? decodeWith(codec, reply.right.body) : left(failure);
  }

  /** A 2xx answer whose body does not matter. */
  async ok(request: HttpRequest): Promise<Either<GatewayError, void>> {
    const reply = await this.send(request);
    if (isLeft(reply)) return reply;
    const failure = this.failureOf(request, reply.right);
    return failure === null ? right(undefined) : left(failure);
  }

  /** Any status with its parsed body; transport failures (network, time-out) only are errors. */
  async send(request: HttpRequest): Promise<Either<GatewayError, HttpReply>> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), request.timeoutMs ?? this.options.defaultTimeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = request.signal ? eitherSignal(request.signal, timeout.signal) : timeout.signal;
    try {
      const response = await this.options.fetch(this.urlOf(request), {
        method: request.method,
        headers: {
          Accept: 'application/json',
          ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...(request.background ? { [BACKGROUND_REFRESH_HEADER]: 'true' } : {}),
          ...request.headers,
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
        credentials: 'same-origin',
      });
      this.options.reachability?.answered();
      const body = await readBody(response, request.maxBodyChars ?? MAX_BODY_CHARS);
      if (body === INVALID_BODY && response.ok) return left({ code: 'DECODE', detail: 'response is not JSON' });
      const retryAfterSeconds = secondsOf(response.headers.get('Retry-After'));
      return right({ status: response.status, body: body === INVALID_BODY ? null : body, ...(retryAfterSeconds === null ? {} : { retryAfterSeconds }) });
    } catch {
      if (request.signal?.aborted) return left({ code: 'ABORTED' });
      this.options.reachability?.unreachable();
      return left({ code: timeout.signal.aborted ? 'TIMEOUT' : 'NETWORK' });
    } finally {
      clearTimeout(timer);
    }
  }

  /** Any status with its parsed body, for answers whose bodies carry meaning; a 401 is reported and failed as by `json`. */
  async answer(request: HttpRequest): Promise<Either<GatewayError, HttpReply>> {
    const reply = await this.send(request);
    if (isLeft(reply) || reply.right.status !== 401) return reply;
    return left(this.failureOf(request, reply.right) ?? { code: 'UNAUTHORIZED' });
  }

  private failureOf(request: HttpRequest, reply: HttpReply): GatewayError | null {
    if (reply.status >= 200 && reply.status < 300) return null;
    if (reply.status === 401) {
      if (request.session !== undefined && request.reportRejection !== false) {
        this.options.rejections?.reject(request.session, errorCodeOf(reply.body) === 'SESSION_TIME_LIMIT' ? 'SESSION_TIME_LIMIT' : undefined);
      }
      return { code: 'UNAUTHORIZED' };
    }
    return httpError(reply.status, messageOf(reply.body), errorCodeOf(reply.body));
  }

  /** The full address of a path on the platform (a download link: the browser fetches it itself). */
  urlOf(request: Pick<HttpRequest, 'path' | 'query'>): string {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(request.query ?? {})) {
      if (value !== null && value !== undefined) query.set(key, String(value));
    }
    const search = query.toString();
    return `${this.baseUrl}${request.path}${search === '' ? '' : `?${search}`}`;
  }
}

/** Aborts when either does; `AbortSignal.any` where the browser has it. */
const eitherSignal = (first: AbortSignal, second: AbortSignal): AbortSignal => {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([first, second]);
  const combined = new AbortController();
  for (const signal of [first, second]) {
    if (signal.aborted) combined.abort();
    else signal.addEventListener('abort', () => combined.abort(), { once: true });
  }
  return combined.signal;
};

const INVALID_BODY = Symbol('invalid body');

/** A day at most: anything longer, or an HTTP date, is better said without a number. */
const MAX_RETRY_AFTER_SECONDS = 86_400;

const secondsOf = (header: string | null): number | null => {
  if (header === null || !/^\s*\d{1,6}\s*$/.test(header)) return null;
  const seconds = Number(header);
  return seconds <= MAX_RETRY_AFTER_SECONDS ? seconds : null;
};

const readBody = async (response: Response, maxChars: number): Promise<unknown> => {
  const declaredLength = Number(response.headers.get('Content-Length') ?? 0);
  if (declaredLength > maxChars) {
    await response.body?.cancel();
    return INVALID_BODY;
  }
  const text = await response.text();
  if (text.trim() === '') return null;
  if (text.length > maxChars) return INVALID_BODY;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return INVALID_BODY;
  }
};

/** The platform's own words for a failure, when it gives some that can be shown. */
/** The platform's error code (`{"errorCode": …}`), when it is a short word-like string. */
const errorCodeOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('errorCode' in body)) return undefined;
  const { errorCode } = body;
  return typeof errorCode === 'string' && /^[A-Za-z0-9_:.-]{1,64}$/.test(errorCode) ? errorCode : undefined;
};

const messageOf = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  const { message } = body;
  return typeof message === 'string' && message.trim() !== '' && message.length <= 300 ? message : undefined;
};
