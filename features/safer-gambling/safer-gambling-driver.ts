import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LimitsService } from '../../src/application/safer-gambling/limits-service';
import { SaferGamblingTokens } from '../../src/application/safer-gambling/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import { strictestRules, type HelpOrganisation, type JurisdictionRules, type SelfExclusionScheme, type SiteConfig } from '../../src/domain/config';
import type { LimitPeriod, LimitProblem, LimitType } from '../../src/domain/safer-gambling';
import type { InMemorySaferGambling } from '../../src/infrastructure/safer-gambling/in-memory-safer-gambling';
import { formatMoney, type CurrencyCode } from '../../src/domain/wallet';
import { dateText } from '../../src/presentation/safer-gambling/limit-words';
import { HttpSiteConfigGateway } from '../../src/infrastructure/config/http-site-config-gateway';
import { HttpClient } from '../../src/infrastructure/shared/http-client';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';

const HEADINGS: Record<string, LimitType> = { deposit: 'DEPOSIT', loss: 'LOSS', wager: 'WAGER', 'session time': 'SESSION_TIME' };
const PERIODS: Record<string, LimitPeriod> = { daily: 'DAY', weekly: 'WEEK', monthly: 'MONTH' };

export const limitTypeNamed = (name: string): LimitType => {
  const type = HEADINGS[name];
  assert.ok(type !== undefined, `no limit type "${name}"`);
  return type;
};

export const periodNamed = (name: string): LimitPeriod => {
  const period = PERIODS[name];
  assert.ok(period !== undefined, `no period "${name}"`);
  return period;
};

/** The safer-gambling hub as a visitor or a player meets it, by its headings and labels; and what the platform received. */
export class SaferGamblingDriver {
  private readonly jurisdictions: Record<string, JurisdictionRules> = {};

  constructor(
    private readonly env: SiteEnvironment,
    private readonly messages: MessagesDriver,
  ) {}

  t(key: string, params?: Record<string, unknown>): string {
    return this.messages.t(key, undefined, params);
  }

  private get page() {
    return within(browserWindow.document.body);
  }

  private get memory(): InMemorySaferGambling {
    return this.env.memoryPlatform.saferGambling;
  }

  // ── The operator and the platform ─────────────────────────────────────────────────────────────

  /** The site configuration's jurisdictions (SG-12) with this one's help organisations; the default's when `asDefault`. */
  jurisdictionWithHelp(code: string, organisations: readonly HelpOrganisation[], asDefault: boolean): void {
    this.jurisdiction(code, { helpOrganisations: organisations }, asDefault);
  }

  /** The site configuration's jurisdictions with this one's national self-exclusion scheme (SG-19), or none; the default's when `asDefault`. */
  jurisdictionWithScheme(code: string, scheme: SelfExclusionScheme | null, asDefault: boolean): void {
    this.jurisdiction(code, { selfExclusionScheme: scheme }, asDefault);
  }

  private jurisdiction(code: string, rules: Partial<JurisdictionRules>, asDefault: boolean): void {
    this.jurisdictions[code] = { ...(this.jurisdictions[code] ?? strictestRules(code)), ...rules };
    const change: Partial<SiteConfig> = { jurisdictions: { ...this.jurisdictions }, ...(asDefault ? { defaultJurisdiction: code } : {}) };
    this.env.configure(change);
  }

  /** `@platform`: the site configuration's jurisdictions as the sandbox serves them, read by the site's own gateway. */
  async jurisdictionsOfThePlatform(): Promise<void> {
    const sandbox = await sharedSandbox();
    const served = await new HttpSiteConfigGateway(new HttpClient({ baseUrl: sandbox.url, fetch: globalThis.fetch.bind(globalThis) })).load();
    assert.ok(served._tag === 'Right', 'the sandbox served no readable site configuration');
    this.env.configure({ jurisdictions: served.right.jurisdictions, defaultJurisdiction: served.right.defaultJurisdiction });
  }

  playerLivesIn(username: string, countryCode: string, subdivision: string | null): void {
    const player = this.env.memoryPlatform.player(username);
    player.user = { ...player.user, countryCode, subdivision };
  }

  playerHasCurrency(username: string, currency: string): void {
    const player = this.env.memoryPlatform.player(username);
    player.user = { ...player.user, currency };
  }

  coolingOffHours(hours: number): void {
    this.memory.coolingOffHours = hours;
  }

  refuseNextChange(problem: LimitProblem): void {
    this.memory.refuseNextChangeWith([problem]);
  }

  /** The platform takes the next change but applies it only then (a raise or a removal waiting for the cooling-off, SG-03). */
  holdNextChangeUntil(iso: string): void {
    this.memory.holdNextChangeUntil(new Date(iso));
  }

  /** A change made before the scenario's page opens, as the hub would make it. */
  async setThroughService(type: LimitType, period: LimitPeriod, typed: string): Promise<void> {
    const deferred = this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts);
    await deferred.load('safer-gambling');
    const taken = await this.env.site.get<LimitsService>(SaferGamblingTokens.LimitsService).set({ type, period }, typed);
    assert.equal(taken._tag, 'Right', `the platform did not take ${type} ${period} ${typed}`);
    this.env.memoryPlatform.calls.splice(0);
  }

  /** The limit changes that reached the platform, oldest first. */
  changesReceived(): readonly Record<string, unknown>[] {
    if (this.env.platform.kind === 'sandbox') {
      return this.env.wireRecorder.requests.flatMap((request) => {
        const path = /\/services\/responsible-gambling\/v1\/profiles\/[^/]+\/limits\/([A-Z_]+)\/([A-Z]+)$/.exec(request.path);
        if (path === null || (request.method !== 'PUT' && request.method !== 'DELETE')) return [];
        return [{ type: path[1], period: path[2], ...(request.body as Record<string, unknown> | null) }];
      });
    }
    return this.env.memoryPlatform.calls.filter((call) => call.operation === 'setLimit' || call.operation === 'removeLimit').map((call) => call.body as Record<string, unknown>);
  }

  /** The last limit change that reached the platform, as the player would say it: an amount in their currency (in English) or minutes. */
  lastChangeReceived(): { readonly type: unknown; readonly period: unknown; readonly value: string } {
    const last = this.changesReceived().at(-1);
    assert.ok(last !== undefined, 'the platform received no limit change');
    const { type, period, amount, currency, minutes } = last;
    if (typeof minutes === 'number') return { type, period, value: `${minutes} minutes` };
    assert.ok(typeof amount === 'number' && Number.isSafeInteger(amount) && typeof currency === 'string', `not an amount in minor units: ${JSON.stringify(last)}`);
    return { type, period, value: formatMoney({ minor: amount, currency: currency as CurrencyCode }, 'en') };
  }

  // ── The page ──────────────────────────────────────────────────────────────────────────────────

  async heading(): Promise<string> {
    return (await this.page.findByRole('heading', { level: 1 })).textContent ?? '';
  }

  /** The card of one kind of limit, found by its heading. */
  async card(type: LimitType): Promise<HTMLElement> {
    const heading = await this.page.findByRole('heading', { level: 3, name: this.t(`saferGambling.heading.${type}`) });
    const card = heading.closest('section');
    assert.ok(card !== null, `no card around ${type}`);
    return card;
  }

  async setLimit(type: LimitType, period: LimitPeriod, typed: string): Promise<void> {
    const card = within(await this.card(type));
    const user = userEvent.setup({ document: browserWindow.document });
    if (type !== 'SESSION_TIME') await user.selectOptions(card.getByLabelText(this.t('saferGambling.periodLabel')), this.t(`saferGambling.period.${period}`));
    const field = this.valueField(card, type);
    await user.clear(field);
    if (typed !== '') await user.type(field, typed);
    await user.click(card.getByRole('button', { name: this.t('saferGambling.save') }));
    await this.env.settle();
  }

  async removeLimit(type: LimitType, period: LimitPeriod): Promise<void> {
    const card = await this.card(type);
    const entry = await waitFor(() => this.entryOf(card, period));
    const user = userEvent.setup({ document: browserWindow.document });
    await user.click(within(entry).getByRole('button', { name: this.t('saferGambling.remove') }));
    await this.env.settle();
  }

  /** The line a period's limit shows: value, used and left, and any pending change. */
  async entryText(type: LimitType, period: LimitPeriod): Promise<string> {
    const card = await this.card(type);
    return waitFor(() => {
      // What the line says, without its button.
      const copy = this.entryOf(card, period).cloneNode(true) as HTMLElement;
      copy.querySelectorAll('button').forEach((button) => button.remove());
      return copy.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    });
  }

  async outcome(type: LimitType): Promise<string> {
    const card = within(await this.card(type));
    return waitFor(() => {
      const text = card.getByRole('status').textContent ?? '';
      assert.notEqual(text, '', 'the card said nothing');
      return text;
    });
  }

  /** The field's error and whether the field has focus and names the error for screen readers. */
  async fieldError(type: LimitType): Promise<{ readonly text: string; readonly focused: boolean; readonly described: boolean }> {
    const card = within(await this.card(type));
    const field = this.valueField(card, type);
    return waitFor(() => {
      assert.equal(field.getAttribute('aria-invalid'), 'true', 'the field is not marked invalid');
      const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
      const error = browserWindow.document.getElementById(ids[0] ?? '');
      return { text: error?.textContent ?? '', focused: browserWindow.document.activeElement === field, described: error !== null };
    });
  }

  dateInLanguage(iso: string): string {
    return dateText(new Date(iso), this.messages.currentLanguage());
  }

  /** The help organisations listed, as their text. */
  organisations(): string[] {
    const heading = this.page.queryByRole('heading', { level: 2, name: this.t('saferGambling.helpTitle') });
    if (heading === null) return [];
    return [...(heading.closest('section')?.querySelectorAll('li') ?? [])].map((item) => item.textContent ?? '');
  }

  /**
   * The national self-exclusion scheme "Take a break" names (SG-19): the sentence, and the link out of
   * the site in it; null when it names none.
   */
  async nationalScheme(): Promise<{ readonly text: string; readonly link: Record<string, string | null> } | null> {
    const heading = await this.page.findByRole('heading', { level: 2, name: this.t('saferGambling:takeBreak.title') });
    const section = heading.closest('section');
    assert.ok(section !== null, 'no section around "Take a break"');
    const link = [...section.querySelectorAll<HTMLAnchorElement>('p > a[target]')][0];
    if (link === undefined) return null;
    return {
      text: link.parentElement?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      link: { name: link.textContent, href: link.getAttribute('href'), target: link.getAttribute('target'), rel: link.getAttribute('rel') },
    };
  }

  /** The links to the hub in the footer and, once opened, the account menu. */
  hubLinks(): HTMLAnchorElement[] {
    return this.page.queryAllByRole('link', { name: this.t('footer.saferGambling') }) as HTMLAnchorElement[];
  }

  private valueField(card: ReturnType<typeof within>, type: LimitType): HTMLInputElement {
    const label = type === 'SESSION_TIME' ? this.t('saferGambling.minutesLabel') : new RegExp(`^${this.t('saferGambling.amountLabel', { currency: '' }).trim()}`);
    return card.getByLabelText(label) as HTMLInputElement;
  }

  private entryOf(card: HTMLElement, period: LimitPeriod): HTMLElement {
    const prefix = this.t('saferGambling.current', { period: this.t(`saferGambling.period.${period}`), value: '' });
    const entry = [...card.querySelectorAll('li')].find((item) => (item.textContent ?? '').startsWith(prefix));
    assert.ok(entry !== undefined, `no ${period} limit shown`);
    return entry;
  }
}
