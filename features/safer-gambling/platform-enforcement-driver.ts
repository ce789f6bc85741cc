import { randomBytes } from 'node:crypto';
import { gameWhere, playRound, startGame } from '../../sandbox/test-support/game-play.ts';
import { AfterAll } from '@cucumber/cucumber';
import { startTestSandbox, type HttpResult, type TestSandbox } from '../../sandbox/test-support/harness.ts';

const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

// These scenarios move the sandbox's clock (a day's session time, a cooling-off), which would put
// every later scenario's codes and countdowns out of step: they get a sandbox of their own.
let ownSandbox: Promise<TestSandbox> | null = null;

AfterAll({ timeout: 30_000 }, async () => {
  if (ownSandbox === null) return;
  const sandbox = await ownSandbox;
  ownSandbox = null;
  await sandbox.close();
});

/**
 * The platform's side of the limits (docs/api.md "Limits"), spoken to as the site and the legacy
 * cashier do, on an in-process sandbox of their own: a fresh player per scenario, so scenarios keep apart.
 */
export class PlatformEnforcementDriver {
  private sandbox: TestSandbox | null = null;
  private player: { username: string; password: string; session: string } | null = null;
  last: HttpResult | null = null;
  answers: HttpResult[] = [];

  private async platform(): Promise<TestSandbox> {
    ownSandbox ??= startTestSandbox();
    this.sandbox ??= await ownSandbox;
    return this.sandbox;
  }

  private session(): string {
    if (this.player === null) throw new Error('No player: start with "a player of the platform"');
    return this.player.session;
  }

  async newPlayer(): Promise<void> {
    const sandbox = await this.platform();
    const { username, password } = await sandbox.createPlayer({ template: 'ready@demo.test' });
    this.player = { username, password, session: await sandbox.sessionFor(username, password) };
  }

  async setLimit(type: string, period: string, body: unknown): Promise<HttpResult> {
    const sandbox = await this.platform();
    this.last = await sandbox.request('PUT', `/services/responsible-gambling/v1/profiles/${this.session()}/limits/${type}/${period}`, { body });
    return this.last;
  }

  async limits(): Promise<HttpResult> {
    const sandbox = await this.platform();
    this.last = await sandbox.request('GET', `/services/responsible-gambling/v1/profiles/${this.session()}/limits`);
    return this.last;
  }

  private async moneyPost(rest: string, body: unknown): Promise<HttpResult> {
    const sandbox = await this.platform();
    return sandbox.request('POST', `/services/payment/v1/profiles/${this.session()}/${rest}`, {
      body,
      headers: { 'Idempotency-Key': `key-${randomBytes(8).toString('hex')}` },
    });
  }

  async deposit(amount: number): Promise<HttpResult> {
    this.last = await this.moneyPost('deposits', { amount, currency: 'EUR', method: 'CARD', card });
    return this.last;
  }

  async depositsAtOnce(count: number, amount: number): Promise<void> {
    this.answers = await Promise.all(Array.from({ length: count }, () => this.moneyPost('deposits', { amount, currency: 'EUR', method: 'CARD', card })));
  }

  async withdraw(amount: number): Promise<string> {
    const answer = await this.moneyPost('withdrawals', { amount, currency: 'EUR', method: 'CARD' });
    if (answer.status !== 201) throw new Error(`The withdrawal answered ${answer.status}`);
    return String((answer.body as { id: unknown }).id);
  }

  async reverse(withdrawalId: string): Promise<HttpResult> {
    this.last = await this.moneyPost(`withdrawals/${withdrawalId}/reversal`, {});
    return this.last;
  }

  async playSlotRounds(count: number, stake: number): Promise<void> {
    const sandbox = await this.platform();
    const game = await startGame(sandbox, gameWhere((candidate) => candidate.kind === 'slot' && !candidate.jackpot).id, this.session(), 'real');
    this.answers = [];
    for (let round = 0; round < count; round += 1) this.answers.push(await playRound(sandbox, game.playToken, { stake }));
    this.last = this.answers.at(-1) ?? null;
  }

  async sportsBet(stake: number): Promise<HttpResult> {
    const sandbox = await this.platform();
    this.last = await sandbox.request('POST', `/services/sportsbook/v1/profiles/${this.session()}/bets`, {
      body: { fixtureId: 'fx-1', selection: 'HOME', odds: '2.10', stake, currency: 'EUR' },
      headers: { 'Idempotency-Key': `bet-${randomBytes(8).toString('hex')}` },
    });
    return this.last;
  }

  async waitMinutes(minutes: number): Promise<void> {
    (await this.platform()).advanceClock(minutes * 60_000 + 1_000);
  }

  async balances(): Promise<HttpResult> {
    const sandbox = await this.platform();
    this.last = await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${this.session()}/balances`);
    return this.last;
  }

  async logInAgain(): Promise<HttpResult> {
    if (this.player === null) throw new Error('No player');
    this.last = await (await this.platform()).login(this.player.username, this.player.password);
    return this.last;
  }
}
