import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import { PAGE_VIEW_EVENT } from '../../src/application/content/page-view-service';
import type { CasinoWorld } from '../support/world';
import { menuItem, nextId, type WireItem, type WireRegion } from './content-pages';

const notIn = (location: string) => {
  const [country = ''] = location.split('-');
  return { notIn: { countrySubdivision: { [country]: location.includes('-') ? [location] : [] } } };
};

// ── The site's settings ───────────────────────────────────────────────────────────────────────

Given(/^the site has dynamic cards (on|off)$/, function (this: CasinoWorld, state: string) {
  this.env.configure({ dynamicCardsEnabled: state === 'on' });
});

Given(/^the site has geo-targeting (on|off)$/, function (this: CasinoWorld, state: string) {
  this.env.configure({ enableGeoTargeting: state === 'on', geoTargetingRedirect: false });
});

Given('the site has geo-targeting on with the redirect to the not-available page', function (this: CasinoWorld) {
  this.env.configure({ enableGeoTargeting: true, geoTargetingRedirect: true });
});

Given('the site takes content links and images from {string} too', function (this: CasinoWorld, origin: string) {
  this.env.configure({ contentOrigins: [origin] });
});

// ── What the content service holds ────────────────────────────────────────────────────────────

Given('the content service has the marketing page {string}', function (this: CasinoWorld, slug: string) {
  this.content.page(slug);
});

Given('the content service has the marketing page {string} kept from {string}', function (this: CasinoWorld, slug: string, location: string) {
  this.content.page(slug).geoTargetingFilter = notIn(location);
});

Given('the content service has the content page {string} titled {string}', function (this: CasinoWorld, slug: string, title: string) {
  this.content.page(slug, title).pageType = 'article';
});

Given('the content service fails the next {int} page requests', function (this: CasinoWorld, times: number) {
  this.content.failNextPages(times);
});

Given('the home page names the page script {string}', function (this: CasinoWorld, name: string) {
  this.content.home().scripts.push(name);
});

Given('the footer links to the marketing page {string} with slug {string}', function (this: CasinoWorld, title: string, slug: string) {
  this.content.addFooterLink({ type: 'marketing_page', id: nextId('marketing'), title, slug });
});

Given('the footer links to the custom menu {string} with slug {string}', function (this: CasinoWorld, title: string, slug: string) {
  this.content.addFooterLink(menuItem(title, slug));
});

Given(
  'the footer links to the casino game page {string} in {string} {string} page {string}',
  function (this: CasinoWorld, title: string, category: string, subCategory: string, page: string) {
    this.content.addFooterLink({ type: 'casino_game_page', id: nextId('game-page'), title, category, subCategory, page });
  },
);

Given(/^the footer links to the (generic|article|promotion|help) content page "([^"]*)" at "([^"]*)"$/, function (this: CasinoWorld, pageType: string, title: string, path: string) {
  this.content.addFooterLink({ type: 'content_page', id: nextId('content-page'), title, pageType, path });
});

Given('the footer links to the content page {string} at {string} without a page type', function (this: CasinoWorld, title: string, path: string) {
  this.content.addFooterLink({ type: 'content_page', id: nextId('content-page'), title, path });
});

Given('the footer links to the external site {string} at {string}', function (this: CasinoWorld, title: string, url: string) {
  this.content.addFooterLink({ type: 'external_link', id: nextId('external'), title, url });
});

Given('the main content also holds an item with no title of type {string}', function (this: CasinoWorld, type: string) {
  this.content.add('mainContent', { type, id: nextId('broken'), body: 42 } as WireItem);
});

Given('the main content also holds an item of type {string}', function (this: CasinoWorld, type: string) {
  this.content.add('mainContent', { type, id: nextId('unknown'), title: 'Mystery' });
});

Given('the main content also holds the block {string}', function (this: CasinoWorld, body: string) {
  this.content.add('mainContent', { type: 'content_block', id: nextId('block'), body });
});

Given('the account menu holds the actions {string}, {string}', function (this: CasinoWorld, first: string, second: string) {
  this.content.add('accountMenu', { type: 'section', id: nextId('actions'), title: 'Quick actions', layout: 'actions', items: [menuItem(first, 'account/cashier/deposit'), menuItem(second, 'account/cashier/withdraw')] });
});

Given(/^the account menu holds (\d+) actions in rows of (\(default\)|\d+)$/, function (this: CasinoWorld, count: string, columns: string) {
  const items = Array.from({ length: Number(count) }, (_, index) => menuItem(`Action ${index + 1}`, `action-${index + 1}`));
  this.content.add('accountMenu', { type: 'section', id: nextId('actions'), title: 'Quick actions', layout: 'actions', items, ...(columns === '(default)' ? {} : { columns: Number(columns) }) });
});

Given('the channel menu holds {int} items', function (this: CasinoWorld, count: number) {
  this.content.home().regions.channelHeader = Array.from({ length: count }, (_, index) => menuItem(`Channel ${index + 1}`, `channel-${index + 1}`));
});

Given('the channel menu also holds {string} linking to {string}', function (this: CasinoWorld, title: string, slug: string) {
  this.content.add('channelHeader', menuItem(title, slug));
});

Given('the channel menu also holds {string} linking to {string} for visitors only', function (this: CasinoWorld, title: string, slug: string) {
  this.content.add('channelHeader', menuItem(title, slug, { hideWhenLogged: true }));
});

Given('the bottom bar holds {int} items', function (this: CasinoWorld, count: number) {
  this.content.home().regions.channelFooter = Array.from({ length: count }, (_, index) => menuItem(`Shortcut ${index + 1}`, `shortcut-${index + 1}`));
});

Given('the bottom bar holds {int} items after a language menu it cannot show', function (this: CasinoWorld, count: number) {
  this.content.home().regions.channelFooter = [
    { type: 'functional', id: nextId('bar-language'), name: 'language-menu' },
    ...Array.from({ length: count }, (_, index) => menuItem(`Shortcut ${index + 1}`, `shortcut-${index + 1}`)),
  ];
});

Given('the slideshow also holds the slide {string} for visitors only', function (this: CasinoWorld, title: string) {
  const slideshow = this.content.home().regions.mainContent.find((item) => item.type === 'slideshow');
  (slideshow?.slides as WireItem[]).push({ type: 'slide', id: nextId('slide'), title, text: '', image: null, cta: null, hideWhenLogged: true });
});

Given('the live casino channel is kept from {string}', function (this: CasinoWorld, location: string) {
  const live = this.content.home().regions.channelHeader.find((item) => item.title === 'Live casino');
  assert.ok(live);
  live.geoTargetingFilter = notIn(location);
});

Given('the welcome slide is kept from the whole of {string}', function (this: CasinoWorld, country: string) {
  const slideshow = this.content.home().regions.mainContent.find((item) => item.type === 'slideshow');
  const slide = (slideshow?.slides as WireItem[])[0];
  assert.ok(slide);
  slide.geoTargetingFilter = notIn(country);
});

// ── Where the player is ───────────────────────────────────────────────────────────────────────

Given('the browser\'s st cookie says {string}', function (this: CasinoWorld, value: string) {
  this.content.cookieSays(value);
});

Given('the browser has no st cookie and the platform locates the player in {string}', function (this: CasinoWorld, value: string) {
  this.content.platformLocates(value);
});

Given('the browser has no st cookie and the platform answers the location request with {int}', function (this: CasinoWorld, status: number) {
  this.content.platformLocates('ES-MD', status);
});

Given('the platform would now locate the player in {string}', function (this: CasinoWorld, value: string) {
  this.content.platformWouldLocate(value);
});

When('the site reads the player\'s location', async function (this: CasinoWorld) {
  await this.content.readLocation();
});

Then('the player is located in {string}', function (this: CasinoWorld, location: string) {
  assert.deepEqual(this.content.knownLocation(), { country: location.split('-')[0], subdivision: location });
});

Then('the platform was asked for the location {int} time(s)', function (this: CasinoWorld, times: number) {
  assert.equal(this.content.locationRequests(), times);
});

Then('the site logged that the platform did not locate the player', function (this: CasinoWorld) {
  assert.ok(this.content.warnings().some((warning) => warning.startsWith('geolocation:')), this.content.warnings().join(' | '));
});

When(/^the site reads the page "([^"]*)" from the platform in (English|Spanish)$/, async function (this: CasinoWorld, slug: string, language: string) {
  await this.content.readPage(slug, language === 'English' ? 'en' : 'es');
});

Then('every region of the page holds items, in {string}', function (this: CasinoWorld, language: string) {
  assert.deepEqual(this.content.emptyRegions(), []);
  assert.equal(this.content.pageLanguage(), language);
});

Then('the site asked the platform for {string}', function (this: CasinoWorld, path: string) {
  assert.ok(this.content.requestedPaths().includes(path), this.content.requestedPaths().join(', '));
});

// ── The player at the site ────────────────────────────────────────────────────────────────────

When('I follow the link {string}', async function (this: CasinoWorld, name: string) {
  await this.content.follow(name);
});

When('I press {string}', async function (this: CasinoWorld, name: string) {
  await this.content.press(name);
});

When('{int} millisecond(s) pass(es)', async function (this: CasinoWorld, ms: number) {
  await this.advance(ms);
});

// ── What the player sees ──────────────────────────────────────────────────────────────────────

Then('the page shows these items in these regions:', function (this: CasinoWorld, table: DataTable) {
  for (const row of table.hashes()) {
    assert.ok(this.content.regionShows(row.region as WireRegion, row.text ?? ''), `${row.region} does not show "${row.text}"`);
  }
});

Then('the page has one main heading', function (this: CasinoWorld) {
  assert.equal(this.content.headings(1).length, 1);
});

Then('the main heading is {string}', async function (this: CasinoWorld, title: string) {
  await this.ui.settle();
  assert.deepEqual(this.content.headings(1), [title]);
});

Then('the main content shows {string}', function (this: CasinoWorld, text: string) {
  assert.ok(this.content.regionShows('mainContent', text), `the main content does not show "${text}"`);
});

Then('the page says {string}', async function (this: CasinoWorld, text: string) {
  await this.ui.expectText(text);
});

Then('{string} is not on the page', function (this: CasinoWorld, text: string) {
  assert.equal(this.content.regionShows('mainContent', text) || this.content.regionShows('footer', text) || this.content.regionShows('channelHeader', text), false);
});

Then('{string} links to {string}', function (this: CasinoWorld, name: string, href: string) {
  assert.equal(this.content.linkOf(name), href);
});

Then('{string} is shown without a link', function (this: CasinoWorld, name: string) {
  assert.equal(this.content.linkOf(name), null);
});

Then('the site logged that it left out {int} items', function (this: CasinoWorld, count: number) {
  const left = this.content.warnings().filter((warning) => /^content: (skipping|dropping)/.test(warning));
  assert.equal(left.length, count, left.join(' | '));
});

Then('the page script {string} has not run', function (this: CasinoWorld, _name: string) {
  assert.equal(this.content.dataLayer().filter((event) => event.event === 'widget_view').length, 0);
});

Then('the page script {string} has run once', function (this: CasinoWorld, _name: string) {
  assert.deepEqual(
    this.content.dataLayer().filter((event) => event.event === 'widget_view'),
    [{ event: 'widget_view', widget: 'page-view', page_slug: 'home', language: 'en' }],
  );
});

Then('the data layer received no script event', function (this: CasinoWorld) {
  assert.deepEqual(this.content.dataLayer().filter((event) => event.event !== PAGE_VIEW_EVENT), []);
});

Then('the site logged that the page named a script it does not have', function (this: CasinoWorld) {
  assert.ok(this.content.warnings().some((warning) => warning.includes('names a script the site does not have: remote-tracker')));
});

Then('the data layer received page views of {string} then {string}', function (this: CasinoWorld, first: string, second: string) {
  const views = this.content.dataLayer().filter((event) => event.event === PAGE_VIEW_EVENT);
  assert.deepEqual(views.map((event) => event.page_path), [first, second]);
});

Then('the data layer received only the page view of {string}', function (this: CasinoWorld, path: string) {
  const views = this.content.dataLayer().filter((event) => event.event === PAGE_VIEW_EVENT);
  assert.deepEqual(views.map((event) => event.page_path), [path]);
});

Then('every image of the main content is asked for with a width and quality 75', function (this: CasinoWorld) {
  const sources = this.content.imageSources();
  assert.ok(sources.length > 0, 'no image in the main content');
  for (const source of sources) {
    const query = new URLSearchParams(source.split('?')[1] ?? '');
    assert.equal(query.get('q'), '75', source);
    assert.match(query.get('w') ?? '', /^\d+$/, source);
  }
});

Then(/^the channel entry "([^"]*)" is (enabled|disabled)$/, function (this: CasinoWorld, title: string, state: string) {
  assert.equal(this.content.channelEntryDisabled(title), state === 'disabled');
});

Then(/^the channel entry "([^"]*)" is (shown|hidden)$/, function (this: CasinoWorld, title: string, state: string) {
  assert.equal(this.content.channelMenuTitles().includes(title), state === 'shown', this.content.channelMenuTitles().join(', '));
});

Then('the channel menu shows {int} items, the first ones', function (this: CasinoWorld, count: number) {
  assert.deepEqual(
    this.content.channelMenuTitles(),
    Array.from({ length: count }, (_, index) => `Channel ${index + 1}`),
  );
});

Then('the bottom bar shows {int} items, the first ones', function (this: CasinoWorld, count: number) {
  assert.deepEqual(
    this.content.bottomBarTitles(),
    Array.from({ length: count }, (_, index) => `Shortcut ${index + 1}`),
  );
});

Then('the overlay shows its entries in {int} columns', function (this: CasinoWorld, columns: number) {
  assert.equal(this.content.overlayColumns(), columns);
});

Then('the overlay lists {string} and {string}', function (this: CasinoWorld, first: string, second: string) {
  assert.ok(this.content.overlayShows(first) && this.content.overlayShows(second));
});

Then('the slideshow offers {string}', async function (this: CasinoWorld, title: string) {
  assert.ok((await this.content.slideTitles()).includes(title));
});

Then('the slideshow does not offer {string}', async function (this: CasinoWorld, title: string) {
  assert.ok(!(await this.content.slideTitles()).includes(title));
});

Then('the top strip shows the language menu', function (this: CasinoWorld) {
  assert.equal(this.content.hasLanguageMenu('miniHeader'), true);
});

Then('the top strip shows no language menu', function (this: CasinoWorld) {
  assert.equal(this.content.hasLanguageMenu('miniHeader'), false);
});

Then(/^the action rows hold ([\d, ]+) buttons$/, function (this: CasinoWorld, rows: string) {
  assert.deepEqual(this.content.actionRows(), rows.split(',').map((count) => Number(count.trim())));
});
