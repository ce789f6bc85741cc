import assert from 'node:assert/strict';
import type { MfaMethod } from '../../../src/domain/session';
import type { BalanceType } from '../../../src/domain/wallet';
import type { HttpResult, TestSandbox } from '../../../sandbox/test-support/harness.ts';
import type { WireAnswer } from '../../session/login-answers';
import type { FailingCall, PlatformDriver, PlayerDetails, StatedBalance } from './platform-driver';
import { isLoginPath, LOGIN_PATH, type WireRecorder } from './wire-recorder';

/** A seeded player whose copies keep its password hash, so that no scenario waits for scrypt. */
const TEMPLATE = { username: 'ready@demo.test', password: 'Ready-Player-1' } as const;

const CALLS: Readonly<Record<FailingCall | 'notifications' | 'loyalty', { readonly method: string; readonly path: RegExp; readonly prefix: string }>> = {
  profile: { method: 'GET', path: /^\/services\/profile\/v1\/profiles\/([^/]+)$/, prefix: '/services/profile/v1/profiles/' },
  balances: { method: 'GET', path: /^\/services\/wallet-gateway\/v1\/profiles\/([^/]+)\/balances$/, prefix: '/services/wallet-gateway/v1/profiles/' },
  notifications: { method: 'GET', path: /^\/services\/notifications\/v1\/profiles\/([^/]+)\/summary$/, prefix: '/services/notifications/v1/profiles/' },
  loyalty: { method: 'GET', path: /^\/services\/loyalty-points\/v2\/players\/([^/]+)\/external$/, prefix: '/services/loyalty-points/v2/players/' },
  logout: { method: 'DELETE', path: /^\/services\/login-service\/v1\/sessions\/([^/]+)$/, prefix: '/services/login-service/v1/sessions/' },
};

const expectStatus = (result: HttpResult, statuses: readonly number[], what: string): void =>
  assert.ok(statuses.includes(result.status), `${what}: the sandbox answered ${result.status} ${result.text}`);

/** The real platform of the sandbox, arranged through its test-control API and watched on the wire. */
export class SandboxPlatformDriver implements PlatformDriver {
  readonly kind = 'sandbox';
  private readonly passwords = new Map<string, string>();

  constructor(
    private readonly sandbox: TestSandbox,
    private readonly wire: WireRecorder,
  ) {}

  async register(username: string, password: string, details: PlayerDetails = {}): Promise<void> {
    // Registering replaces a player of that name: never a seeded one, which every copy starts from.
    assert.ok(!username.endsWith('@demo.test') || !(await this.isSeeded(username)), `${username} is a seeded demo player: pick another name`);
    this.passwords.set(username, password);
    expectStatus(await this.sandbox.control('DELETE', this.playerPath(username)), [204, 404], `removing ${username}`);
    const body = {
      template: TEMPLATE.username,
      username,
      ...(password === TEMPLATE.password ? {} : { password }),
      ...Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)),
    };
    expectStatus(await this.sandbox.control('POST', '/sandbox/control/players', body), [201], `registering ${username}`);
  }

  withoutPinCode(username: string): Promise<void> {
    return this.patch(username, { hasPinCode: false });
  }

  requiresCaptcha(username: string): Promise<void> {
    return this.patch(username, { captchaRequired: true });
  }

  confirmsLoginsWith(username: string, method: MfaMethod): Promise<void> {
    return this.patch(username, { mfaLoginMethod: method });
  }

  hasPendingAction(username: string, action: string): Promise<void> {
    return this.patch(username, { requiredAction: action });
  }

  disable(username: string): Promise<void> {
    return this.patch(username, { disabled: true });
  }

  async setBalance(username: string, type: BalanceType, amount: number, currency: string): Promise<void> {
    const state = await this.sandbox.control('GET', this.playerPath(username));
    expectStatus(state, [200], `reading ${username}`);
    const others = (state.body as { balances: StatedBalance[] }).balances.filter((balance) => balance.type !== type);
    await this.patch(username, { balances: [...others, { type, amount, currency }] });
  }

  reportBalances(username: string, balances: readonly StatedBalance[]): Promise<void> {
    return this.patch(username, { balances });
  }

  clearBalances(username: string): Promise<void> {
    return this.patch(username, { balances: [] });
  }

  setUnreadMessages(username: string, count: number): Promise<void> {
    return this.patch(username, { notifications: { numberOfMessages: count } });
  }

  setLoyalty(): Promise<void> {
    // The sandbox names tiers by its own thresholds, so it cannot put a player in a tier named by the scenario.
    throw new Error('a loyalty tier named by the scenario exists only on the in-memory platform');
  }

  async failNext(call: FailingCall, status: number, times = 1, message?: string): Promise<void> {
    const { method, prefix } = CALLS[call];
    await this.arm({ method, path: prefix, status, times, ...(message === undefined ? {} : { body: { message } }) });
  }

  async answerNextLogin(answer: WireAnswer): Promise<void> {
    await this.arm({ method: 'POST', path: LOGIN_PATH, status: answer.status, body: answer.raw ?? answer.body });
  }

  async dropNextLogin(): Promise<void> {
    this.wire.dropNext(LOGIN_PATH);
  }

  async endSession(session: string): Promise<void> {
    expectStatus(await this.sandbox.request('DELETE', `${CALLS.logout.prefix}${encodeURIComponent(session)}`), [204, 401], 'ending the session');
  }

  lastSessionOpened(): string | null {
    return this.wire.sessionsOpened.at(-1) ?? null;
  }

  openSessionFor(username: string): Promise<string> {
    return this.sandbox.sessionFor(username, this.passwordOf(username));
  }

  passwordOf(username: string): string {
    const password = this.passwords.get(username);
    assert.ok(password !== undefined, `${username} was not registered in this scenario`);
    return password;
  }

  lastActionTokenIssued(): string {
    const answer = this.wire.loginAnswers.filter((reply) => reply.status === 428).at(-1);
    const token = (answer?.body as { token?: unknown } | null)?.token;
    assert.ok(typeof token === 'string', 'the platform issued no required-action token');
    return token;
  }

  async lastSmsCodeOf(username: string): Promise<string> {
    const outbox = await this.sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`);
    const [latest] = outbox.body as { code: string }[];
    assert.ok(latest, `no SMS was sent to ${username}`);
    return latest.code;
  }

  callsTo(call: 'profile' | 'balances' | 'notifications' | 'loyalty'): number {
    return this.wire.requests.filter((request) => request.method === CALLS[call].method && CALLS[call].path.test(request.path)).length;
  }

  sessionsNamedBy(calls: readonly ('profile' | 'balances' | 'notifications' | 'loyalty')[]): ReadonlySet<string> {
    const sessions = this.wire.requests.flatMap((request) =>
      calls.map((call) => CALLS[call].path.exec(request.path)?.[1]).filter((session): session is string => session !== undefined),
    );
    return new Set(sessions.map(decodeURIComponent));
  }

  lastLoginProof(): { readonly captchaToken: string | null; readonly mfaCode: string | null } {
    const login = this.wire.requests.filter((request) => request.method === 'POST' && isLoginPath(request.path)).at(-1);
    return { captchaToken: login?.headers['x-captcha-token'] ?? null, mfaCode: login?.headers['x-mfa-code'] ?? null };
  }

  private async isSeeded(username: string): Promise<boolean> {
    const seeded = await this.sandbox.request('GET', '/sandbox/players');
    return (seeded.body as { username: string }[]).some((player) => player.username === username);
  }

  private playerPath(username: string): string {
    return `/sandbox/control/players/${encodeURIComponent(username)}`;
  }

  private async patch(username: string, patch: Record<string, unknown>): Promise<void> {
    expectStatus(await this.sandbox.control('PATCH', this.playerPath(username), patch), [200], `changing ${username}`);
  }

  private async arm(fault: Record<string, unknown>): Promise<void> {
    expectStatus(await this.sandbox.control('POST', '/sandbox/control/faults', fault), [201], 'arming a fault');
  }
}
