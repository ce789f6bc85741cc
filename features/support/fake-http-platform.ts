import type { InMemoryPlatform, InMemoryPlayer } from '../../src/infrastructure/shared/in-memory-platform';
import { decimalsOf } from '../../src/domain/wallet/money';

/** One request as it reached the platform: what a network trace would show. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface ScriptedReply {
  readonly status: number;
  /** A JSON value, or raw text when `raw` is set. */
  readonly body?: unknown;
  readonly raw?: string;
  /** The connection fails instead of answering. */
  readonly networkFailure?: boolean;
}

const SESSION = '([A-Za-z0-9_-]+)';

/**
 * The operator's platform as seen over HTTP, for the scenarios that check what goes on the wire: a
 * `fetch` that records each request and answers the paths of the API contract (docs/api.md) from the
 * players of the in-memory platform. Login answers can be scripted, one per attempt.
 */
export class FakeHttpPlatform {
  readonly requests: RecordedRequest[] = [];
  readonly baseUrl = 'https://platform.casino.test';
  private readonly loginReplies: ScriptedReply[] = [];
  private readonly sessions = new Map<string, string>();
  private readonly rawBalances = new Map<string, unknown>();
  private issued = 0;

  constructor(private readonly platform: InMemoryPlatform) {}

  /** The next login attempt gets this answer instead of the platform's own. */
  scriptLogin(reply: ScriptedReply): void {
    this.loginReplies.push(reply);
  }

  /** The balances endpoint answers exactly this JSON for the player. */
  scriptBalances(username: string, body: unknown): void {
    this.rawBalances.set(username.toLowerCase(), body);
  }

  /** The session id the platform issued last. */
  lastSession(): string | null {
    return [...this.sessions.keys()].at(-1) ?? null;
  }

  requestsTo(method: string, path: string): readonly RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
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
    const reply = this.answer(request);
    if (reply.networkFailure) throw new TypeError('fetch failed');
    const body = reply.raw ?? (reply.body === undefined ? null : JSON.stringify(reply.body));
    return new Response(reply.status === 204 ? null : body, { status: reply.status, headers: { 'content-type': 'application/json' } });
  };

  private answer(request: RecordedRequest): ScriptedReply {
    const { method, path } = request;
    if (method === 'POST' && /^\/services\/login-service\/v1\/login(\/[^/]+)?$/.test(path)) return this.loginReplies.shift() ?? this.login(request);
    const route = (pattern: string): string | null => new RegExp(`^${pattern}$`).exec(path)?.[1] ?? null;
    const profile = route(`/services/profile/v1/profiles/${SESSION}`);
    if (method === 'GET' && profile !== null) return this.authorised(profile, profileBody);
    const balances = route(`/services/wallet-gateway/v1/profiles/${SESSION}/balances`);
    if (method === 'GET' && balances !== null) return this.authorised(balances, (player) => this.rawBalances.get(player.username.toLowerCase()) ?? balancesBody(player));
    const summary = route(`/services/notifications/v1/profiles/${SESSION}/summary`);
    if (method === 'GET' && summary !== null) return this.authorised(summary, (player) => player.notifications);
    const loyalty = route(`/services/loyalty-points/v2/players/${SESSION}/external`);
    if (method === 'GET' && loyalty !== null) {
      return this.authorised(loyalty, (player) => (player.loyalty === null ? undefined : loyaltyBody(player)));
    }
    const logout = route(`/services/login-service/v1/sessions/${SESSION}`);
    if (method === 'DELETE' && logout !== null) return this.sessions.delete(logout) ? { status: 204 } : { status: 401, body: { errorCode: 'SESSION_EXPIRED' } };
    return { status: 404, body: { errorCode: 'NOT_FOUND' } };
  }

  private login(request: RecordedRequest): ScriptedReply {
    const body = request.body as { username?: string; password?: string } | null;
    const player = this.platform.players.get(String(body?.username ?? '').toLowerCase());
    if (player === undefined || player.password !== body?.password) {
      return { status: 401, body: { errorCode: 'invalid_grant', errors: ['INVALID_CREDENTIALS'] } };
    }
    this.issued += 1;
    const sessionId = `HttpSession_${this.issued.toString().padStart(12, '0')}`;
    this.sessions.set(sessionId, player.username);
    return {
      status: 200,
      body: { sessionId, userCountry: player.user.countryCode, loginFromDifferentCountry: false, attributes: { language: player.user.language } },
    };
  }

  /** Opens a session for a player without a login request (a scripted 200 names it). */
  acceptSession(sessionId: string, username: string): void {
    this.sessions.set(sessionId, username);
  }

  private authorised(session: string, read: (player: InMemoryPlayer) => unknown): ScriptedReply {
    const username = this.sessions.get(session);
    const player = username === undefined ? undefined : this.platform.players.get(username.toLowerCase());
    if (player === undefined) return { status: 401, body: { errorCode: 'SESSION_EXPIRED' } };
    const body = read(player);
    return body === undefined ? { status: 404, body: { errorCode: 'NOT_FOUND' } } : { status: 200, body };
  }
}

const profileBody = (player: InMemoryPlayer): unknown => ({
  email: player.user.email,
  firstName: player.user.firstName,
  lastName: player.user.lastName,
  nickname: player.user.nickname,
  attributes: { currency: player.user.currency, language: player.user.language },
  address: { countryCode: player.user.countryCode, subdivision: player.user.subdivision },
  phones: player.user.phones,
  phonePrefix: player.user.phonePrefix,
  personaLinkedAccounts: player.user.personaLinkedAccounts,
  hasPinCode: player.pinCode !== null,
  phoneStatus: player.user.phoneStatus,
});

/** Amounts in major units, as the platform sends them. */
const balancesBody = (player: InMemoryPlayer): unknown =>
  player.balances.map((entry) => ({
    type: entry.type,
    amount: entry.amount.minor / 10 ** decimalsOf(entry.amount.currency),
    currency: entry.amount.currency,
  }));

const loyaltyBody = (player: InMemoryPlayer): unknown => {
  const loyalty = player.loyalty;
  if (loyalty === null) return undefined;
  return {
    ...loyalty,
    tiersInfo: Object.entries(loyalty.tiersInfo).map(([id, tier]) => ({ id, name: tier.name, colour: tier.colour })),
  };
};
