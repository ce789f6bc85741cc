import assert from 'node:assert/strict';
import { generateSync } from 'otplib';
import { waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { TwoFactorService } from '../../src/application/twofactor/two-factor-service';
import { TwoFactorTokens } from '../../src/application/twofactor/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { EnrolmentUriStore, MfaOperation, TwoFactorStatus } from '../../src/domain/twofactor';
import type { InMemoryTwoFactor, TwoFactorCall } from '../../src/infrastructure/twofactor/in-memory-two-factor';
import { browserWindow } from '../support/dom-environment';
import type { MessagesDriver } from '../support/messages-driver';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import type { RecordedRequest } from '../support/platform/wire-recorder';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** The MFA-12 operations a site asks codes for when the operator sends SMS codes. */
export const ALL_OPERATIONS = ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'];

/**
 * Two-factor as a scenario arranges and watches it: the player's status and phone on the in-memory
 * platform, scripted answers, the codes sent, and the two-factor pages as the player uses them.
 */
export class TwoFactorDriver {
  private lastCodeTyped: string | null = null;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  private get memory(): InMemoryTwoFactor {
    const platform = this.env.platform;
    assert.ok(platform instanceof MemoryPlatformDriver, 'two-factor arranged on the in-memory platform');
    return platform.platform.twoFactor;
  }

  private memoryPlayer(username: string) {
    const platform = this.env.platform;
    assert.ok(platform instanceof MemoryPlatformDriver);
    return platform.platform.player(username);
  }

  setPhoneValidated(username: string, validated: boolean): void {
    const player = this.memoryPlayer(username);
    player.user = { ...player.user, phoneStatus: validated ? 'VALIDATED' : 'NOT_VALIDATED', hasPinCode: true };
    player.pinCode = '1234';
  }

  setStatus(username: string, status: TwoFactorStatus): void {
    this.memory.setStatus(username, status);
  }

  answerNext(call: TwoFactorCall['call'], status: number, body: string): void {
    this.memory.answerNext(call, { status, body: JSON.parse(body) as unknown });
  }

  /** The code the platform sent: in memory, the one of `operation`; from the sandbox's outbox, the newest. */
  async codeSent(username: string, operation: MfaOperation): Promise<string> {
    const platform = this.env.platform;
    if (platform instanceof MemoryPlatformDriver) return this.sentCode(username, operation);
    return platform.lastSmsCodeOf(username);
  }

  /** What an authenticator app shows now for the key on the setup page (RFC 6238, as the app computes it). */
  appCodeForShownKey(stepsAhead = 0): string {
    const grouped = browserWindow.document.querySelector('[data-testid="manual-key"]')?.textContent ?? '';
    const secret = grouped.replace(/\s+/g, '');
    assert.ok(secret !== '', 'no key on the page');
    return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
  }

  /** The requests to two-factor's paths as they reached the sandbox. */
  twoFactorRequests(suffix: string): readonly RecordedRequest[] {
    return this.env.wireRecorder.requests.filter((request) => request.path.startsWith('/services/player-verification/') && request.path.endsWith(suffix));
  }

  sentCode(username: string, operation: MfaOperation): string {
    const code = this.memory.sentCode(username, operation);
    assert.ok(code !== null, `no code was sent to ${username} for ${operation}`);
    return code;
  }

  sentCodes(): number {
    return this.memory.callsOf('sendCode').length;
  }

  statusCalls(): readonly TwoFactorCall[] {
    return this.memory.callsOf('status');
  }

  lastEnrolment(): TwoFactorCall | undefined {
    return this.memory.callsOf('enrol').at(-1);
  }

  currentTotp(): string {
    return this.memory.currentTotp;
  }

  get typedCode(): string | null {
    return this.lastCodeTyped;
  }

  /** Types `code` into the field labelled `labelKey` and presses the button `buttonKey`. */
  async typeAndPress(code: string, labelKey: string, buttonKey: string): Promise<void> {
    const page = within(browserWindow.document.body);
    const user = userEvent.setup({ document: browserWindow.document });
    const field = await page.findByLabelText(this.messages.t(labelKey));
    await user.clear(field);
    await user.type(field, code);
    this.lastCodeTyped = code;
    await user.click(page.getByRole('button', { name: this.messages.t(buttonKey) }));
    await this.ui.settle();
  }

  async pressButton(key: string): Promise<void> {
    const page = within(browserWindow.document.body);
    const user = userEvent.setup({ document: browserWindow.document });
    await user.click(await page.findByRole('button', { name: this.messages.t(key) }));
    await this.ui.settle();
  }

  async expectFormMessage(key: string): Promise<void> {
    const expected = this.messages.t(key, undefined, { minutes: 15 });
    await waitFor(() => {
      const alerts = within(browserWindow.document.body)
        .queryAllByRole('alert')
        .map((element) => element.textContent?.trim());
      assert.ok(alerts.includes(expected), `expected the alert "${expected}", got ${JSON.stringify(alerts)}`);
    });
  }

  hasField(key: string): boolean {
    return within(browserWindow.document.body).queryByLabelText(this.messages.t(key)) !== null;
  }

  linksTo(path: string): boolean {
    return [...browserWindow.document.querySelectorAll('a')].some((link) => link.getAttribute('href') === path);
  }

  async expectStatus(key: string): Promise<void> {
    await waitFor(() => {
      const status = browserWindow.document.querySelector('.two-factor__status strong');
      assert.equal(status?.textContent, this.messages.t(key));
    });
  }

  spinnerShown(): boolean {
    return within(browserWindow.document.body).queryByText(this.messages.t('twoFactor.loading')) !== null;
  }

  async expectKey(grouped: string): Promise<void> {
    const page = within(browserWindow.document.body);
    await waitFor(() => assert.equal(browserWindow.document.querySelector('[data-testid="manual-key"]')?.textContent, grouped));
    const qr = page.getByRole('img', { name: this.messages.t('twoFactor.setup.qrAlt') });
    assert.ok((qr.querySelector('path')?.getAttribute('d') ?? '').length > 100, 'the QR code draws nothing');
  }

  reminderShown(): boolean {
    return within(browserWindow.document.body).queryByText(this.messages.t('twoFactor.reminder.text')) !== null;
  }

  async enrolmentUri(): Promise<string | null> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('twofactor');
    return this.env.site.get<EnrolmentUriStore>(TwoFactorTokens.EnrolmentUriStore).read();
  }

  async service(): Promise<TwoFactorService> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('twofactor');
    return this.env.site.get<TwoFactorService>(TwoFactorTokens.TwoFactorService);
  }
}
