// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InboxService, InboxState } from '../../src/application/inbox/inbox-service';
import { InboxTokens } from '../../src/application/inbox/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { MessageCategory, MessageId } from '../../src/domain/inbox';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

export interface GivenMessage {
  readonly title: string;
  readonly category: MessageCategory;
  readonly read: boolean;
}

interface SandboxMessage {
  readonly id: string;
  readonly title: string;
  readonly category: string;
  readonly readAt: string | null;
}

/**
 * The inbox as the player uses it: through the site's inbox service (what the page shows), or the
 * rendered page; and the platform's side: messages in memory, or the real sandbox's.
 */
export class InboxDriver {
  private latest: InboxState | null = null;
  private opened: { readonly title: string } | null = null;
  private platformInbox: readonly SandboxMessage[] = [];

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
  ) {}

  // ── The platform ──────────────────────────────────────────────────────────────────────────────

  /** Messages delivered oldest first (the in-memory platform), with the summary behind the badge to match. */
  deliver(username: string, messages: readonly GivenMessage[]): void {
    const platform = this.env.memoryPlatform;
    messages.forEach((message, index) =>
      platform.inbox.deliver(username, { title: message.title, category: message.category, read: message.read, sentAt: new Date(Date.UTC(2026, 0, 1, 0, index)) }),
    );
    const unread = messages.filter((message) => !message.read).length;
    platform.player(username).notifications = { numberOfMessages: unread, acknowledged: messages.length - unread, deleted: 0 };
  }

  deliverMany(username: string, count: number, unread: number): void {
    this.deliver(
      username,
      Array.from({ length: count }, (_, index) => ({ title: `Message ${index + 1}`, category: 'account' as const, read: index < count - unread })),
    );
  }

  failNextPage(): void {
    this.env.memoryPlatform.fail('inboxPage', { code: 'HTTP', status: 503 });
  }

  pagesAsked(): readonly { cursor: string | null; limit: number }[] {
    return this.env.memoryPlatform.callsOf('inboxPage').map((call) => call.body as { cursor: string | null; limit: number });
  }

  readsSent(): readonly MessageId[] {
    return this.env.memoryPlatform.callsOf('inboxRead').map((call) => (call.body as { id: MessageId }).id);
  }

  deletesSent(): number {
    return this.env.memoryPlatform.callsOf('inboxDelete').length;
  }

  /** The player's inbox as the sandbox holds it now (a page of 100 is all a copied player has). */
  async readPlatformInbox(): Promise<readonly SandboxMessage[]> {
    const sandbox = await sharedSandbox();
    const answer = await sandbox.request('GET', `/services/player-messages/v1/players/${this.session()}/messages?limit=100`);
    assert.equal(answer.status, 200, answer.text);
    this.platformInbox = (answer.body as { messages: SandboxMessage[] }).messages;
    return this.platformInbox;
  }

  /** The messages the sandbox held before, as the player should see them during a break. */
  earlierWithoutOffers(): readonly SandboxMessage[] {
    return this.platformInbox.filter((message) => message.category !== 'promotion');
  }

  async takeTimeOut(days: number, password: string): Promise<void> {
    const sandbox = await sharedSandbox();
    const answer = await sandbox.request('POST', `/services/responsible-gambling/v1/profiles/${this.session()}/exclusion`, { body: { kind: 'TIME_OUT', days, password } });
    assert.equal(answer.status, 201, answer.text);
  }

  async operatorSends(username: string, title: string): Promise<void> {
    const sandbox = await sharedSandbox();
    const answer = await sandbox.control('POST', `/sandbox/control/players/${encodeURIComponent(username)}/messages`, { category: 'account', title, body: `${title}.` });
    assert.equal(answer.status, 201, answer.text);
  }

  // ── The site's inbox service ──────────────────────────────────────────────────────────────────

  async open(): Promise<void> {
    const service = await this.service();
    this.env.keep(service.state$.subscribe((state) => (this.latest = state)));
    await service.reload();
    await this.env.settle();
  }

  /** What the list does as the player scrolls down: the next page each time it nears the end, until none is left. */
  async scrollToEnd(): Promise<void> {
    const service = await this.service();
    for (let guard = 0; service.current().hasMore && guard < 1000; guard += 1) await service.loadMore();
    await this.env.settle();
  }

  async openMessage(title: string): Promise<void> {
    const message = this.state().messages.find((each) => each.title === title);
    assert.ok(message, `no message "${title}" in the inbox`);
    const opened = await (await this.service()).open(message.id);
    assert.equal(opened._tag, 'Right', JSON.stringify(opened));
    this.opened = { title: opened._tag === 'Right' ? opened.right.title : '' };
    await this.env.settle();
  }

  openedTitle(): string | null {
    return this.opened?.title ?? null;
  }

  state(): InboxState {
    assert.ok(this.latest, 'the inbox was not opened');
    return this.latest;
  }

  /** The inbox's messages as `title` or `title (new)`. */
  listed(): string[] {
    return this.state().messages.map((message) => `${message.title}${message.readAt === null ? ' (new)' : ''}`);
  }

  // ── The rendered page ─────────────────────────────────────────────────────────────────────────

  async followHeaderLink(name: string): Promise<void> {
    await this.ui.settle();
    const link = await within(this.screen().getByRole('banner')).findByRole('link', { name });
    await userEvent.setup({ document: browserWindow.document }).click(link);
    await this.ui.settle();
  }

  async followAccountMenuLink(name: string): Promise<void> {
    await this.ui.settle();
    const user = userEvent.setup({ document: browserWindow.document });
    await user.click(await this.screen().findByRole('button', { name: /^Account menu/ }));
    await user.click(await within(this.screen().getByRole('region', { name: 'Account menu' })).findByRole('link', { name }));
    await this.ui.settle();
  }

  async press(name: string): Promise<void> {
    await userEvent.setup({ document: browserWindow.document }).click(await this.screen().findByRole('button', { name }));
    await this.ui.settle();
  }

  /** The rows of the list on screen, as `title` or `title (new)`. */
  async rowsShown(): Promise<string[]> {
    await this.ui.settle();
    return [...browserWindow.document.querySelectorAll('.inbox-row')].map((row) => {
      const title = row.querySelector('.inbox-row__title')?.cloneNode(true) as HTMLElement;
      title.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return `${title.textContent?.trim() ?? ''}${row.querySelector('.inbox-row__new') === null ? '' : ' (new)'}`;
    });
  }

  async says(text: string): Promise<void> {
    await this.ui.settle();
    await this.screen().findAllByText(text);
  }

  confirmation(): string | null {
    return this.screen().queryByRole('group', { name: 'Delete this message?' })?.querySelector('.inbox-confirm__question')?.textContent ?? null;
  }

  private screen() {
    return within(browserWindow.document.body);
  }

  private async service(): Promise<InboxService> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('inbox');
    return this.env.site.get<InboxService>(InboxTokens.InboxService);
  }

  private session(): string {
    const session = this.env.platform.lastSessionOpened();
    assert.ok(session, 'nobody logged in');
    return session;
  }
}
