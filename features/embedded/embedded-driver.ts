import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmbeddedTokens } from '../../src/application/embedded/tokens';
import type { LegacyHostMessage, LegacyMessage } from '../../src/domain/embedded';
import type { MemoryLegacyFrameChannels } from '../../src/infrastructure/embedded/memory-legacy-frame-channels';
import type { RecordingDocumentNavigator } from '../../src/infrastructure/embedded/recording-document-navigator';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** The legacy application's origin in these scenarios. */
export const LEGACY_ORIGIN = 'http://127.0.0.1:4175';

/** What a click on a link did: the running site routed it, or the browser was left to load the page. */
export type LinkOutcome = { readonly kind: 'in-app'; readonly path: string } | { readonly kind: 'full-page'; readonly href: string };

/**
 * The cashier's and the sportsbook's frame as the player meets it: the page around it, what the
 * legacy page in it says (past the frame layer's checks), what the site tells it, and the links
 * into it.
 */
export class EmbeddedDriver {
  private lastLink: LinkOutcome | null = null;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {}

  serveFromOwnOrigin(): void {
    this.env.configure({ embeddedAppOrigins: [LEGACY_ORIGIN] });
  }

  listInApp(players: readonly string[], visitors: readonly string[]): void {
    this.env.configure({ olympusLoggedPages: players, olympusUnLoggedPages: visitors });
  }

  async open(path: string): Promise<void> {
    await this.ui.open(path);
  }

  frame(): HTMLIFrameElement {
    const frame = browserWindow.document.querySelector('iframe');
    assert.ok(frame, 'no frame is shown');
    return frame;
  }

  /** The legacy page the frame was loaded with, and its language. */
  framed(): { readonly origin: string; readonly path: string; readonly language: string | null; readonly sandbox: string | null } {
    const url = new URL(this.frame().src);
    return { origin: url.origin, path: url.pathname, language: url.searchParams.get('lang'), sandbox: this.frame().getAttribute('sandbox') };
  }

  /** Whether the page says it is loading: busy for assistive technology, and the words in its status line. */
  loading(): boolean {
    const busy = this.frame().closest('[aria-busy]')?.getAttribute('aria-busy') === 'true';
    const said = this.page()
      .queryAllByRole('status')
      .some((status) => status.textContent?.trim() === this.messages.t('embedded.loading'));
    assert.equal(busy, said, 'the busy state and the loading line disagree');
    return said;
  }

  /** The legacy page posts a message to the site (already past the channel's checks). */
  async legacySays(message: LegacyMessage): Promise<void> {
    const channel = this.channels().latest();
    assert.ok(channel, 'no legacy frame is listened to');
    await act(async () => {
      channel.deliver(message);
      await this.env.settle();
    });
    await this.ui.settle();
  }

  /** Everything the site told the frames it opened, in order. */
  sentToFrame(): readonly LegacyHostMessage[] {
    return this.channels().opened.flatMap((channel) => channel.sent);
  }

  framesOpened(): number {
    return this.channels().opened.length;
  }

  /** A link of the site's own (not the frame's) takes the player to `path`. */
  async followSiteLink(path: string): Promise<void> {
    await act(async () => {
      browserWindow.history.pushState(null, '', path);
      browserWindow.dispatchEvent(new browserWindow.PopStateEvent('popstate', { state: null }));
      await this.env.settle();
    });
    await this.ui.settle();
  }

  backArrow(): HTMLElement | null {
    return this.page().queryByRole('button', { name: new RegExp(this.messages.t('embedded.back')) });
  }

  async pressBackArrow(): Promise<void> {
    const arrow = this.backArrow();
    assert.ok(arrow, 'no back arrow is shown');
    await userEvent.setup({ document: browserWindow.document }).click(arrow);
    await this.ui.settle();
  }

  /** Pages the site asked the browser to load anew (leaving the running site). */
  documentLoads(): readonly string[] {
    return this.env.site.get<RecordingDocumentNavigator>(EmbeddedTokens.DocumentNavigator).loaded;
  }

  /**
   * Clicks a menu link as the player would. A link the site routes itself has its default action
   * prevented and moves the address; one the browser must load is left alone (and is stopped here,
   * after the site has had its say, since the test document cannot load pages).
   */
  async followMenuLink(title: string): Promise<void> {
    const link = (await this.page().findAllByRole('link', { name: title }))[0];
    assert.ok(link, `no link called ${title}`);
    const from = this.ui.location();
    let leftToBrowser = false;
    const observe = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    browserWindow.addEventListener('click', observe);
    try {
      await userEvent.setup({ document: browserWindow.document }).click(link);
      await this.ui.settle();
    } finally {
      browserWindow.removeEventListener('click', observe);
    }
    const href = link.getAttribute('href') ?? '';
    this.lastLink = leftToBrowser ? { kind: 'full-page', href } : { kind: 'in-app', path: this.ui.location() };
    if (leftToBrowser) assert.equal(this.ui.location(), from, 'the site routed a link it left to the browser');
  }

  lastLinkOutcome(): LinkOutcome {
    assert.ok(this.lastLink, 'no link was followed');
    return this.lastLink;
  }

  private channels(): MemoryLegacyFrameChannels {
    return this.env.site.get<MemoryLegacyFrameChannels>(EmbeddedTokens.LegacyFrameChannels);
  }

  private page() {
    return within(browserWindow.document.body);
  }
}

export const waitForLocation = async (ui: UiDriver, expected: string): Promise<void> => {
  await ui.settle();
  await waitFor(() => assert.equal(ui.location(), expected));
};
