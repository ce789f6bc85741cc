import assert from 'node:assert/strict';
import { generateSync } from 'otplib';
import { waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { TwoFactorService } from '../../src/application/twofactor/two-factor-service';
import { TwoFactorTokens } from '../../src/application/twofactor/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { EnrolmentUriStore, MfaOperation, TwoFactorStatus } from '../../src/domain/twofactor';
import type { InMemoryTwoFactor, ScriptedTwoFactorAnswer, TwoFactorCall } from '../../src/infrastructure/twofactor/in-memory-two-factor';
import { browserWindow } from '../support/dom-environment';
import type { MessagesDriver } from '../support/messages-driver';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import type { RecordedRequest } from '../support/platform/wire-recorder';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** The MFA-12 operations a site asks codes for when the operator sends SMS codes. */
export const ALL_OPERATIONS = ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'];

/**
 * What the platform answers for a refusal a scenario names (MFA-09, MFA-10): a wrong code with the
 * attempts left of the most allowed, a block for some minutes (the platform counts seconds), an MFA
 * error code the spec names, or a server error with a code the site does not know.
 */
export const platformRefusal = (words: string): ScriptedTwoFactorAnswer => {
  const wrong = /^as a wrong code, (\d+) attempts? left of (\d+)$/.exec(words);
  if (wrong !== null) return { status: 422, body: { errorCode: 'MFA_INVALID_CONFIRMATION_CODE', remainingAttempts: Number(wrong[1]), maxAttempts: Number(wrong[2]) } };
  const blocked = /^as blocked for (\d+) minutes?$/.exec(words);
  if (blocked !== null) return { status: 423, body: { errorCode: 'MFA_ACCOUNT_BLOCKED', remainingBlockingTime: Number(blocked[1]) * 60 } };
  const named = /^with (MFA_[A-Z_]+)$/.exec(words);
  if (named !== null) return { status: 422, body: { errorCode: named[1] } };
  if (words === 'with an error code the site does not know') return { status: 500, body: { errorCode: 'SOMETHING_ELSE' } };
  throw new Error(`no refusal of a code reads "${words}"`);
};

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

  answerNext(call: TwoFactorCall['call'], answer: ScriptedTwoFactorAnswer): void {
    this.memory.answerNext(call, answer);
  }

  /** MFA-07: the enrolment answered with an error body whose code is the otpauth URI of `key`. */
  answerNextEnrolmentWithUriAsErrorCode(key: string): void {
    this.memory.answerNext('enrol', { status: 400, body: { errorCode: `otpauth://totp/Casino:tess?secret=${key}&issuer=Casino` } });
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

  /** Types `code` into the field labelled `label` and presses the button named `button`, as the player reads them. */
  async typeAndPress(code: string, label: string, button: string): Promise<void> {
    const page = within(browserWindow.document.body);
    const user = userEvent.setup({ document: browserWindow.document });
    const field = await page.findByLabelText(label);
    await user.clear(field);
    await user.type(field, code);
    this.lastCodeTyped = code;
    await user.click(page.getByRole('button', { name: button }));
    await this.ui.settle();
  }

  async pressButton(name: string): Promise<void> {
    const page = within(browserWindow.document.body);
    const user = userEvent.setup({ document: browserWindow.document });
    await user.click(await page.findByRole('button', { name }));
    await this.ui.settle();
  }

  async expectFormMessage(expected: string): Promise<void> {
    await waitFor(() => {
      const alerts = within(browserWindow.document.body)
        .queryAllByRole('alert')
        .map((element) => element.textContent?.trim());
      assert.ok(alerts.includes(expected), `expected the alert "${expected}", got ${JSON.stringify(alerts)}`);
    });
  }

  hasField(label: string): boolean {
    return within(browserWindow.document.body).queryByLabelText(label) !== null;
  }

  linksTo(path: string): boolean {
    return [...browserWindow.document.querySelectorAll('a')].some((link) => link.getAttribute('href') === path);
  }

  async expectStatus(expected: string): Promise<void> {
    await waitFor(() => {
      const status = browserWindow.document.querySelector('.two-factor__status strong');
      assert.equal(status?.textContent, expected);
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
