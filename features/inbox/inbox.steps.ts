import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { MessageCategory } from '../../src/domain/inbox';
import type { CasinoWorld } from '../support/world';
import { InboxDriver } from './inbox-driver';

const drivers = new WeakMap<CasinoWorld, InboxDriver>();

const inbox = (world: CasinoWorld): InboxDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new InboxDriver(world.env, world.ui);
    drivers.set(world, driver);
  }
  return driver;
};

const list = (text: string): string[] => (text === '' ? [] : text.split(/,\s*(?=[A-Z0-9])/).map((item) => item.trim()));

// ── The platform ──────────────────────────────────────────────────────────────────────────────

Given('{string} has these messages, oldest first:', function (this: CasinoWorld, username: string, table: DataTable) {
  inbox(this).deliver(
    username,
    table.hashes().map((row) => ({ title: row.title ?? '', category: (row.category ?? 'account') as MessageCategory, read: row.read === 'yes' })),
  );
});

Given('{string} has {int} messages, the newest {int} unread', function (this: CasinoWorld, username: string, count: number, unread: number) {
  inbox(this).deliverMany(username, count, unread);
});

Given('the platform fails the next inbox page', function (this: CasinoWorld) {
  inbox(this).failNextPage();
});

Given('the inbox holds offers among its messages', async function (this: CasinoWorld) {
  const messages = await inbox(this).readPlatformInbox();
  assert.ok(messages.some((message) => message.category === 'promotion' && message.readAt === null), 'the player has no unread offer');
});

When('I take a time-out of {int} day(s)', async function (this: CasinoWorld, days: number) {
  await inbox(this).takeTimeOut(days, this.platform.passwordOf('ada@demo.test'));
});

When('the operator sends {string} the message {string} from the console', async function (this: CasinoWorld, username: string, title: string) {
  await inbox(this).operatorSends(username, title);
});

Then('the platform was asked for {int} pages of at most {int} messages', function (this: CasinoWorld, pages: number, limit: number) {
  const asked = inbox(this).pagesAsked();
  assert.equal(asked.length, pages);
  assert.ok(asked.every((page) => page.limit === limit), JSON.stringify(asked));
});

Then('the platform was told I read {string}', function (this: CasinoWorld, title: string) {
  const message = this.env.memoryPlatform.inbox.messagesOf('ada@demo.test').find((each) => each.title === title);
  assert.deepEqual(inbox(this).readsSent(), [message?.id]);
});

Then('the platform was not told to delete anything', function (this: CasinoWorld) {
  assert.equal(inbox(this).deletesSent(), 0);
});

// ── The inbox ─────────────────────────────────────────────────────────────────────────────────

When('I open the inbox', async function (this: CasinoWorld) {
  await inbox(this).open();
});

When('I open the inbox and open the message {string}', async function (this: CasinoWorld, title: string) {
  await inbox(this).open();
  await inbox(this).openMessage(title);
});

When('I scroll the inbox to its end', async function (this: CasinoWorld) {
  await inbox(this).scrollToEnd();
});

When('I follow the link {string} in the header', async function (this: CasinoWorld, name: string) {
  await inbox(this).followHeaderLink(name);
});

When('I open the account menu and follow its link {string}', async function (this: CasinoWorld, name: string) {
  await inbox(this).followAccountMenuLink(name);
});

Then('the inbox shows {int} messages, and counts {int} unread of {int}', function (this: CasinoWorld, shown: number, unread: number, total: number) {
  const state = inbox(this).state();
  assert.deepEqual({ shown: state.messages.length, unread: state.unread, total: state.total }, { shown, unread, total });
});

Then('the inbox shows {int} messages, newest first, each once', function (this: CasinoWorld, count: number) {
  const titles = inbox(this).state().messages.map((message) => message.title);
  assert.deepEqual(titles, Array.from({ length: count }, (_, index) => `Message ${count - index}`));
});

Then('the inbox lists {string}', async function (this: CasinoWorld, expected: string) {
  assert.deepEqual(await inbox(this).rowsShown(), list(expected));
});

Then('the first message of the inbox is {string}', function (this: CasinoWorld, expected: string) {
  assert.equal(inbox(this).listed()[0], expected);
});

Then('I read the message {string}', function (this: CasinoWorld, title: string) {
  assert.equal(inbox(this).openedTitle(), title);
  assert.ok(inbox(this).listed().includes(title), `"${title}" is not shown read: ${inbox(this).listed().join(', ')}`);
});

Then('the inbox says {string}', async function (this: CasinoWorld, text: string) {
  await inbox(this).says(text);
});

Then('I am asked to confirm {string}', function (this: CasinoWorld, question: string) {
  assert.equal(inbox(this).confirmation(), question);
});

Then('no message of the inbox is marked new', async function (this: CasinoWorld) {
  const rows = await inbox(this).rowsShown();
  assert.ok(rows.length > 0 && rows.every((row) => !row.endsWith('(new)')), rows.join(', '));
});

Then('the inbox holds no offer', function (this: CasinoWorld) {
  const shown = inbox(this).state().messages;
  assert.deepEqual(
    shown.map((message) => message.title),
    inbox(this).earlierWithoutOffers().map((message) => message.title),
  );
  assert.ok(shown.every((message) => message.category !== 'promotion'));
});

Then('the notification badge counts only the unread messages that are not offers', async function (this: CasinoWorld) {
  const expected = inbox(this).earlierWithoutOffers().filter((message) => message.readAt === null).length;
  assert.equal((await this.menu.viewNow()).badge, String(expected));
});
