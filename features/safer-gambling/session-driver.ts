import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { strictestRules, type JurisdictionRules } from '../../src/domain/config';
import { clockText } from '../../src/domain/safer-gambling';
import type { SessionId } from '../../src/domain/session';
import { formatMoney, type Money } from '../../src/domain/wallet';
import type { InMemorySessionSummaries } from '../../src/infrastructure/safer-gambling/in-memory-session-summaries';
import { loginDate } from '../../src/presentation/safer-gambling/session-words';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** The platform's clock at the scenario's start; it moves with the site's virtual time. */
const PLATFORM_START = Date.parse('2026-11-23T09:00:00Z');
const MINUTE = 60_000;

/**
 * The player's session as safer gambling shows it (SG-07, SG-08, SG-11, SG-13, SG-16): the notices
 * after login and logout, the reality-check dialog, the session clock on a game page, the interval on
 * the hub; over the in-memory platform, whose clock runs with the site's virtual time.
 */
export class PlayerSessionDriver {
  private readonly jurisdictions: Record<string, JurisdictionRules> = {};
  private previousLogin: Date | null = null;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {
    this.summaries.now = () => new Date(PLATFORM_START + this.env.site.time.now);
  }

  private get summaries(): InMemorySessionSummaries {
    return this.env.memoryPlatform.sessionSummaries;
  }

  private get page() {
    return within(browserWindow.document.body);
  }

  t(key: string, params?: Record<string, unknown>): string {
    return this.messages.t(key, undefined, params);
  }

  // ── The operator and the platform ─────────────────────────────────────────────────────────────

  jurisdictionSays(code: string, change: Partial<JurisdictionRules>): void {
    this.jurisdictions[code] = { ...(this.jurisdictions[code] ?? strictestRules(code)), ...change };
    this.env.configure({ jurisdictions: { ...this.jurisdictions }, defaultJurisdiction: code });
  }

  previousLoginWas(username: string, iso: string): void {
    this.previousLogin = new Date(iso);
    this.summaries.loggedInBefore(username, this.previousLogin);
  }

  private currentSession(): SessionId {
    const sessions = [...this.env.memoryPlatform.sessions.keys()];
    const session = sessions[sessions.length - 1];
    assert.ok(session !== undefined, 'no session is open');
    return session;
  }

  /** The platform will say the player's next session ends after these minutes, what is left today of their session-time limit. */
  sessionTimeLeft(username: string, minutes: number): void {
    this.summaries.nextSessionEndsAt(username, new Date(this.summaries.now().getTime() + minutes * MINUTE));
  }

  netPositionIs(minor: number): void {
    this.summaries.setNetPosition(this.currentSession(), minor);
  }

  async minutesPass(minutes: number): Promise<void> {
    await this.env.advance(minutes * MINUTE);
    await this.ui.settle();
  }

  async secondsPass(seconds: number): Promise<void> {
    await this.env.advance(seconds * 1000);
    await this.ui.settle();
  }

  // ── What the player sees ──────────────────────────────────────────────────────────────────────

  async expectMessage(text: string): Promise<void> {
    await waitFor(() => assert.ok(this.ui.shownMessages().some((shown) => shown.includes(text)), `shown: ${this.ui.shownMessages().join(' | ')}`));
  }

  previousLoginText(): string {
    assert.ok(this.previousLogin !== null);
    return this.t('playerSession.previousLogin', { date: loginDate(this.previousLogin, this.messages.currentLanguage()) });
  }

  private dialog(): HTMLElement | null {
    return this.page.queryByRole('alertdialog', { name: this.t('playerSession.realityCheckTitle') });
  }

  async expectNoRealityCheck(): Promise<void> {
    await this.ui.settle();
    assert.equal(this.dialog(), null, 'a reality check is open');
  }

  async expectRealityCheck(hours: number, minutes: number, net: { readonly minor: number; readonly currency: string }): Promise<void> {
    const dialog = await waitFor(() => {
      const found = this.dialog();
      assert.ok(found !== null, 'no reality check is open');
      return found;
    });
    const text = dialog.textContent ?? '';
    assert.ok(text.includes(this.t('playerSession.realityCheckPlayed', { hours, minutes })), text);
    const amount = formatMoney({ minor: Math.abs(net.minor), currency: net.currency } as Money, this.messages.currentLanguage());
    const key = net.minor > 0 ? 'playerSession.netWon' : net.minor < 0 ? 'playerSession.netLost' : 'playerSession.netEven';
    assert.ok(text.includes(this.t(key, { amount })), text);
    assert.equal(dialog.getAttribute('aria-modal'), 'true');
    assert.ok(dialog.contains(browserWindow.document.activeElement), 'focus is not inside the reality check');
  }

  async pressInDialog(key: string): Promise<void> {
    const dialog = this.dialog();
    assert.ok(dialog !== null, 'no reality check is open');
    await userEvent.setup({ document: browserWindow.document }).click(within(dialog).getByRole('button', { name: this.t(key) }));
    await this.ui.settle();
  }

  async pressEscape(): Promise<void> {
    const dialog = this.dialog();
    assert.ok(dialog !== null, 'no reality check is open');
    dialog.dispatchEvent(new browserWindow.Event('cancel', { cancelable: true }));
    await this.ui.settle();
  }

  async expectSessionClock(elapsedSeconds: number, net: { readonly minor: number; readonly currency: string }): Promise<void> {
    await waitFor(() => {
      const bar = this.page.getByRole('region', { name: this.t('playerSession.barLabel') });
      assert.equal(within(bar).getByTestId('session-clock').textContent, clockText(elapsedSeconds * 1000));
      const amount = formatMoney({ minor: Math.abs(net.minor), currency: net.currency } as Money, this.messages.currentLanguage());
      assert.ok(within(bar).getByTestId('session-net-position').textContent?.includes(amount));
    });
  }

  async chooseInterval(typed: string): Promise<void> {
    const field = await this.page.findByLabelText(this.t('playerSession.intervalLabel'));
    const user = userEvent.setup({ document: browserWindow.document });
    await user.clear(field);
    if (typed !== '') await user.type(field, typed);
    await user.click(this.page.getByRole('button', { name: this.t('playerSession.intervalSave') }));
    await this.ui.settle();
  }

  async expectIntervalError(text: string): Promise<void> {
    const field = await this.page.findByLabelText(this.t('playerSession.intervalLabel'));
    await waitFor(() => assert.equal(field.getAttribute('aria-invalid'), 'true'));
    const error = browserWindow.document.getElementById(field.getAttribute('aria-describedby') ?? '');
    assert.equal(error?.textContent, text);
  }

  async expectIntervalText(minutes: number): Promise<void> {
    await this.page.findByText(this.t('playerSession.intervalSaved', { count: minutes }));
  }

  /** The reality-check intervals that reached the platform, oldest first. */
  intervalsSent(): unknown[] {
    if (this.env.platform.kind === 'sandbox') {
      return this.env.wireRecorder.requests
        .filter((request) => request.method === 'PUT' && /\/services\/responsible-gambling\/v1\/profiles\/[^/]+\/reality-check$/.test(request.path))
        .map((request) => request.body);
    }
    return this.env.memoryPlatform.callsOf('realityCheck').map((call) => call.body);
  }

  /** The start of the previous-login notice, whatever its date (the platform's clock set it). */
  previousLoginLead(): string {
    return this.t('playerSession.previousLogin', { date: '' }).replace(/\s*\.?$/, '');
  }
}
