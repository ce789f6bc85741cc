import assert from 'node:assert/strict';
import { Given, Then } from '@cucumber/cucumber';
import type { CasinoWorld } from '../support/world';
import { nextId } from './content-pages';

Given('the main content also holds the block {string} titled {string}', function (this: CasinoWorld, body: string, title: string) {
  this.content.add('mainContent', { type: 'content_block', id: nextId('block'), title, body });
});

Then('the heading {string} shows {string} in bold', function (this: CasinoWorld, heading: string, word: string) {
  assert.deepEqual(this.content.boldWordsOfHeading(heading), [word]);
});

Then('no tag shows as text in the main content', function (this: CasinoWorld) {
  assert.doesNotMatch(this.content.region('mainContent').textContent ?? '', /<\/?[a-z]/i);
});

Then('the main content holds no image, script or handler from the text', function (this: CasinoWorld) {
  assert.deepEqual(this.content.unsafeMarkupInMainContent(), []);
});

Then('the main content shows a list of {int} items', function (this: CasinoWorld, count: number) {
  assert.deepEqual(this.content.listLengthsInMainContent(), [count]);
});

Then('{string} links to {string} with no way back to the site\'s window', function (this: CasinoWorld, name: string, href: string) {
  assert.deepEqual(this.content.linkWithRel(name), { href, rel: 'noopener noreferrer' });
});

Then('a block of the main content reads {string}', function (this: CasinoWorld, text: string) {
  assert.ok(this.content.blockTexts().includes(text), `no block reads "${text}": ${JSON.stringify(this.content.blockTexts())}`);
});
