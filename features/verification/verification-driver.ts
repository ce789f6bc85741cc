import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { PinCodeService } from '../../src/application/verification/pin-code-service';
import { VerificationTokens } from '../../src/application/verification/tokens';
import type { CodeRejection, MfaOperation, PinCode, SendCodeOutcome } from '../../src/domain/verification';
import type { InMemoryVerification } from '../../src/infrastructure/verification/in-memory-verification';
import type { RecordingLogger } from '../../src/infrastructure/shared/recording-logger';
import type { MessagesDriver } from '../support/messages-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { RecordedRequest } from '../support/platform/wire-recorder';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/**
 * Phone, PIN and blocked operations as the player meets them: the phone page, the PIN page and the
 * withdraw page's banner; and, over the in-memory platform, what that platform holds and was asked.
 */
export class VerificationDriver {
  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  // ── The in-memory platform ──────────────────────────────────────────────────────────────────

  private get verification(): InMemoryVerification {
    return this.env.memoryPlatform.verification;
  }

  private get overHttp(): boolean {
    return this.env.platform.kind === 'sandbox';
  }

  private async patchOnSandbox(username: string, patch: Record<string, unknown>): Promise<void> {
    const result = await (await sharedSandbox()).control('PATCH', `/sandbox/control/players/${encodeURIComponent(username)}`, patch);
    assert.equal(result.status, 200, `patching ${username}: ${result.text}`);
  }

  private async outboxOf(username: string): Promise<readonly { readonly channel: string; readonly code?: string; readonly link?: string }[]> {
    const result = await (await sharedSandbox()).request('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`);
    return result.body as { channel: string; code?: string; link?: string }[];
  }

  async givePhone(username: string, prefix: string, phone: string, status: 'VALIDATED' | 'NOT_VALIDATED'): Promise<void> {
    if (this.overHttp) return this.patchOnSandbox(username, { phonePrefix: prefix, phones: [phone], phoneStatus: status });
    const player = this.env.memoryPlatform.player(username);
    player.user = { ...player.user, phonePrefix: prefix, phones: [phone], phoneStatus: status };
  }

  async removePhone(username: string): Promise<void> {
    if (this.overHttp) return this.patchOnSandbox(username, { phonePrefix: null, phones: [], phoneStatus: 'NOT_VALIDATED' });
    const player = this.env.memoryPlatform.player(username);
    player.user = { ...player.user, phonePrefix: null, phones: [], phoneStatus: 'NOT_VALIDATED' };
  }

  /** The number the platform keeps for the player, `+35699123456`, and whether it is verified. */
  async storedPhone(username: string): Promise<{ readonly phone: string | null; readonly status: string }> {
    if (this.overHttp) {
      const state = await (await sharedSandbox()).control('GET', `/sandbox/control/players/${encodeURIComponent(username)}`);
      const body = state.body as { phonePrefix: string | null; phones: string[]; phoneStatus: string };
      return { phone: body.phones[0] === undefined ? null : `${body.phonePrefix ?? ''}${body.phones[0]}`, status: body.phoneStatus };
    }
    const { user } = this.env.memoryPlatform.player(username);
    return { phone: user.phones[0] === undefined ? null : `${user.phonePrefix ?? ''}${user.phones[0]}`, status: user.phoneStatus };
  }

  /** Fills the phone page's number form (country code and number) and asks for a code. */
  async sendCodeTo(prefix: string, number: string): Promise<void> {
    const user = this.user();
    await user.selectOptions(await this.page().findByLabelText(this.t('phone.countryCodeLabel')), prefix);
    const field = this.page().getByLabelText(this.t('phone.numberLabel'));
    await user.clear(field);
    await user.type(field, number);
    await this.pressButton('phone.send');
  }

  /** The label of the field the keyboard is in, or null. */
  async focusedLabel(): Promise<string | null> {
    await this.ui.settle();
    const active = browserWindow.document.activeElement;
    if (active === null || active.id === '') return null;
    const label = [...browserWindow.document.querySelectorAll('label')].find((candidate) => candidate.htmlFor === active.id);
    return label?.textContent ?? null;
  }

  verifyPhoneBehindTheSite(username: string): void {
    const player = this.env.memoryPlatform.player(username);
    player.user = { ...player.user, phoneStatus: 'VALIDATED' };
  }

  scriptNextSend(outcome: SendCodeOutcome): void {
    this.verification.scriptedSends.push(outcome);
  }

  /** The platform's answers to the next wrong codes, in order (it counts them; the fake does not). */
  scriptWrongCodes(answers: readonly CodeRejection[]): void {
    this.verification.scriptedRejections.push(...answers);
  }

  async block(username: string, operation: MfaOperation, seconds: number): Promise<void> {
    if (this.overHttp) return this.patchOnSandbox(username, { operationBlocks: { [operation]: seconds > 0 ? new Date(Date.now() + seconds * 1000).toISOString() : null } });
    this.verification.block(username, operation, seconds);
  }

  lastCodeSent(username: string): Promise<string> {
    return this.lastSentBefore(username);
  }

  /** The code of the latest SMS, also once used (the platform forgets a used code). */
  async lastSentBefore(username: string): Promise<string> {
    if (this.overHttp) {
      // The outbox lists the newest first.
      const sms = (await this.outboxOf(username)).find((row) => row.channel === 'SMS');
      assert.ok(sms?.code !== undefined, 'no SMS in the outbox');
      return sms.code;
    }
    const sent = this.verification.sentCodes.filter((code) => code.username === username).at(-1);
    assert.ok(sent !== undefined, 'no code was sent');
    return sent.code;
  }

  validationsReceived(): readonly unknown[] {
    return this.env.memoryPlatform.callsOf('validatePhone').map((call) => call.body);
  }

  pinCodeOf(username: string): string | null {
    return this.env.memoryPlatform.player(username).pinCode;
  }

  pinChangesReceived(): readonly unknown[] {
    return this.env.memoryPlatform.callsOf('pinCode').map((call) => call.body);
  }

  pinResetRequests(): readonly string[] {
    return this.verification.pinResetRequests;
  }

  /** The link of the latest e-mail to `username`. */
  async lastEmailLink(username: string): Promise<string | null> {
    return (await this.outboxOf(username)).find((row) => row.channel === 'EMAIL')?.link ?? null;
  }

  /** The requests the site sent the sandbox to a path matching `pattern`. */
  requestsTo(pattern: RegExp): readonly RecordedRequest[] {
    return this.env.wireRecorder.requests.filter((request) => pattern.test(request.path));
  }

  /** What the player read after the last PIN saved through the service. */
  lastPinUpdate: string | null = null;

  /** PIN-03: the service asked to save a PIN while nobody is logged in, as the player would read its answer. */
  async saveSessionlessPin(): Promise<string> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('verification');
    const result = await this.env.site.get<PinCodeService>(VerificationTokens.PinCodeService).update('4321' as PinCode);
    if (result._tag === 'Right') return result.right;
    return this.t(result.left.code === 'NO_SESSION' ? 'pin.noSession' : 'pin.failed');
  }

  warnings(): readonly string[] {
    return this.env.site.get<RecordingLogger>(SharedTokens.Logger).warnings;
  }

  // ── The pages ───────────────────────────────────────────────────────────────────────────────

  private page() {
    return within(browserWindow.document.body);
  }

  private readonly user = () => userEvent.setup({ document: browserWindow.document });

  t(key: string, params?: Record<string, unknown>): string {
    return this.messages.t(key, undefined, params);
  }

  async phoneStatusText(): Promise<string> {
    await this.ui.settle();
    const status = browserWindow.document.querySelector('[data-phone-status]');
    assert.ok(status !== null, 'the page shows no phone status');
    return status.textContent ?? '';
  }

  async pressButton(key: string): Promise<void> {
    await this.user().click(await this.page().findByRole('button', { name: this.t(key) }));
    await this.ui.settle();
  }

  hasButton(key: string): boolean {
    return this.page().queryByRole('button', { name: this.t(key) }) !== null;
  }

  async enterCode(text: string): Promise<void> {
    const field = await this.page().findByLabelText(this.t('code.label'));
    const user = this.user();
    await user.clear(field);
    field.focus();
    await user.paste(text);
    await this.ui.settle();
  }

  isEnabled(key: string): boolean {
    const button = this.page().getByRole('button', { name: this.t(key) }) as HTMLButtonElement;
    return !button.disabled;
  }

  async typeInto(labelKey: string, text: string): Promise<void> {
    const field = await this.page().findByLabelText(this.t(labelKey));
    const user = this.user();
    await user.clear(field);
    if (text !== '') await user.type(field, text);
  }

  fieldValue(labelKey: string): string {
    return (this.page().getByLabelText(this.t(labelKey)) as HTMLInputElement).value;
  }

  hasField(labelKey: string): boolean {
    return this.page().queryByLabelText(this.t(labelKey)) !== null;
  }

  async expectShown(text: string): Promise<void> {
    await this.ui.settle();
    await waitFor(() => assert.ok(this.ui.shownMessages().some((message) => message.includes(text)) || this.texts().includes(text), `"${text}" is not shown; shown: ${JSON.stringify(this.ui.shownMessages())}`));
  }

  shownMessages(): string[] {
    return this.ui.shownMessages();
  }

  private texts(): string {
    return browserWindow.document.body.textContent ?? '';
  }

  banner(): HTMLElement | null {
    return browserWindow.document.querySelector('[data-blocked-operation="withdraw"]');
  }
}
