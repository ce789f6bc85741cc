import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessagesDriver } from '../support/messages-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

interface OutboxEmail {
  readonly channel: string;
  readonly subject?: string;
  readonly link?: string;
}

const RESET_REQUEST_PATH = '/services/login-service/v1/password-reset-request';

/**
 * Getting back in as the player meets it: the forgotten-password page, the e-mailed link, the new
 * password page; over the sandbox, its outbox and its sessions; over the in-memory platform, what it was asked.
 */
export class PasswordRecoveryDriver {
  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  t(key: string, params?: Record<string, unknown>): string {
    return this.messages.t(key, undefined, params);
  }

  private page() {
    return within(browserWindow.document.body);
  }

  private readonly user = () => userEvent.setup({ document: browserWindow.document });

  async askForLink(email: string): Promise<void> {
    const field = await this.page().findByLabelText(this.t('forgotPassword.email'));
    const user = this.user();
    await user.clear(field);
    if (email !== '') await user.type(field, email);
    await user.click(this.page().getByRole('button', { name: this.t('forgotPassword.submit') }));
    await this.ui.settle();
  }

  async chooseNewPassword(password: string): Promise<void> {
    const field = await this.page().findByLabelText(this.t('passwordReset.label', { min: 10 }));
    const user = this.user();
    await user.clear(field);
    await user.type(field, password);
    await user.click(this.page().getByRole('button', { name: this.t('passwordReset.submit') }));
    await this.ui.settle();
  }

  /** The messages (status and alert regions) the page shows now, waiting for one that holds `text`. */
  async expectMessage(text: string): Promise<void> {
    await this.ui.settle();
    await waitFor(() => assert.ok(this.ui.shownMessages().some((message) => message.includes(text)), `"${text}" is not shown; shown: ${JSON.stringify(this.ui.shownMessages())}`));
  }

  /** A link in the page's alert, by its name. */
  async expectLinkInAlert(name: string, href: string): Promise<void> {
    const alert = await this.page().findByRole('alert');
    assert.equal(within(alert).getByRole('link', { name }).getAttribute('href'), href);
  }

  hasLink(name: string, href: string): boolean {
    return this.page().queryAllByRole('link', { name }).some((link) => link.getAttribute('href') === href);
  }

  // ── The in-memory platform ──────────────────────────────────────────────────────────────────

  resetRequestsReceived(): readonly unknown[] {
    return this.env.memoryPlatform.callsOf('passwordResetRequest').map((call) => call.body);
  }

  resetsReceived(): readonly unknown[] {
    return this.env.memoryPlatform.callsOf('passwordReset').map((call) => call.body);
  }

  issueToken(username: string, token: string): void {
    this.env.memoryPlatform.actionTokens.set(token, username);
  }

  // ── The sandbox ─────────────────────────────────────────────────────────────────────────────

  private async resetEmailsTo(username: string): Promise<readonly OutboxEmail[]> {
    const result = await (await sharedSandbox()).request('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`);
    assert.equal(result.status, 200, result.text);
    return (result.body as OutboxEmail[]).filter((message) => message.channel === 'EMAIL' && message.link?.includes('/account/password-reset?') === true);
  }

  async resetEmailCount(username: string): Promise<number> {
    return (await this.resetEmailsTo(username)).length;
  }

  /** The path and query of the newest reset link e-mailed to `username` (it points to the site). */
  async latestLinkTo(username: string): Promise<string> {
    const [latest] = await this.resetEmailsTo(username);
    assert.ok(latest?.link !== undefined, `no reset e-mail to ${username}`);
    const link = new URL(latest.link);
    assert.equal(link.pathname, '/account/password-reset');
    return `${link.pathname}${link.search}`;
  }

  /** Asks the sandbox for a link as another browser would (not through this site). */
  async requestLinkDirectly(username: string): Promise<void> {
    const result = await (await sharedSandbox()).request('POST', RESET_REQUEST_PATH, { body: { email: username } });
    assert.equal(result.status, 202, result.text);
  }

  async loginStatus(username: string, password: string): Promise<number> {
    return (await (await sharedSandbox()).login(username, password)).status;
  }

  async isSessionLive(session: string): Promise<boolean> {
    const result = await (await sharedSandbox()).request('GET', `/services/profile/v1/profiles/${session}`);
    return result.status === 200;
  }
}
