/** One request as it left the site for the platform: what a network trace would show. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

/** The login service's path; a variant (`/login/pin`) follows it. */
export const LOGIN_PATH = '/services/login-service/v1/login';
export const isLoginPath = (path: string): boolean => path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}/`);

/** A login answer as it came back over the wire. */
export interface RecordedAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The site's `fetch` towards the sandbox, recorded: every request, the sessions the platform opened,
 * and the calls still on the wire, so that a scenario can wait until the site has heard back.
 */
export class WireRecorder {
  readonly requests: RecordedRequest[] = [];
  readonly sessionsOpened: string[] = [];
  readonly loginAnswers: RecordedAnswer[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly droppedPaths: string[] = [];

  /** Whether every request fails before it reaches the platform, as with the network gone. */
  cut = false;

  /** The connection to the platform fails for the next request to this path. */
  dropNext(path: string): void {
    this.droppedPaths.push(path);
  }

  readonly fetch = (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const exchange = this.exchange(input, init);
    this.inFlight.add(exchange);
    void exchange.then(
      () => this.inFlight.delete(exchange),
      () => this.inFlight.delete(exchange),
    );
    return exchange;
  };

  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async exchange(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const request = this.record(url, init);
    const dropped = this.droppedPaths.indexOf(request.path);
    if (dropped !== -1 || this.cut) {
      if (dropped !== -1) this.droppedPaths.splice(dropped, 1);
      throw new TypeError('fetch failed');
    }
    const response = await globalThis.fetch(url, init);
    // Read whole here, so that a call counts as on the wire until its answer is in.
    const body = await response.arrayBuffer();
    if (request.method === 'POST' && isLoginPath(request.path)) this.noteLoginAnswer(response.status, body);
    return new Response(response.status === 204 ? null : body, { status: response.status, headers: response.headers });
  }

  private record(url: URL, init: RequestInit): RecordedRequest {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name.toLowerCase()] = value;
    });
    const text = typeof init.body === 'string' ? init.body : null;
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      headers,
      body: text === null ? null : (JSON.parse(text) as unknown),
    };
    this.requests.push(request);
    return request;
  }

  private noteLoginAnswer(status: number, body: ArrayBuffer): void {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(new TextDecoder().decode(body));
    } catch {
      // Not JSON: kept as null, for the scenarios that look at odd answers.
    }
    this.loginAnswers.push({ status, body: parsed });
    const sessionId = status === 200 && typeof parsed === 'object' && parsed !== null ? (parsed as { sessionId?: unknown }).sessionId : undefined;
    if (typeof sessionId === 'string') this.sessionsOpened.push(sessionId);
  }
}
