import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';

const names = (list: string): string[] => list.split(',').map((name) => name.trim()).filter((name) => name !== '');

After(function (this: CasinoWorld) {
  this.games.search.dispose();
});

// ── The catalogue ─────────────────────────────────────────────────────────────────────────────

Given('the catalogue also lists {string} in the category {string}', function (this: CasinoWorld, name: string, category: string) {
  this.games.addGame(name, { category, categoryName: category });
});

Given('the catalogue lists {string} in a category with no name and the menu name {string}', function (this: CasinoWorld, name: string, menuName: string) {
  this.games.placeUnnamed(name, menuName);
});

Given('the catalogue has {int} games called {string} to {string}', function (this: CasinoWorld, count: number, first: string, last: string) {
  const stem = first.replace(/\s*\d+$/, '');
  assert.equal(last, `${stem} ${count}`, 'the names count from 1');
  for (let n = 1; n <= count; n += 1) this.games.addGame(`${stem} ${n}`, { category: 'slots', categoryName: 'slots' });
});

Given('the catalogue has a game called {string}', function (this: CasinoWorld, name: string) {
  this.games.addGame(name, { category: 'slots', categoryName: 'slots' });
});

// ── Searching (the search as the site holds it) ───────────────────────────────────────────────

When('I search for {string}', async function (this: CasinoWorld, term: string) {
  await this.games.type(term);
});

When('I search for {string} and wait {int} second(s)', async function (this: CasinoWorld, term: string, seconds: number) {
  await this.games.type(term);
  await this.games.pass(seconds * 1000);
});

When('I search for {string} keeping duplicates and wait {int} second(s)', async function (this: CasinoWorld, term: string, seconds: number) {
  await this.games.type(term, { keepDuplicates: true });
  await this.games.pass(seconds * 1000);
});

When('I search for {int} characters and wait {int} second(s)', async function (this: CasinoWorld, length: number, seconds: number) {
  await this.games.type('ab(*'.repeat(Math.ceil(length / 4)).slice(0, length));
  await this.games.pass(seconds * 1000);
});

When('{int} ms pass without typing', async function (this: CasinoWorld, ms: number) {
  await this.games.pass(ms);
});

Then('no search results are shown yet', function (this: CasinoWorld) {
  assert.equal(this.games.searchState().status, 'pending');
});

Then('the search results are {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual(this.games.results().map((result) => result.title), names(list));
});

Then('{int} search results are shown', function (this: CasinoWorld, count: number) {
  assert.equal(this.games.results().length, count);
});

Then('the first search result is {string}', function (this: CasinoWorld, title: string) {
  assert.equal(this.games.results()[0]?.title, title);
});

Then('the result {string} has the subtitle {string}', function (this: CasinoWorld, title: string, subtitle: string) {
  assert.equal(this.games.results().find((result) => result.title === title)?.subtitle, subtitle);
});

Then('a result {string} has the subtitle {string}', function (this: CasinoWorld, title: string, subtitle: string) {
  const subtitles = this.games.results().filter((result) => result.title === title).map((result) => result.subtitle);
  assert.ok(subtitles.includes(subtitle), `subtitles of ${title}: ${subtitles.join(', ')}`);
});

Then('the search says nothing was found', function (this: CasinoWorld) {
  assert.equal(this.games.searchState().status, 'empty');
});

// ── The header search, rendered ───────────────────────────────────────────────────────────────

When('I open the header search', async function (this: CasinoWorld) {
  await this.games.search.open();
});

When('I close the header search', async function (this: CasinoWorld) {
  await this.games.search.close();
});

When('I type {string} in the header search and stop typing for {int} ms', async function (this: CasinoWorld, text: string, ms: number) {
  await this.games.search.type(text);
  await this.games.search.pause(ms);
});

When('I press {string} in the header search', async function (this: CasinoWorld, key: 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape') {
  await this.games.search.press(key);
});

Then('the search box is empty and has the focus', function (this: CasinoWorld) {
  assert.equal(this.games.search.box().value, '');
  assert.ok(this.games.search.boxHasFocus(), 'the search box does not have the focus');
});

Then('the search box is empty and shows no result', function (this: CasinoWorld) {
  assert.equal(this.games.search.box().value, '');
  assert.deepEqual(this.games.search.results().filter((result) => result.link !== null), []);
});

Then('the header search shows the results {string}', function (this: CasinoWorld, list: string) {
  assert.deepEqual(this.games.search.results().map((result) => result.title), names(list));
});

Then('the header search shows no result', function (this: CasinoWorld) {
  assert.deepEqual(this.games.search.results(), []);
});

Then('the active result is {string}', function (this: CasinoWorld, title: string) {
  assert.equal(this.games.search.activeResult(), title);
});

Then('I am on the page of {string}', function (this: CasinoWorld, name: string) {
  assert.equal(this.games.search.location(), this.games.game(name).linkUrl);
});

Then('the header search is closed', function (this: CasinoWorld) {
  assert.equal(this.games.search.isOpen(), false);
});

Then('the header search shows {string} with the subtitle {string}, its image and a link to its page', function (this: CasinoWorld, title: string, subtitle: string) {
  const game = this.games.game(title);
  const result = this.games.search.results().find((shown) => shown.title === title);
  assert.ok(result, `${title} is not among the results`);
  assert.equal(result.subtitle, subtitle);
  assert.ok(result.image?.startsWith(`${game.cardImage}?`), `image ${result.image}`);
  assert.match(result.image ?? '', /[?&]q=75(&|$)/);
  assert.equal(result.imageAlt, game.cardImageAltText);
  assert.equal(result.link, game.linkUrl);
});

Then('the typed text {string} is marked in the title', function (this: CasinoWorld, text: string) {
  assert.ok(this.games.search.results().some((result) => result.marked.includes(text)), 'the typed text is not marked');
});

Then('no image was made from a game\'s name', function (this: CasinoWorld) {
  assert.equal(this.games.search.elementsNamed('img[src="x"]'), 0);
});

Then('the header search offers the recent search {string}', function (this: CasinoWorld, term: string) {
  assert.ok(this.games.search.results().some((result) => result.title === term), `recent searches: ${JSON.stringify(this.games.search.results())}`);
});

Then('the header search says {string}', function (this: CasinoWorld, message: string) {
  assert.equal(this.games.search.status(), message);
});
