import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { highlightParts } from '../../src/domain/help';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { CasinoWorld } from '../support/world';
import { HelpDriver } from './help-driver';

const drivers = new WeakMap<CasinoWorld, HelpDriver>();

const help = (world: CasinoWorld): HelpDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new HelpDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

const list = (text: string): string[] => (text === '' ? [] : text.split(',').map((item) => item.trim()));

// ── The platform (in memory) ──────────────────────────────────────────────────────────────────

Given('the help centre has the article {string} in {string} saying {string}', function (this: CasinoWorld, title: string, category: string, text: string) {
  help(this).hasArticle(category, title, text);
});

Given('the platform fails the next help {word}', function (this: CasinoWorld, call: 'suggestions' | 'search' | 'feedback') {
  help(this).fails(call);
});

Then('the platform was not asked for help suggestions', function (this: CasinoWorld) {
  assert.deepEqual(help(this).callsOf('suggestions'), []);
});

Then('the platform was asked for help suggestions for {string} once', function (this: CasinoWorld, term: string) {
  assert.deepEqual(
    help(this)
      .callsOf('suggestions')
      .map((call) => call.term),
    [term],
  );
});

Then('the platform received the answer {string} for {string}', function (this: CasinoWorld, answer: 'yes' | 'no', title: string) {
  const { contentId } = help(this).article(title);
  assert.deepEqual(help(this).feedbackReceived(), [{ contentId, helpful: answer === 'yes', language: 'en' }]);
});

Then('the failure was only logged', function (this: CasinoWorld) {
  assert.ok(help(this).warnings().some((warning) => warning.startsWith('help:')), help(this).warnings().join(' | '));
});

// ── The search box ────────────────────────────────────────────────────────────────────────────

When('I type {string} in the help search and stop typing for {int} ms', async function (this: CasinoWorld, text: string, ms: number) {
  await help(this).type(text);
  await help(this).pause(ms);
});

When('{int} more ms pass', async function (this: CasinoWorld, ms: number) {
  await help(this).pause(ms);
});

When('I press {string} in the help search', async function (this: CasinoWorld, key: 'ArrowDown' | 'ArrowUp' | 'Enter' | 'Escape') {
  await help(this).press(key);
});

Then('the help search suggests nothing', function (this: CasinoWorld) {
  assert.deepEqual(help(this).suggestions(), []);
});

Then('the help search suggests {string}', function (this: CasinoWorld, titles: string) {
  assert.deepEqual(help(this).suggestions(), list(titles));
});

Then('the active suggestion is {string}', function (this: CasinoWorld, title: string) {
  assert.equal(help(this).activeSuggestion(), title);
});

Then('I am on the page of the article {string}', async function (this: CasinoWorld, title: string) {
  await this.ui.waitForLocation(help(this).linkOf(title));
});

// ── The results page ──────────────────────────────────────────────────────────────────────────

Then('the breadcrumbs read {string}', async function (this: CasinoWorld, crumbs: string) {
  await this.ui.settle();
  assert.deepEqual(help(this).breadcrumbs(), crumbs.split('›').map((crumb) => crumb.trim()));
});

Then('the help results are {string}', async function (this: CasinoWorld, titles: string) {
  await this.ui.settle();
  assert.deepEqual(
    help(this)
      .results()
      .map((result) => result.title),
    list(titles),
  );
});

Then('the help results include {string}', async function (this: CasinoWorld, title: string) {
  await this.ui.settle();
  assert.ok(
    help(this)
      .results()
      .some((result) => result.title === title),
    JSON.stringify(help(this).results()),
  );
});

Then('the result {string} marks {string}', function (this: CasinoWorld, title: string, marked: string) {
  const result = help(this)
    .results()
    .find((each) => each.title === title);
  assert.ok(result, `no result "${title}"`);
  assert.deepEqual([...new Set(result.marked.map((text) => text.toLowerCase()))], list(marked.toLowerCase()));
});

Then('the page shows the heading {string}', async function (this: CasinoWorld, heading: string) {
  await help(this).expectHeading(heading);
});

Then('the page offers the contact form at {string}', function (this: CasinoWorld, path: string) {
  assert.equal(help(this).contactLink(), path);
});

Then('no {string} element was made from the term', function (this: CasinoWorld, tag: string) {
  assert.equal(help(this).pageHasElement(tag), false);
});

// ── Feedback ─────────────────────────────────────────────────────────────────────────────────

When('I answer {string} to {string}', async function (this: CasinoWorld, answer: 'Yes' | 'No', question: string) {
  await help(this).expectHeading(question);
  await help(this).answerFeedback(answer === 'Yes');
});

Then('the answer buttons are gone', function (this: CasinoWorld) {
  assert.equal(help(this).feedbackButtonsShown(), false);
});

Then('the feedback question is no longer asked', function (this: CasinoWorld) {
  assert.equal(help(this).feedbackButtonsShown(), false);
  assert.equal(help(this).hasHeading(this.messages.t('help.feedbackQuestion')), false);
});

// ── Highlighting (HELP-05) ────────────────────────────────────────────────────────────────────

Then('highlighting {string} in {string} marks {string}', function (this: CasinoWorld, term: string, text: string, marked: string) {
  const parts = highlightParts(text, term);
  assert.equal(parts.map((part) => part.text).join(''), text);
  assert.deepEqual(
    parts.filter((part) => part.highlighted).map((part) => part.text),
    marked === '' ? [] : marked.split('|'),
  );
});

// ── The sandbox ───────────────────────────────────────────────────────────────────────────────

let feedbackBefore = { yes: 0, no: 0 };

const sandboxCounts = async (contentId: string) => {
  const sandbox = await sharedSandbox();
  const answer = await sandbox.control('GET', '/sandbox/control/help-feedback');
  const row = (answer.body as { contentId: string; yes: number; no: number }[]).find((each) => each.contentId === contentId);
  return { yes: row?.yes ?? 0, no: row?.no ?? 0 };
};

Given('the sandbox has counted the answers to the article {string}', async function (this: CasinoWorld, contentId: string) {
  feedbackBefore = await sandboxCounts(contentId);
});

Then('the sandbox counts one more {string} for the article {string}', async function (this: CasinoWorld, answer: 'yes' | 'no', contentId: string) {
  const after = await sandboxCounts(contentId);
  assert.deepEqual(after, { ...feedbackBefore, [answer]: feedbackBefore[answer] + 1 });
});
