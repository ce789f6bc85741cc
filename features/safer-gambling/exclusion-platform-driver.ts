import { randomBytes } from 'node:crypto';
import { AfterAll } from '@cucumber/cucumber';
import { startTestSandbox, type HttpResult, type TestSandbox } from '../../sandbox/test-support/harness.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const DAY_MS = 86_400_000;

// This scenario moves the sandbox's clock by months: a sandbox of their own keeps every
// other scenario's clock where it was.
let ownSandbox: Promise<TestSandbox> | null = null;

AfterAll({ timeout: 30_000 }, async () => {
  if (ownSandbox === null) return;
  const sandbox = await ownSandbox;
  ownSandbox = null;
  await sandbox.close();
});

/**
 * The platform's side of time-outs and self-exclusions (docs/api.md "Time-out and
 * self-exclusion"), spoken to as the site and the legacy cashier do; a fresh player per scenario.
 */
export class ExclusionPlatformDriver {
  private sandbox: TestSandbox | null = null;
  private player: { username: string; password: string; session: string } | null = null;
  last: HttpResult | null = null;

  private async platform(): Promise<TestSandbox> {
    ownSandbox ??= startTestSandbox();
    this.sandbox ??= await ownSandbox;
    return this.sandbox;
  }

  private get session(): string {
    if (this.player === null) throw new Error('No player: start with "a player of the platform who may take a break"');
    return this.player.session;
  }

  async newPlayer(): Promise<void> {
    const sandbox = await this.platform();
    const { username, password } = await sandbox.createPlayer({ template: 'ready@demo.test' });
    this.player = { username, password, session: await sandbox.sessionFor(username, password) };
  }

  private get rg(): string {
    return `/services/responsible-gambling/v1/profiles/${this.session}/exclusion`;
  }

  async takeBreak(body: Record<string, unknown>, password = this.player?.password ?? ''): Promise<HttpResult> {
    this.last = await (await this.platform()).request('POST', this.rg, { body: { ...body, password } });
    return this.last;
  }

  async breakInForce(): Promise<Record<string, unknown> | null> {
    const answer = await (await this.platform()).request('GET', this.rg);
    return (answer.body as { exclusion: Record<string, unknown> | null }).exclusion;
  }

  async askToEnd(): Promise<HttpResult> {
    this.last = await (await this.platform()).request('POST', `${this.rg}/end-request`, { headers: { 'content-type': 'application/json' } });
    return this.last;
  }

  /** Time passes on the platform; the player logs in again (their session would have expired). */
  async pass(days: number, hours = 0): Promise<void> {
    const sandbox = await this.platform();
    sandbox.advanceClock(days * DAY_MS + hours * 3_600_000 + 1_000);
    if (this.player !== null) this.player.session = await sandbox.sessionFor(this.player.username, this.player.password);
  }

  private async moneyPost(rest: string, body: unknown): Promise<HttpResult> {
    return (await this.platform()).request('POST', `/services/payment/v1/profiles/${this.session}/${rest}`, {
      body,
      headers: { 'Idempotency-Key': `key-${randomBytes(8).toString('hex')}` },
    });
  }

  async deposit(amount: number): Promise<void> {
    this.last = await this.moneyPost('deposits', { amount, currency: 'EUR', method: 'CARD', card });
  }
}
