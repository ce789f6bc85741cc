// The document must exist before Testing Library is loaded: keep this import first.
import { browserCookies, browserWindow, useScreen } from './dom-environment';
import assert from 'node:assert/strict';
import { act, cleanup, render, waitFor, within, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { DEFERRED_CONTEXTS, type DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { AccountMenuView } from '../../src/application/wallet/account-menu-service';
import { App } from '../../src/presentation/app/App';
import { loadAllPages } from '../../src/presentation/app/AppRoutes';
import { WalletSummary } from '../../src/presentation/wallet/WalletSummary';
import { createI18n } from '../../src/presentation/app/i18n';
import type { MessagesDriver } from './messages-driver';
import type { SiteEnvironment } from './site-environment';

/** The rendered site in a browser document, driven the way a player would: labels, buttons, pages. */
export class UiDriver {
  private rendered: RenderResult | null = null;
  private user: UserEvent | null = null;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly messages: MessagesDriver,
  ) {}

  useScreen(kind: 'desktop' | 'mobile'): void {
    useScreen(kind);
  }

  /** Opens the whole site at `path`, as typed in the address bar. */
  async open(path: string): Promise<void> {
    // A new page load: the page shown before goes (the platform and the site's state stay).
    this.close();
    // As in the site once idle: every page's chunk is in before the player moves on.
    await loadAllPages();
    const deferred = this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts);
    const lost = this.env.twoFactorCodeIsLost ? ['twofactor'] : [];
    await Promise.all(DEFERRED_CONTEXTS.filter((context) => !lost.includes(context)).map((context) => deferred.load(context)));
    browserWindow.history.replaceState(null, '', path);
    const language = this.env.site.get<LanguageService>(I18nTokens.LanguageService).current();
    // Rendered inside an async act, so a page that suspends (a deferred context loading, or failing
    // to) is rendered again when it settles, as the browser would.
    await act(async () => {
      this.rendered = render(createElement(App, { container: this.env.site.container, i18n: createI18n(language), year: 2026 }));
      await Promise.resolve();
    });
    this.user = userEvent.setup({ document: browserWindow.document });
    await this.settle();
  }

  /** Shows the wallet rows of the account menu for `menu`, alone, with or without forcing the heading. */
  async showWalletSummary(menu: AccountMenuView, forceHeading: boolean): Promise<void> {
    const i18n = createI18n(this.env.site.get<LanguageService>(I18nTokens.LanguageService).current());
    this.rendered = render(createElement(I18nextProvider, { i18n }, createElement(WalletSummary, { menu, forceHeading })));
    await this.settle();
  }

  /** The browser's cookies, name → value. */
  cookies(): Record<string, string> {
    return browserCookies();
  }

  /** Where the browser is: path and query. */
  location(): string {
    return `${browserWindow.location.pathname}${browserWindow.location.search}`;
  }

  async waitForLocation(expected: string): Promise<void> {
    await this.settle();
    await waitFor(() => assert.equal(this.location(), expected));
  }

  async logIn(username: string, password: string): Promise<void> {
    const page = this.page();
    const user = this.userEvent();
    await user.type(page.getByLabelText(this.messages.t('login.username')), username);
    await user.type(page.getByLabelText(this.messages.t('login.password')), password);
    const from = this.location();
    await user.click(page.getByRole('button', { name: this.messages.t('login.submit') }));
    await this.settle();
    await waitFor(() => assert.ok(this.location() !== from || page.queryByRole('alert') !== null, 'the login page neither moved nor answered'));
    await this.settle();
  }

  async openAccountMenu(): Promise<void> {
    const label = this.messages.t('account.menu');
    await this.userEvent().click(await this.page().findByRole('button', { name: new RegExp(`^${escape(label)}`) }));
    await this.settle();
  }

  async press(buttonKey: string): Promise<void> {
    await this.userEvent().click(await this.page().findByRole('button', { name: this.messages.t(buttonKey) }));
    await this.settle();
  }

  async expectText(text: string): Promise<void> {
    await this.settle();
    await this.page().findAllByText(text);
  }

  /** The link named `name` in the page's header (its banner), with where it leads and whether the balance is beside it. */
  async headerLink(name: string): Promise<{ readonly href: string | null; readonly besideBalance: boolean } | null> {
    await this.settle();
    const link = within(this.page().getByRole('banner')).queryByRole('link', { name });
    if (link === null) return null;
    return { href: link.getAttribute('href'), besideBalance: link.parentElement?.querySelector('[data-testid="header-balance"]') !== null };
  }

  /** Every image in the page fails to load, as when the image server is down. */
  async failImages(): Promise<void> {
    await this.settle();
    // Card artwork comes a few cards per frame.
    await waitFor(() => assert.ok(browserWindow.document.querySelectorAll('img').length > 0, 'no image in the page'));
    await act(async () => {
      browserWindow.document.querySelectorAll('img').forEach((image) => image.dispatchEvent(new browserWindow.Event('error')));
      await Promise.resolve();
    });
  }

  /** What the card of the game `name` shows where its artwork goes. */
  async gameCardArt(name: string): Promise<{ readonly images: number; readonly placeholder: string | null; readonly named: boolean }> {
    await this.settle();
    const card = this.page()
      .getAllByTestId('game-card')
      .find((element) => within(element).queryByText(name) !== null);
    assert.ok(card, `no card of ${name}`);
    const art = card.querySelector('.game-card__art');
    return {
      images: art?.querySelectorAll('img').length ?? 0,
      placeholder: art?.querySelector('.game-card__placeholder')?.textContent ?? null,
      named: within(card).queryByRole('link', { name }) !== null,
    };
  }

  /** The notice that the casino cannot be reached, if shown: its text and whether it offers to retry now. */
  async reachabilityNotice(expected: boolean): Promise<{ readonly text: string; readonly retryButton: boolean } | null> {
    await this.settle();
    // The notice's own chunk may still be loading, the first time.
    const notice = expected ? await this.page().findByTestId('reachability-notice') : this.page().queryByTestId('reachability-notice');
    if (notice === null) return null;
    const copy = notice.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('button').forEach((button) => button.remove());
    return { text: copy.textContent?.trim() ?? '', retryButton: within(notice).queryByRole('button', { name: this.messages.t('reachability.retryNow') }) !== null };
  }

  /** The balance beside the header's account menu, as shown. */
  async headerBalance(): Promise<string> {
    await this.settle();
    return (await this.page().findByTestId('header-balance')).textContent?.trim() ?? '';
  }

  /** The names of the games in the rail titled `title`, in order. */
  async gamesOfRail(title: string): Promise<string[]> {
    await this.settle();
    const heading = await this.page().findByRole('heading', { name: title });
    const rail = heading.closest('section');
    assert.ok(rail, `no rail titled ${title}`);
    return within(rail as HTMLElement)
      .getAllByTestId('game-card')
      .map((card) => card.querySelector('.game-card__name')?.textContent ?? '');
  }

  /** Whether the main content (not the header) offers a button named `name`. */
  async hasButton(name: string): Promise<boolean> {
    await this.settle();
    return within(this.page().getByRole('main')).queryByRole('button', { name }) !== null;
  }

  /** Where the link named `name` in the main content leads. */
  async linkTarget(name: string): Promise<string | null> {
    await this.settle();
    return within(this.page().getByRole('main')).getByRole('link', { name }).getAttribute('href');
  }

  /** The texts of the messages shown to the player (status and alert regions). */
  shownMessages(): string[] {
    const page = this.page();
    return [...page.queryAllByRole('status'), ...page.queryAllByRole('alert')].map((element) => {
      // The message itself, without the text of its dismiss button.
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('button').forEach((button) => button.remove());
      return copy.textContent?.trim() ?? '';
    });
  }

  /** The wallet's balance heading, if it is on the page, and whether sighted players see it. */
  balanceHeading(): { readonly present: boolean; readonly visible: boolean } {
    const heading = this.page()
      .queryAllByText(this.messages.t('wallet.balance'))
      .find((element) => element.tagName === 'DT');
    if (heading === undefined) return { present: false, visible: false };
    return { present: true, visible: !heading.classList.contains('visually-hidden') };
  }

  async settle(): Promise<void> {
    await act(async () => {
      await this.env.settle();
    });
  }

  close(): void {
    if (this.rendered !== null) cleanup();
    this.rendered = null;
  }

  private page() {
    assert.ok(this.rendered, 'nothing is shown: open a page first');
    return within(browserWindow.document.body);
  }

  private userEvent(): UserEvent {
    assert.ok(this.user, 'open a page first');
    return this.user;
  }
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
