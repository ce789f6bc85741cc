import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import type { RedemptionService, RedemptionView } from '../../src/application/redemption/redemption-service';
import { RedemptionTokens } from '../../src/application/redemption/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { LoyaltyProfile, RedemptionFailure, TierStatus } from '../../src/domain/loyalty';
import { toMinorUnits, type CurrencyCode, type Money } from '../../src/domain/wallet';
import { playRealMoneySlotRound } from '../support/platform/real-money-round';
import { browserWindow } from '../support/dom-environment';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { RecordedRequest } from '../support/platform/wire-recorder';
import type { SiteEnvironment } from '../support/site-environment';

/** The sandbox's tiers (migration 002), so that the in-memory platform places players as the platform does. */
const TIERS = [
  { id: 'bronze', name: 'Bronze', colour: '#cd7f32', minPoints: 1000 },
  { id: 'silver', name: 'Silver', colour: '#c0c6d0', minPoints: 5000 },
  { id: 'gold', name: 'Gold', colour: '#f2c14e', minPoints: 20000 },
] as const;

export const REDEEM_PATH = /^\/services\/loyalty-points\/v1\/players\/([^/]+)\/redeem$/;

/** One redemption request as it reached the platform: its session, body and key. */
export interface RedemptionRequest {
  readonly session: string;
  readonly body: unknown;
  readonly contentType: string | null;
  readonly key: string | null;
}

/**
 * Loyalty as a scenario arranges and watches it: a player's points and tier on either platform,
 * failures of the loyalty service, the redeem panel of the account page (through its service, or
 * rendered), and the redemptions that reached the platform.
 */
export class LoyaltyDriver {
  private latest: RedemptionView | null = null;
  private watching = false;
  /** The player whose points the scenario set on the in-memory platform last: a scripted redemption leaves their status points as they are. */
  private holder: string | null = null;

  constructor(private readonly env: SiteEnvironment) {}

  /**
   * The player holds `points` to spend and `statusPoints` (as many as `points` unless given: nothing
   * redeemed yet); on the in-memory platform placed in the sandbox's tiers by the status points.
   */
  async holdsPoints(username: string, points: number, options: { readonly excluded?: boolean; readonly statusPoints?: number } = {}): Promise<void> {
    const statusPoints = options.statusPoints ?? points;
    const platform = this.env.platform;
    if (platform instanceof MemoryPlatformDriver) {
      platform.platform.player(username).loyalty = profileHolding(points, options.excluded ?? false, statusPoints);
      this.holder = username;
      return;
    }
    await this.patchSandboxPlayer(username, { loyaltyPoints: points, loyaltyStatusPoints: statusPoints, loyaltyExcluded: options.excluded ?? false });
  }

  /** In memory only: the player's points and status points go up by `points`, as real-money play does. */
  earns(username: string, points: number): Promise<void> {
    const held = this.memory().player(username).loyalty;
    return this.holdsPoints(username, (held?.tierPoints ?? 0) + points, { statusPoints: (held?.status?.statusPoints ?? 0) + points });
  }

  /** In memory only: the platform stops reporting status points, as an older platform does (or reports these). */
  reportsStatus(username: string, status: TierStatus | null): void {
    this.placeInTier(username, { status });
  }

  /**
   * In memory only: the platform takes the next redemption, of `points` for `value` ("€18.00", its
   * own rendering), leaving the player `left` points and, when given, that much in the Bonus balance.
   */
  platformWillRedeem(points: number, value: string, left: number, bonusAfter: string | null): void {
    this.memory().redemptions.willRedeem({
      redemption: { redeemedPoints: points, bonus: moneyOf(value), formattedAmount: value, remainingPoints: left },
      // Redeeming spends points, never status points (LOYP-01): the tier and the way to the next one stay.
      loyalty: profileHolding(left, false, this.holder === null ? left : (this.memory().player(this.holder).loyalty?.status?.statusPoints ?? left)),
      ...(bonusAfter === null ? {} : { bonusBalance: moneyOf(bonusAfter) }),
    });
  }

  /** In memory only: the platform refuses the next redemption this way. */
  platformWillRefuse(failure: RedemptionFailure): void {
    this.memory().redemptions.refuseNextWith(failure);
  }

  /** In memory only: the platform names the player's tier itself (any name and colour). */
  placeInTier(username: string, profile: Partial<LoyaltyProfile>): void {
    const platform = this.memory();
    const player = platform.player(username);
    assert.ok(player.loyalty, `${username} holds no points yet`);
    player.loyalty = { ...player.loyalty, ...profile };
  }

  /** The next call of the loyalty service answers `status` (`profile`: the GET; `redeem`: the POST). */
  async failNext(call: 'profile' | 'redeem', status: number): Promise<void> {
    const platform = this.env.platform;
    if (platform instanceof MemoryPlatformDriver) {
      platform.platform.fail(call === 'profile' ? 'loyalty' : 'redeem', { code: 'HTTP', status });
      return;
    }
    const sandbox = await sharedSandbox();
    const fault =
      call === 'profile'
        ? { method: 'GET', path: '/services/loyalty-points/v2/players/', status, times: 1 }
        : { method: 'POST', path: '/services/loyalty-points/v1/players/', status, times: 1 };
    assert.equal((await sandbox.control('POST', '/sandbox/control/faults', fault)).status, 201);
  }

  /** How many times the site asked for the loyalty profile. */
  profileRequests(): number {
    return this.env.platform.callsTo('loyalty');
  }

  /** The redemptions that reached the platform, oldest first. */
  redemptionRequests(): RedemptionRequest[] {
    const platform = this.env.platform;
    if (platform instanceof MemoryPlatformDriver) {
      return platform.platform.callsOf('redeem').map((call) => {
        const { points, idempotencyKey } = call.body as { points: number; idempotencyKey: string };
        return { session: String(call.session), body: { points }, contentType: 'application/json', key: idempotencyKey };
      });
    }
    return this.env.wireRecorder.requests.filter((request) => request.method === 'POST' && REDEEM_PATH.test(request.path)).map(redemptionOf);
  }

  // ── The redeem panel, through its service ──────────────────────────────────────────────────

  async watch(): Promise<void> {
    if (!this.watching) this.env.keep((await this.service()).view$.subscribe((view) => (this.latest = view)));
    this.watching = true;
    await this.env.settle();
  }

  view(): RedemptionView | null {
    assert.ok(this.watching, 'the redeem panel was never shown');
    return this.latest;
  }

  shownView(): RedemptionView {
    const view = this.view();
    assert.ok(view, 'the redeem panel is not shown');
    return view;
  }

  /** Asks to redeem everything redeemable, then confirms. */
  async redeemAll(): Promise<void> {
    await this.askToRedeemAll();
    await (await this.service()).confirm();
    await this.env.settle();
  }

  async askToRedeemAll(): Promise<void> {
    await this.watch();
    (await this.service()).ask(this.shownView().redeemable);
    await this.env.settle();
  }

  async confirm(): Promise<void> {
    await (await this.service()).confirm();
    await this.env.settle();
  }

  async retry(): Promise<void> {
    await (await this.service()).retry();
    await this.env.settle();
  }

  async dismiss(): Promise<void> {
    (await this.service()).dismiss();
    await this.env.settle();
  }

  // ── The rendered account page ──────────────────────────────────────────────────────────────

  /** The redeem panel as rendered on the page, or null. */
  renderedPanel(): HTMLElement | null {
    return browserWindow.document.querySelector<HTMLElement>('[data-testid="redeem-points"]');
  }

  async waitForPanelText(text: string): Promise<void> {
    await waitFor(() => {
      const panel = this.renderedPanel();
      assert.ok(panel, 'the redeem panel is not on the page');
      assert.ok(normalised(panel.textContent).includes(text), `the panel reads: ${normalised(panel.textContent)}`);
    });
  }

  /** The loyalty summary as rendered (the account page's, or the open account menu's), as the player reads it. */
  async waitForSummary(text: string): Promise<void> {
    await waitFor(() => {
      const summaries = [...browserWindow.document.querySelectorAll('[data-testid="loyalty-summary"]')].map((summary) => normalised(summary.textContent));
      assert.ok(summaries.includes(text), `the loyalty summary reads: ${summaries.join(' | ') || 'nothing'}`);
    });
  }

  /** The way to the next tier as rendered: its sentence, and the progress bar that sentence names (null when there is none). */
  async waitForProgress(text: string, { withBar }: { readonly withBar: boolean }): Promise<void> {
    await waitFor(() => {
      const shown = [...browserWindow.document.querySelectorAll('[data-testid="tier-progress"]')].map((progress) => normalised(progress.textContent));
      assert.ok(shown.includes(text), `the way to the next tier reads: ${shown.join(' | ') || 'nothing'}`);
      const bars = within(browserWindow.document.body).queryAllByRole('progressbar', { name: text });
      assert.equal(bars.length > 0, withBar, withBar ? `no progress bar is named "${text}"` : `a progress bar is named "${text}"`);
      for (const bar of bars) {
        const value = Number(bar.getAttribute('value'));
        assert.ok(Number.isFinite(value) && value >= 0 && value < Number(bar.getAttribute('max')), `the bar stands at ${bar.getAttribute('value')} of ${bar.getAttribute('max')}`);
      }
    });
  }

  /** The page shows no way to the next tier at all (nor any progress bar). */
  async expectNoProgress(): Promise<void> {
    await this.env.settle();
    assert.equal(browserWindow.document.querySelector('[data-testid="tier-progress"]'), null, 'the page shows a way to the next tier');
    assert.equal(within(browserWindow.document.body).queryAllByRole('progressbar').length, 0, 'the page shows a progress bar');
  }

  /** On the sandbox: one round of a real-money slot, staked by the logged-in player, as the game provider plays it. */
  async playRealMoneyRound(stake: number): Promise<void> {
    await playRealMoneySlotRound(this.env.platform.lastSessionOpened(), stake);
  }

  renderedTierIcon(): boolean {
    return browserWindow.document.querySelector('[data-testid="loyalty-summary"] .loyalty__icon') !== null;
  }

  panelButtons(): string[] {
    const panel = this.renderedPanel();
    return panel === null ? [] : within(panel).queryAllByRole('button').map((button) => normalised(button.textContent));
  }

  /** The redeem panel's service, bound as the account page binds it (the redemption context loads with the page). */
  private async service(): Promise<RedemptionService> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('redemption');
    return this.env.site.get<RedemptionService>(RedemptionTokens.RedemptionService);
  }

  private memory() {
    const platform = this.env.platform;
    assert.ok(platform instanceof MemoryPlatformDriver, 'what the platform is told to answer: the in-memory platform only');
    return platform.platform;
  }

  private async patchSandboxPlayer(username: string, patch: Record<string, unknown>): Promise<void> {
    const sandbox = await sharedSandbox();
    const answer = await sandbox.control('PATCH', `/sandbox/control/players/${encodeURIComponent(username)}`, patch);
    assert.equal(answer.status, 200, `changing ${username}: ${answer.text}`);
  }
}

const redemptionOf = (request: RecordedRequest): RedemptionRequest => ({
  session: decodeURIComponent(REDEEM_PATH.exec(request.path)?.[1] ?? ''),
  body: request.body,
  contentType: request.headers['content-type'] ?? null,
  key: request.headers['idempotency-key'] ?? null,
});

/** Text as the player reads it: narrow and non-breaking spaces are spaces, runs of space one. */
export const normalised = (text: string | null | undefined): string => (text ?? '').replace(/[\u00a0\u202f\s]+/g, ' ').trim();

/** A profile holding `points` to spend and `statusPoints`, placed in the sandbox's tiers by the latter, as the platform would report it. */
const profileHolding = (points: number, excluded: boolean, statusPoints: number): LoyaltyProfile => {
  const redemptionPoints = Math.floor(points / 100) * 100;
  const next = TIERS.find((tier) => statusPoints < tier.minPoints);
  return {
    excluded,
    redemptionAmount: redemptionPoints / 100,
    redemptionPoints,
    redemptionPointsName: 'Aurora points',
    tierPoints: points,
    currentTierId: TIERS.filter((tier) => statusPoints >= tier.minPoints).at(-1)?.id ?? null,
    tiersInfo: Object.fromEntries(TIERS.map((tier) => [tier.id, { name: tier.name, colour: tier.colour }])),
    status: { statusPoints, nextTierId: next?.id ?? null, statusPointsToNextTier: next === undefined ? null : next.minPoints - statusPoints },
  };
};

const CURRENCY_OF_SYMBOL: Readonly<Record<string, string>> = { '€': 'EUR', '£': 'GBP', $: 'USD' };

/** An amount as an English-speaking player reads it ("€18.00"), as Money. */
const moneyOf = (text: string): Money => {
  const currency = CURRENCY_OF_SYMBOL[text.trim().charAt(0)];
  const minor = currency === undefined ? null : toMinorUnits(Number(text.replace(/[^0-9.]/g, '')), currency);
  assert.ok(currency !== undefined && minor !== null, `not an amount: ${text}`);
  return { minor, currency: currency as CurrencyCode };
};
