import assert from 'node:assert/strict';
import { isRight, type Either } from 'fp-ts/Either';
import { filter, firstValueFrom } from 'rxjs';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import type { LastPageService } from '../../src/application/session/last-page-service';
import type { LoginOutcome, LoginService } from '../../src/application/login/login-service';
import type { LogoutService } from '../../src/application/session/logout-service';
import type { SessionEvent, SessionService, SessionState } from '../../src/application/session/session-service';
import { SessionTokens } from '../../src/application/session/tokens';
import { LoginTokens } from '../../src/application/login/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { LoginError, LoginGateway, LoginReply, LoginRequest, MfaMethod, RequiredAction, SessionStore } from '../../src/domain/session';
import type { GatewayError } from '../../src/domain/shared/gateway-error';
import type { SiteEnvironment } from '../support/site-environment';

export interface Attempt {
  readonly variant?: string;
  readonly captchaToken?: string;
  readonly mfa?: { readonly code: string; readonly method: MfaMethod };
}

/** Logging in and out as the login page and the account menu do it, and what came of it. */
export class SessionDriver {
  private lastResult: Either<LoginError, LoginOutcome> | null = null;
  private lastLogout: Either<GatewayError, void> | null = null;
  private captchaToken: string | null = null;
  private lastCredentials: { username: string; password: string } | null = null;
  private watched: unknown = null;
  readonly events: SessionEvent[] = [];

  constructor(private readonly env: SiteEnvironment) {}

  private get sessions(): SessionService {
    return this.env.site.get<SessionService>(SessionTokens.SessionService);
  }

  /** Listens to what the session tells the rest of the site (logged out, expired). */
  watchEvents(): void {
    this.watched = this.env.site;
    this.env.keep(this.sessions.events$.subscribe((event) => this.events.push(event)));
  }

  async logIn(username: string, password: string, destination: string | null = null, attempt: Attempt = {}): Promise<void> {
    if (this.watched !== this.env.site) this.watchEvents();
    this.lastCredentials = { username, password };
    const request: LoginRequest = { credentials: { username, password }, ...attempt };
    this.lastResult = await (await this.login()).login(request, destination);
    await this.env.settle();
  }

  /** The same credentials again, now with the proof the platform asked for. */
  async logInAgain(attempt: Attempt): Promise<void> {
    assert.ok(this.lastCredentials, 'nobody tried to log in yet');
    await this.logIn(this.lastCredentials.username, this.lastCredentials.password, null, attempt);
  }

  async logInAgainWithCaptcha(): Promise<void> {
    assert.ok(this.captchaToken, 'the captcha was not passed');
    await this.logInAgain({ captchaToken: this.captchaToken });
  }

  async passCaptcha(): Promise<string> {
    const token = await (await this.login()).solveCaptcha();
    assert.ok(isRight(token), 'the captcha could not be passed');
    this.captchaToken = token.right;
    return token.right;
  }

  get passedCaptchaToken(): string | null {
    return this.captchaToken;
  }

  /** The platform's login answer as the site reads it, without acting on it. */
  async readLoginAnswer(username: string, password: string): Promise<Either<LoginError, LoginReply>> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('login');
    return this.env.site.get<LoginGateway>(LoginTokens.LoginGateway).login({ credentials: { username, password } });
  }

  /** The login form's service, bound as the login page binds it (the login context loads with the page). */
  private async login(): Promise<LoginService> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('login');
    return this.env.site.get<LoginService>(LoginTokens.LoginService);
  }

  async logOut(): Promise<void> {
    this.lastLogout = await this.env.site.get<LogoutService>(SessionTokens.LogoutService).logout();
    await this.env.settle();
  }

  async openSite(): Promise<void> {
    await this.sessions.restore();
    await this.env.settle();
  }

  visited(path: string): void {
    this.env.site.get<LastPageService>(SessionTokens.LastPageService).visited(path);
  }

  state(): SessionState {
    return this.sessions.current();
  }

  async waitUntilVisitor(): Promise<void> {
    await firstValueFrom(this.sessions.state$.pipe(filter((state) => state.status === 'visitor')));
  }

  /** The `sid` cookie, through whatever keeps it in this wiring. */
  sessionCookie(): string | null {
    return this.env.site.get<SessionStore>(SessionTokens.SessionStore).read();
  }

  currentSessionId(): string | null {
    return this.sessions.currentId();
  }

  /** The session the platform opened last, as the platform itself knows it. */
  platformSession(): string {
    const opened = this.env.platform.lastSessionOpened();
    assert.ok(opened, 'the platform opened no session');
    return opened;
  }

  /** The platform forgets the player's session (it expired or was ended elsewhere). */
  async endSessionOnPlatform(): Promise<void> {
    const session = this.currentSessionId() ?? this.sessionCookie();
    assert.ok(session, 'there is no session to end');
    await this.env.platform.endSession(session);
  }

  /** The player's current language (the LanguageService's choice). */
  async useLanguage(language: string): Promise<void> {
    assert.ok(this.env.site.get<LanguageService>(I18nTokens.LanguageService).select(language), `${language} is not published`);
    await this.env.settle();
  }

  language(): string {
    return this.env.site.get<LanguageService>(I18nTokens.LanguageService).current();
  }

  outcome(): LoginOutcome {
    assert.ok(this.lastResult, 'nobody tried to log in');
    if (this.lastResult._tag === 'Left') assert.fail(`the login was refused: ${JSON.stringify(this.lastResult.left)}`);
    return this.lastResult.right;
  }

  error(): LoginError {
    assert.ok(this.lastResult, 'nobody tried to log in');
    if (this.lastResult._tag === 'Right') assert.fail(`the login was not refused: it sent the player to ${this.lastResult.right.target}`);
    return this.lastResult.left;
  }

  /** The login was accepted but the player must complete an action first. */
  requiredActionOutcome(): Extract<LoginOutcome, { kind: 'ACTION_REQUIRED' }> {
    const outcome = this.outcome();
    if (outcome.kind !== 'ACTION_REQUIRED') assert.fail(`no action is required: the player goes to ${outcome.target}`);
    return outcome;
  }

  requiredAction(): RequiredAction {
    return this.requiredActionOutcome().requiredAction;
  }

  /** The player goes to the action's page, with the action, its token (null: none) and the destination as query parameters. */
  expectSentToActionPage(page: string, expected: { readonly destination: string; readonly token: string | null }): void {
    const target = new URL(this.sentTo(), 'http://site.invalid');
    assert.equal(target.origin, 'http://site.invalid', 'the player is sent off the site');
    assert.equal(target.pathname, page);
    assert.equal(target.searchParams.get('action'), this.requiredAction().action);
    assert.equal(target.searchParams.get('destination'), expected.destination);
    const token = target.searchParams.get('token');
    assert.equal(token, expected.token);
  }

  expectLoggedOut(succeeded: boolean): void {
    assert.ok(this.lastLogout, 'nobody tried to log out');
    assert.equal(isRight(this.lastLogout), succeeded);
  }

  /** Where the site sends the player after the login (the page to navigate to). */
  sentTo(): string {
    return this.outcome().target;
  }
}
