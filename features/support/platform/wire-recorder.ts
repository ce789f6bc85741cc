/** One request as it left the site for the platform: what a network trace would show. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

const LOGIN_PATH = /^\/services\/login-service\/v1\/login(\/|$)/;

/**
 * The site's `fetch` towards the sandbox, recorded: every request, the sessions the platform opened,
 * and the calls still on the wire, so that a scenario can wait until the site has heard back.
 */
export class WireRecorder {
  readonly requests: RecordedRequest[] = [];
  readonly sessionsOpened: string[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly droppedPaths: string[] = [];

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
    if (dropped !== -1) {
      this.droppedPaths.splice(dropped, 1);
      throw new TypeError('fetch failed');
    }
    const response = await globalThis.fetch(url, init);
    // Read whole here, so that a call counts as on the wire until its answer is in.
    const body = await response.arrayBuffer();
    if (request.method === 'POST' && LOGIN_PATH.test(request.path) && response.ok) this.noteSession(body);
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

  private noteSession(body: ArrayBuffer): void {
    try {
      const parsed = JSON.parse(new TextDecoder().decode(body)) as { sessionId?: unknown };
      if (typeof parsed.sessionId === 'string') this.sessionsOpened.push(parsed.sessionId);
    } catch {
      // Not a session: the scenario that looks for one says so.
    }
  }
}
