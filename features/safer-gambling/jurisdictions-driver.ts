import assert from 'node:assert/strict';
import { jurisdictionFor, type JurisdictionRules, type SiteConfig } from '../../src/domain/config';
import { decodeSiteConfig, HttpSiteConfigGateway } from '../../src/infrastructure/config/http-site-config-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpProfileGateway } from '../../src/infrastructure/session/http-profile-gateway';
import { HttpClient } from '../../src/infrastructure/shared/http-client';
import { seededJurisdictions } from '../../sandbox/services/payments/payment-seed.ts';
import { defaultJurisdiction } from '../../sandbox/services/payments/jurisdictions.ts';
import { sharedSandbox } from '../support/platform/shared-sandbox';

type WireRules = Record<string, unknown>;

/**
 * The site's reading of the jurisdictions: the configuration as a platform sends it (a fake one
 * holding what the sandbox seeds, or the sandbox itself), decoded by the site's own codec, and the
 * rules `jurisdictionFor` picks for a player's location.
 */
export class JurisdictionsDriver {
  /** What a fake platform sends; null: ask the running sandbox. */
  private served: { jurisdictions: Record<string, WireRules>; defaultJurisdiction: string } | null = null;
  private config: SiteConfig | null = null;
  private applied: JurisdictionRules | null = null;
  private readonly restorations: (() => Promise<unknown>)[] = [];

  sendSeededJurisdictions(): void {
    this.served = { jurisdictions: Object.fromEntries(seededJurisdictions.map(({ code, ...rules }) => [code, { ...rules }])), defaultJurisdiction };
  }

  changeSentRules(code: string, change: WireRules): void {
    assert.ok(this.served !== null, 'the platform sends no jurisdictions yet');
    this.served.jurisdictions[code] = { ...this.served.jurisdictions[code], ...change };
  }

  addSentJurisdiction(code: string, rules: WireRules): void {
    assert.ok(this.served !== null, 'the platform sends no jurisdictions yet');
    this.served.jurisdictions[code] = rules;
  }

  async changeSandboxJurisdiction(code: string, change: WireRules): Promise<void> {
    const sandbox = await sharedSandbox();
    const before = (await this.loadConfig()).jurisdictions[code];
    assert.ok(before, `the sandbox has no jurisdiction ${code}`);
    const restore = Object.fromEntries(Object.keys(change).map((field) => [field, before[field as keyof JurisdictionRules]]));
    this.restorations.push(() => sandbox.control('PATCH', `/sandbox/control/jurisdictions/${code}`, restore));
    const answer = await sandbox.control('PATCH', `/sandbox/control/jurisdictions/${code}`, change);
    assert.equal(answer.status, 200);
    this.config = null;
  }

  async readRulesFor(countryCode: string, subdivision: string | null): Promise<JurisdictionRules> {
    this.applied = jurisdictionFor(await this.loadConfig(), { countryCode, subdivision });
    return this.applied;
  }

  async readRulesOfDemoPlayer(username: string, password: string): Promise<JurisdictionRules> {
    const http = await this.sandboxClient();
    const login = await new HttpLoginGateway(http).login({ credentials: { username, password } });
    assert.ok(login._tag === 'Right' && login.right.kind === 'SUCCESS', `${username} could not log in`);
    const profile = await new HttpProfileGateway(http).profile(login.right.success.sessionId);
    assert.ok(profile._tag === 'Right', `no profile for ${username}`);
    this.applied = jurisdictionFor(await this.loadConfig(), profile.right);
    return this.applied;
  }

  get appliedRules(): JurisdictionRules {
    assert.ok(this.applied !== null, 'the site has read no rules yet');
    return this.applied;
  }

  async sentRules(code: string): Promise<JurisdictionRules | null> {
    return (await this.loadConfig()).jurisdictions[code] ?? null;
  }

  async restore(): Promise<void> {
    for (const restoration of this.restorations.splice(0)) await restoration();
  }

  private async loadConfig(): Promise<SiteConfig> {
    if (this.config !== null) return this.config;
    const decoded = this.served === null ? await new HttpSiteConfigGateway(await this.sandboxClient()).load() : decodeSiteConfig(JSON.parse(JSON.stringify(this.served)));
    assert.ok(decoded._tag === 'Right', 'the site configuration did not decode');
    this.config = decoded.right;
    return this.config;
  }

  private async sandboxClient(): Promise<HttpClient> {
    const sandbox = await sharedSandbox();
    return new HttpClient({ baseUrl: sandbox.url, fetch: globalThis.fetch.bind(globalThis) });
  }
}
