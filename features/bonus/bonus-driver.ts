// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { right, left } from 'fp-ts/Either';
import type { Bonus, BonusFailure, BonusOffer } from '../../src/domain/bonus';
import { money, parseCurrency } from '../../src/domain/wallet';
import { playRealMoneySlotRound } from '../support/platform/real-money-round';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { SiteEnvironment } from '../support/site-environment';
import type { ContentDriver } from '../content/content-driver';

const EUR = parseCurrency('EUR') ?? assert.fail('EUR');
const eur = (minor: number) => money(minor, EUR);
/** "€1,200.00" → 120000 minor units: the scenario's amounts in the player's words. */
export const minorOf = (text: string): number => {
  const digits = text.replace(/[^\d.]/g, '');
  assert.match(digits, /^\d+(\.\d{2})?$/, `not an amount: ${text}`);
  return Math.round(Number(digits) * 100);
};

const WEIGHTS = { slot: 100, roulette: 10, live: 0, virtual: 0 };

const OPT_IN_PATH = /\/services\/wallet-gateway\/v1\/profiles\/[^/]+\/bonuses$/;
const FORFEIT_PATH = /\/services\/wallet-gateway\/v1\/profiles\/[^/]+\/bonuses\/[^/]+\/forfeit$/;

/**
 * Bonuses as a scenario arranges and watches them: on the in-memory platform, the offers and bonuses
 * a test sets and the answers it scripts; on the sandbox, a real deposit and real rounds. What the
 * player sees is read from the page: the offer's card and the account page's bonus panel.
 */
export class BonusDriver {
  private offer: BonusOffer | null = null;
  private bonusSeq = 0;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly content: ContentDriver,
  ) {}

  private memory() {
    const platform = this.env.platform;
    assert.ok(platform instanceof MemoryPlatformDriver, 'this step arranges the in-memory platform only');
    return platform.platform;
  }

  /** In memory: the promotions page shows the offer, and the platform says it carries a bonus of `multiplier` times. */
  offersBonus(title: string, multiplier: number): void {
    const promotionId = 'promotion-bonus-offer';
    this.content.offerPromotions([{ title, keyTerms: `Wagering ${multiplier}×`, terms: 'The bonus must be wagered.', action: 'deposit', id: promotionId }]);
    this.offer = { id: 'welcome', promotionId, matchPercent: 100, maxBonus: eur(20000), minDeposit: eur(2000), wageringMultiplier: multiplier, validDays: 30, weights: WEIGHTS, available: true };
  }

  private bonus(amount: number, balance: number, wagered: number, requirement: number, expiresAt: Date, state: Bonus['state'] = 'active'): Bonus {
    this.bonusSeq += 1;
    return {
      id: String(this.bonusSeq),
      offerId: this.offer?.id ?? 'welcome',
      promotionId: this.offer?.promotionId ?? null,
      state,
      amount: eur(amount),
      bonusBalance: eur(balance),
      wageringRequirement: eur(requirement),
      wagered: eur(wagered),
      leftToWager: eur(requirement - wagered),
      wageringMultiplier: this.offer?.wageringMultiplier ?? 30,
      weights: WEIGHTS,
      grantedAt: new Date('2026-11-20T12:00:00Z'),
      expiresAt,
      endedAt: state === 'active' ? null : new Date('2026-11-21T12:00:00Z'),
    };
  }

  private setBonuses(username: string, bonuses: readonly Bonus[]): void {
    this.memory().bonuses.set(username, { offers: this.offer === null ? [] : [this.offer], bonuses });
  }

  /** In memory: the player has no bonus yet (the offer stands). */
  hasNoBonus(username: string): void {
    this.setBonuses(username, []);
  }

  /** In memory: the player holds an active bonus as the platform reports it. */
  hasActiveBonus(username: string, amount: string, balance: string, wagered: string, requirement: string, expiresAt: string): Bonus {
    const bonus = this.bonus(minorOf(amount), minorOf(balance), minorOf(wagered), minorOf(requirement), new Date(expiresAt));
    this.setBonuses(username, [bonus]);
    return bonus;
  }

  /** In memory: the player's only bonus has ended this way (converted, expired or forfeited). */
  hadBonus(username: string, amount: string, state: 'completed' | 'expired' | 'forfeited'): void {
    const requirement = minorOf(amount) * 30;
    this.setBonuses(username, [this.bonus(minorOf(amount), 0, state === 'completed' ? requirement : 0, requirement, new Date('2026-11-21T12:00:00Z'), state)]);
  }

  /** In memory: the platform grants the next opt-in: a bonus of `amount` to wager `requirement`. */
  willGrant(amount: string, requirement: string): void {
    this.memory().bonuses.willAnswer(right(this.bonus(minorOf(amount), minorOf(amount), 0, minorOf(requirement), new Date('2026-12-27T12:00:00Z'))));
  }

  /** In memory: the platform forfeits the next bonus asked for. */
  willForfeit(active: Bonus): void {
    this.memory().bonuses.willAnswer(right({ ...active, state: 'forfeited', bonusBalance: eur(0), endedAt: new Date('2026-11-27T12:00:00Z') }));
  }

  /** In memory: the platform refuses the next opt-in, saying why. */
  willRefuse(failure: BonusFailure | 'ON_BREAK'): void {
    const platform = this.memory();
    if (failure === 'ON_BREAK') platform.fail('bonusOptIn', { code: 'HTTP', status: 403, errorCode: 'EXCLUDED' });
    else platform.bonuses.willAnswer(left(failure));
  }

  /** On the sandbox: the logged-in player deposits by card, as the cashier does. */
  async deposit(amount: string): Promise<void> {
    const session = this.env.platform.lastSessionOpened();
    assert.ok(session !== null, 'nobody is logged in');
    const sandbox = await sharedSandbox();
    const answer = await sandbox.request('POST', `/services/payment/v1/profiles/${session}/deposits`, {
      headers: { 'Idempotency-Key': `bonus-deposit-${process.pid}-${Date.now()}` },
      body: { amount: minorOf(amount), currency: 'EUR', method: 'CARD', card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } },
    });
    assert.equal(answer.status, 201, `the deposit answered ${answer.status} ${answer.text}`);
  }

  /** On the sandbox: one real-money round of a slot, as the game provider plays it. */
  async playSlot(stake: number): Promise<void> {
    await playRealMoneySlotRound(this.env.platform.lastSessionOpened(), stake);
  }

  // ── What the player sees ────────────────────────────────────────────────────────────────────

  private screen() {
    return within(browserWindow.document.body);
  }

  private async card(title: string): Promise<HTMLElement> {
    return (await this.screen().findByRole('article', { name: title })) as HTMLElement;
  }

  /** The card's buttons, once they are what the scenario expects or the page has settled. */
  async cardButtons(title: string, expected: readonly string[]): Promise<string[]> {
    await this.env.settle();
    const card = await this.card(title);
    const read = () => within(card).queryAllByRole('button').map((button) => button.textContent?.trim() ?? '');
    if (expected.length > 0) await waitFor(() => assert.deepEqual(read(), expected)).catch(() => undefined);
    return read();
  }

  async pressOnCard(title: string, label: string): Promise<void> {
    const button = await within(await this.card(title)).findByRole('button', { name: label });
    await userEvent.setup({ document: browserWindow.document }).click(button);
    await this.env.settle();
  }

  /** The card's line once opted in, and where its link leads. */
  async optedIn(title: string): Promise<{ text: string; href: string | null }> {
    const card = await this.card(title);
    const line = await waitFor(() => {
      const found = card.querySelector('[data-testid="opted-in"]');
      assert.ok(found, `the offer ${title} does not say it was opted in to`);
      return found;
    });
    const mark = line.querySelector('.promotion__opted-in-mark')?.textContent ?? '';
    return { text: mark, href: line.querySelector('a')?.getAttribute('href') ?? null };
  }

  async cardStatus(title: string): Promise<string> {
    const card = await this.card(title);
    return waitFor(() => {
      const text = card.querySelector('[role="status"]')?.textContent ?? '';
      assert.ok(text !== '', `the offer ${title} says nothing`);
      return text;
    });
  }

  /** The bonus panel's figures, each as shown. */
  async panelFigures(): Promise<Record<string, string>> {
    await this.env.settle();
    const section = await waitFor(() => {
      const found = browserWindow.document.querySelector('section#bonus');
      assert.ok(found, 'the account page has no bonus panel');
      return found;
    });
    const figures: Record<string, string> = {};
    for (const figure of section.querySelectorAll('.bonus__figure')) figures[figure.querySelector('dt')?.textContent ?? ''] = figure.querySelector('dd')?.textContent ?? '';
    return figures;
  }

  async progressBar(): Promise<{ now: string | null; text: string | null; name: string }> {
    const bar = await this.screen().findByRole('progressbar');
    const labelId = bar.getAttribute('aria-labelledby');
    return {
      now: bar.getAttribute('aria-valuenow'),
      text: bar.getAttribute('aria-valuetext'),
      name: labelId === null ? '' : (browserWindow.document.getElementById(labelId)?.textContent ?? ''),
    };
  }

  async panelText(): Promise<string> {
    await this.env.settle();
    return browserWindow.document.querySelector('section#bonus')?.textContent ?? '';
  }

  async press(label: string): Promise<void> {
    const button = await this.screen().findByRole('button', { name: label });
    await userEvent.setup({ document: browserWindow.document }).click(button);
    await this.env.settle();
  }

  async dialog(): Promise<{ title: string; text: string } | null> {
    await this.env.settle();
    const dialog = this.screen().queryByRole('alertdialog');
    if (dialog === null) return null;
    return { title: dialog.querySelector('h2')?.textContent ?? '', text: dialog.querySelector('p')?.textContent ?? '' };
  }

  /** The opt-ins and forfeits that reached the platform. */
  received(kind: 'opt-in' | 'forfeit'): unknown[] {
    const platform = this.env.platform;
    if (platform instanceof MemoryPlatformDriver) return platform.platform.callsOf(kind === 'opt-in' ? 'bonusOptIn' : 'bonusForfeit').map((call) => call.body);
    const path = kind === 'opt-in' ? OPT_IN_PATH : FORFEIT_PATH;
    return this.env.wireRecorder.requests.filter((request) => request.method === 'POST' && path.test(request.path)).map((request) => request.body);
  }
}
