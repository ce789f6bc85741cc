import { readFile } from 'node:fs/promises';
import { AfterAll } from '@cucumber/cucumber';
import { JSDOM } from 'jsdom';
import { gameWhere, newRoundKey, playRound, startGame } from '../../sandbox/test-support/game-play.ts';
import { record, startTestSandbox, text, type HttpResult, type TestSandbox } from '../../sandbox/test-support/harness.ts';

/**
 * The wheel's next numbers, as a scenario puts them: the provider draws every result from the
 * `random` it is started with (provider-app.ts), so these scenarios get a sandbox of their own whose
 * draws for a wheel come from here first. A draw past them is fair again.
 */
const wheel: number[] = [];
let ownSandbox: Promise<TestSandbox> | null = null;
const platform = (): Promise<TestSandbox> => {
  ownSandbox ??= startTestSandbox({ random: (max) => (max === 37 && wheel.length > 0 ? (wheel.shift() ?? 0) : Math.floor(Math.random() * max)) });
  return ownSandbox;
};

AfterAll({ timeout: 30_000 }, async () => {
  if (ownSandbox === null) return;
  const sandbox = await ownSandbox;
  ownSandbox = null;
  await sandbox.close();
});

const gameScript = readFile(new URL('../../sandbox/services/game-provider/assets/game.js', import.meta.url), 'utf8');
const roulette = gameWhere((game) => game.kind === 'roulette' && game.practicePlay);

export interface LedgerEntry {
  kind: string;
  reference: string;
  lines: { account: string; amount: number }[];
}

/**
 * A roulette table of the sandbox's game provider (docs/roulette-rules.md), played as its page does:
 * rounds posted to `POST /rounds` over HTTP, or the page itself, its own game.js running in a
 * document (jsdom) whose requests go to the provider. A fresh player per scenario.
 */
export class RouletteDriver {
  private sandbox: TestSandbox | null = null;
  player: { username: string; session: string } | null = null;
  private playToken = '';
  last: HttpResult | null = null;
  private page: JSDOM | null = null;

  async start(euros: number, mode: 'real' | 'practice' = 'real'): Promise<void> {
    const sandbox = (this.sandbox = await platform());
    wheel.length = 0;
    if (mode === 'real') {
      const { username, password } = await sandbox.createPlayer({ balances: [{ type: 'Playable', amount: euros }, { type: 'Withdrawable', amount: euros }] });
      this.player = { username, session: await sandbox.sessionFor(username, password) };
    }
    this.playToken = (await startGame(sandbox, roulette.id, this.player?.session ?? null, mode)).playToken;
  }

  private get platform(): TestSandbox {
    if (this.sandbox === null) throw new Error('No table: start with "a player at a roulette table"');
    return this.sandbox;
  }

  wheelStopsOn(...numbers: number[]): void {
    wheel.push(...numbers);
  }

  async spin(bets: unknown[], idempotencyKey = newRoundKey()): Promise<HttpResult> {
    this.last = await playRound(this.platform, this.playToken, { bets, idempotencyKey });
    return this.last;
  }

  async spinBody(body: Record<string, unknown>): Promise<HttpResult> {
    this.last = await this.platform.providerRequest('POST', '/rounds', { body: { playToken: this.playToken, idempotencyKey: newRoundKey(), ...body } });
    return this.last;
  }

  async playable(): Promise<number> {
    if (this.player === null) throw new Error('No player');
    const result = await this.platform.request('GET', `/services/wallet-gateway/v1/profiles/${this.player.session}/balances`);
    const playable = (result.body as { type: string; amount: number }[]).find((entry) => entry.type === 'Playable');
    return playable?.amount ?? Number.NaN;
  }

  /** The ledger's transactions of the last round, newest first. */
  async ledgerOfLastRound(): Promise<LedgerEntry[]> {
    if (this.player === null || this.last === null) throw new Error('No round');
    const roundId = text(record(this.last.body).roundId);
    const ledger = await this.platform.request('GET', `/sandbox/control/players/${encodeURIComponent(this.player.username)}/ledger?limit=20`);
    return (ledger.body as LedgerEntry[]).filter((entry) => entry.reference === `round:${roundId}`);
  }

  async roundDetails(): Promise<Record<string, unknown>> {
    if (this.last === null) throw new Error('No round');
    const roundId = text(record(this.last.body).roundId);
    return record((await this.platform.request('GET', `/sandbox/control/rounds/${roundId}`)).body);
  }

  async setWagerLimit(euros: number): Promise<void> {
    if (this.player === null) throw new Error('No player');
    const answer = await this.platform.request('PUT', `/services/responsible-gambling/v1/profiles/${this.player.session}/limits/WAGER/DAY`, { body: { amount: Math.round(euros * 100), currency: 'EUR' } });
    if (answer.status !== 200) throw new Error(`The limit answered ${answer.status}`);
  }

  // ---- The page, its own script running ----

  async openPage(language = 'en'): Promise<void> {
    const sandbox = this.platform;
    const launched = await sandbox.request(
      'GET',
      `/services/casino/casino-lobby-services/v1/games/${roulette.id}/url?channelType=desktop&currencyCode=EUR&language=${language}&mode=${this.player === null ? 'practice' : 'real'}`,
      { headers: { 'X-Channel': 'desktop', ...(this.player === null ? {} : { 'X-Session-Id': this.player.session }) } },
    );
    const url = new URL(text(record(launched.body).url));
    const page = await sandbox.providerRequest('GET', url.pathname);
    const dom = new JSDOM(page.text, { url: `${sandbox.providerUrl}${url.pathname}`, runScripts: 'outside-only', pretendToBeVisual: true });
    const window = dom.window as unknown as Record<string, unknown>;
    // The page's requests go to the provider, as a browser's would from its origin.
    window.fetch = (path: string, init: RequestInit) => fetch(new URL(path, sandbox.providerUrl), init);
    dom.window.eval(await gameScript);
    this.page = dom;
  }

  private get document(): Document {
    if (this.page === null) throw new Error('No page: open the table first');
    return this.page.window.document;
  }

  /** The button a screen reader names so, exactly. */
  button(name: string): HTMLButtonElement {
    const found = [...this.document.querySelectorAll('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name);
    if (found === undefined) throw new Error(`No button named "${name}"`);
    return found;
  }

  buttonsNamed(pattern: RegExp): string[] {
    return [...this.document.querySelectorAll('button')].map((button) => button.getAttribute('aria-label') ?? button.textContent?.trim() ?? '').filter((name) => pattern.test(name));
  }

  chooseChip(label: string): void {
    const radio = [...this.document.querySelectorAll<HTMLInputElement>('input[type="radio"][name="chip"]')].find((input) => input.parentElement?.textContent?.trim() === label);
    if (radio === undefined) throw new Error(`No chip of ${label}`);
    radio.checked = true;
    radio.dispatchEvent(new (radio.ownerDocument.defaultView as Window & typeof globalThis).Event('change', { bubbles: true }));
  }

  press(name: string): void {
    this.button(name).click();
  }

  said(): string {
    return this.document.getElementById('message')?.textContent ?? '';
  }

  /** Waits for the live region to say something new (the round's answer). */
  async waitForSaying(pattern: RegExp): Promise<string> {
    for (let tries = 0; tries < 100; tries += 1) {
      if (pattern.test(this.said())) return this.said();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`The game said "${this.said()}"`);
  }

  textOf(id: string): string {
    return this.document.getElementById(id)?.textContent?.trim() ?? '';
  }

  lastNumbers(): string[] {
    return [...this.document.querySelectorAll('#last-numbers li')].map((item) => item.textContent?.trim() ?? '');
  }

  winsListed(): string[] {
    return [...this.document.querySelectorAll('#line-wins li')].map((item) => item.textContent?.trim() ?? '');
  }

  litSpots(): string[] {
    return [...this.document.querySelectorAll('.spot.won, .spot.paid')].map((spot) => spot.getAttribute('data-name') ?? '');
  }

  cellsOfColour(colour: string): number[] {
    return [...this.document.querySelectorAll(`.spot.cell.${colour}`)].map((cell) => Number(cell.textContent));
  }
}
