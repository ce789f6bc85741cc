// The document must exist before Testing Library is loaded: keep this import first.
import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContentService, PageState } from '../../src/application/content/content-service';
import type { GeoLocationService } from '../../src/application/content/geo-location-service';
import type { LanguageService } from '../../src/application/i18n/language-service';
import { I18nTokens } from '../../src/application/i18n/tokens';
import { ContentTokens } from '../../src/application/content/tokens';
import type { AnalyticsEvent } from '../../src/domain/content';
import type { GeoLocation } from '../../src/domain/shared/geo-filter';
import type { RecordingDataLayer } from '../../src/infrastructure/content/recording-data-layer';
import type { InMemoryPlatform } from '../../src/infrastructure/shared/in-memory-platform';
import type { RecordingLogger } from '../../src/infrastructure/shared/recording-logger';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { MessagesDriver } from '../support/messages-driver';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';
import { demoHomePage, demoMarketingPage, nextId, type WireItem, type WirePage, type WireRegion } from './content-pages';

/** Where each region shows on the page. */
const REGION_SELECTORS: Readonly<Record<WireRegion, string>> = {
  miniHeader: 'nav.mini-header',
  header: 'header.header',
  channelHeader: 'nav.channel-menu',
  mainContent: 'main',
  channelFooter: 'nav.bottom-bar',
  footer: 'footer',
  accountMenu: '.player-actions',
};

/**
 * The content service's pages as a scenario arranges them (in the in-memory platform, in the wire's
 * words), the site showing them, and what the player sees and the data layer receives.
 */
export class ContentDriver {
  private readonly pages = new Map<string, WirePage>();
  private location: GeoLocation | null | undefined;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
    private readonly messages: MessagesDriver,
  ) {
    // Every scenario's site has a home page; the platform holds these very objects, so later steps change what it serves.
    this.home();
  }

  // ── The content service ─────────────────────────────────────────────────────────────────────

  home(): WirePage {
    return this.page('home');
  }

  page(slug: string, title = slug): WirePage {
    let page = this.pages.get(slug);
    if (page === undefined) {
      page = slug === 'home' ? demoHomePage() : demoMarketingPage(slug, title);
      this.pages.set(slug, page);
      for (const language of ['en', 'es']) this.platform().content.setPage(language, slug, page);
    }
    return page;
  }

  add(region: WireRegion, item: WireItem, slug = 'home'): void {
    this.page(slug).regions[region].push(item);
  }

  /** The footer's link section, where scenarios put the links they look at. */
  addFooterLink(item: WireItem): void {
    const links = this.home().regions.footer.find((entry) => entry.type === 'section');
    (links?.items as WireItem[]).push(item);
  }

  failNextPages(times: number): void {
    this.platform().fail('contentPage', { code: 'HTTP', status: 503 }, times);
  }

  /** The promotions page's offers (CNT-03), each a promotion card of the wire. */
  offerPromotions(offers: readonly ({ title: string; keyTerms: string; terms: string } & Record<string, unknown>)[]): void {
    const items = offers.map((offer) => ({ type: 'promotion', id: nextId('promotion'), text: `All about ${offer.title}.`, image: { url: `/content/images/promotions/${nextId('art')}.svg`, alt: `Art of ${offer.title}` }, ...offer }));
    this.add('mainContent', { type: 'section', id: nextId('offers'), title: 'Current offers', layout: 'grid', items }, 'promotions');
  }

    // ── Where the player is ──────────────────────────────────────────────────────────────────────

  /** The browser already holds the `st` cookie. */
  cookieSays(value: string): void {
    this.platform().content.cookies.set('st', value);
  }

  /** No cookie yet; the platform's geolocation answers this location. */
  platformLocates(value: string, status = 202): void {
    this.platform().content.locationAnswer = value;
    this.platform().content.locateStatus = status;
  }

  /** What the platform answers when next asked, leaving the browser's cookie as it is. */
  platformWouldLocate(value: string): void {
    this.platform().content.locationAnswer = value;
  }

  locationRequests(): number {
    return this.platform().callsOf('geolocation').length;
  }

  async readLocation(): Promise<void> {
    const service = this.env.site.get<GeoLocationService>(ContentTokens.GeoLocationService);
    this.env.keep(service.location$.subscribe((location) => (this.location = location)));
    await this.env.settle();
  }

  knownLocation(): GeoLocation | null {
    assert.notEqual(this.location, undefined, 'the location was never read');
    return this.location ?? null;
  }

  // ── The page as the site holds it (over HTTP in @platform scenarios) ──────────────────────────

  private latestPage: PageState | null = null;

  async readPage(slug: string, language: string): Promise<void> {
    this.env.site.get<LanguageService>(I18nTokens.LanguageService).select(language);
    this.env.keep(this.env.site.get<ContentService>(ContentTokens.ContentService).page$(slug).subscribe((state) => (this.latestPage = state)));
    await this.env.settle();
  }

  /** The regions of the page read last that hold no item. */
  emptyRegions(): string[] {
    const state = this.latestPage;
    assert.ok(state?.status === 'ready', `the page is not ready: ${JSON.stringify(state)}`);
    return Object.entries(state.page.regions).flatMap(([region, items]) => (items.length === 0 ? [region] : []));
  }

  pageLanguage(): string | null {
    return this.latestPage?.status === 'ready' ? this.latestPage.language : null;
  }

  requestedPaths(): string[] {
    return this.env.wireRecorder.requests.map((request) => request.path);
  }

  // ── The site ────────────────────────────────────────────────────────────────────────────────

  async follow(linkText: string): Promise<void> {
    const link = await this.screen().findByRole('link', { name: linkText });
    await userEvent.setup({ document: browserWindow.document }).click(link);
    await this.ui.settle();
  }

  async press(buttonName: string): Promise<void> {
    const button = await this.screen().findByRole('button', { name: buttonName });
    await userEvent.setup({ document: browserWindow.document }).click(button);
    await this.ui.settle();
  }

  region(region: WireRegion): HTMLElement {
    const element = browserWindow.document.querySelector<HTMLElement>(REGION_SELECTORS[region]);
    assert.ok(element, `the ${region} region is not on the page`);
    return element;
  }

  regionShows(region: WireRegion, text: string): boolean {
    return within(this.region(region)).queryAllByText(text).length > 0;
  }

  /** The link named `name` anywhere on the page: its href, or null when the name shows without a link. */
  linkOf(name: string): string | null {
    // A link to another site says so after its title.
    const links = this.screen().queryAllByRole('link', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`) });
    if (links.length > 0) return links[0]?.getAttribute('href') ?? null;
    assert.ok(this.screen().queryAllByText(name).length > 0, `"${name}" is not on the page`);
    return null;
  }

  /** The titles of the entries of the channel menu, as shown. */
  channelMenuTitles(): string[] {
    return [...this.region('channelHeader').querySelectorAll('.channel-menu__list > li')].map((item) => item.textContent?.trim() ?? '');
  }

  bottomBarTitles(): string[] {
    return [...this.region('channelFooter').children].map((item) => item.textContent?.replace(/^[^\p{L}]+/u, '').trim() ?? '');
  }

  /** Whether the channel entry titled `title` can be followed (MENU-01). */
  channelEntryDisabled(title: string): boolean {
    const entry = [...this.region('channelHeader').querySelectorAll('.channel-menu__link')].find((link) => link.textContent?.includes(title));
    assert.ok(entry, `no channel entry "${title}"`);
    return entry.getAttribute('aria-disabled') === 'true' && !entry.hasAttribute('href');
  }

  overlayColumns(): number {
    const grid = this.screen().getByRole('dialog').querySelector('.overlay__grid');
    assert.ok(grid, 'the overlay has no grid');
    return Number(grid.getAttribute('data-columns'));
  }

  /** Buttons per action row, row by row. */
  actionRows(): number[] {
    return [...this.region('accountMenu').querySelectorAll('.action-row')].map((row) => row.querySelectorAll('a, span.button').length);
  }

  imageSources(): string[] {
    return [...browserWindow.document.querySelectorAll('main img')].map((image) => image.getAttribute('src') ?? '');
  }

  // ── The promotions page ──────────────────────────────────────────────────────────────────────

  async offerTitles(): Promise<string[]> {
    await this.ui.settle();
    return [...browserWindow.document.querySelectorAll('main article.promotion .promotion__title')].map((title) => title.textContent?.trim() ?? '');
  }

  async offerCard(offer: string): Promise<{ picture: boolean; keyTerms: string; termsOpen: boolean; terms: string; button: { label: string; href: string | null } }> {
    const card = (await this.screen().findByRole('article', { name: offer })) as HTMLElement;
    const details = card.querySelector('details');
    const button = within(card).getByRole('link', { name: new RegExp(`^(${['join', 'deposit', 'play'].map((kind) => this.messages.t(`content:promotions.${kind}`)).join('|')})$`) });
    return {
      picture: card.querySelector('img[alt]:not([alt=""])') !== null,
      // The hidden "Key terms:" label is for screen readers; the line itself is what shows.
      keyTerms: card.querySelector('.promotion__key-terms')?.lastChild?.textContent ?? '',
      termsOpen: details?.open ?? false,
      terms: [...(details?.querySelectorAll('p') ?? [])].map((paragraph) => paragraph.textContent ?? '').join(' '),
      button: { label: button.textContent ?? '', href: button.getAttribute('href') },
    };
  }

  async openFullTerms(offer: string): Promise<void> {
    const card = (await this.screen().findByRole('article', { name: offer })) as HTMLElement;
    const summary = card.querySelector('summary');
    assert.ok(summary, `the offer ${offer} has no full terms`);
    await userEvent.setup({ document: browserWindow.document }).click(summary);
    await this.ui.settle();
  }

  /** Where the "offers are paused" note leads, or null when the page does not say so. */
  async offersPausedLink(): Promise<string | null> {
    await this.ui.settle();
    return browserWindow.document.querySelector('[data-testid="offers-paused"] a')?.getAttribute('href') ?? null;
  }

  /** The bold or strong words inside the heading whose text is `heading`. */
  boldWordsOfHeading(heading: string): string[] {
    const element = [...browserWindow.document.querySelectorAll('main h2, main h3')].find((candidate) => candidate.textContent?.trim() === heading);
    assert.ok(element, `no heading "${heading}"`);
    return [...element.querySelectorAll('b, strong')].map((bold) => bold.textContent ?? '');
  }

  /** Images, scripts and inline handlers inside the main content's text blocks. */
  unsafeMarkupInMainContent(): string[] {
    const blocks = [...this.region('mainContent').querySelectorAll('.content-block__text')];
    return blocks.flatMap((block) => [
      ...[...block.querySelectorAll('img, script, iframe, style')].map((element) => element.tagName.toLowerCase()),
      ...[...block.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('on'))),
    ]);
  }

  /** Each paragraph of the main content's text blocks, as read (the words of its bold runs and links included). */
  blockTexts(): string[] {
    return [...this.region('mainContent').querySelectorAll('.content-block__text p')].map((paragraph) => (paragraph.textContent ?? '').replace(/\s+/g, ' ').trim());
  }

  listLengthsInMainContent(): number[] {
    return [...this.region('mainContent').querySelectorAll('.content-block__text ul, .content-block__text ol')].map((list) => list.querySelectorAll(':scope > li').length);
  }

  linkWithRel(name: string): { href: string | null; rel: string | null } {
    const link = this.screen().getByRole('link', { name });
    return { href: link.getAttribute('href'), rel: link.getAttribute('rel') };
  }

  headings(level: 1 | 2): string[] {
    return [...browserWindow.document.querySelectorAll(`h${level}`)].map((heading) => heading.textContent?.trim() ?? '');
  }

  hasLanguageMenu(region: WireRegion): boolean {
    return this.region(region).querySelector('.language-menu select') !== null;
  }

  dataLayer(): readonly AnalyticsEvent[] {
    return this.env.site.get<RecordingDataLayer>(ContentTokens.AnalyticsDataLayer).events;
  }

  warnings(): readonly string[] {
    return this.env.site.get<RecordingLogger>(SharedTokens.Logger).warnings;
  }

  private screen() {
    return within(browserWindow.document.body);
  }

  /** The in-memory platform, arranged before the site starts (so the site's settings can still change). */
  private platform(): InMemoryPlatform {
    return this.env.memoryPlatform;
  }

  overlayShows(text: string): boolean {
    return within(this.screen().getByRole('dialog')).queryAllByText(text).length > 0;
  }

  /** Every slide's title, going round the slideshow with its next button. */
  async slideTitles(): Promise<string[]> {
    const titles: string[] = [];
    const current = () => browserWindow.document.querySelector('.slide__title')?.textContent ?? '';
    for (let step = 0; step < 10; step += 1) {
      const title = current();
      if (title === '' || titles.includes(title)) break;
      titles.push(title);
      const next = this.screen().queryByRole('button', { name: this.messages.t('content.nextSlide') });
      if (next === null) break;
      await userEvent.setup({ document: browserWindow.document }).click(next);
      await this.ui.settle();
    }
    return titles;
  }
}
