import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { FieldCause } from '../../src/domain/contact';
import type { CasinoWorld } from '../support/world';
import { APPLICATIONS_PATH, CONTACT_PATH, ContactDriver } from './contact-driver';

const drivers = new WeakMap<CasinoWorld, ContactDriver>();

/** The contact driver of this scenario's world. */
const contact = (world: CasinoWorld): ContactDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new ContactDriver(world.env, world.ui, world.messages);
    drivers.set(world, driver);
  }
  return driver;
};

const list = (text: string): string[] => text.split(',').map((item) => item.trim()).filter((item) => item !== '');
/** `\u{202E}` in a scenario stands for the character itself, which a reader could not see. */
const unescaped = (text: string): string => text.replace(/\\u\{([0-9a-fA-F]{1,6})\}/g, (_escape, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)));
/** A table cell as JSON would hold it: `null`, `true`, or the text. */
const cell = (text: string): unknown => (text === 'null' ? null : text === 'true' ? true : text === 'false' ? false : text);

// ── The operator and the platform ────────────────────────────────────────────────────────────

Given('the operator configured the contact subjects {string}', function (this: CasinoWorld, subjects: string) {
  contact(this).offerSubjects(list(subjects));
});

Given('the operator configured no contact subjects', function (this: CasinoWorld) {
  contact(this).offerSubjects([]);
});

Given('the platform cannot be reached for the next contact message', function (this: CasinoWorld) {
  contact(this).scriptNextMessage({ code: 'TRANSPORT', error: { code: 'NETWORK' } });
});

Given('the platform refuses the next contact message\'s {string} as {string}', function (this: CasinoWorld, field: string, cause: FieldCause) {
  contact(this).scriptNextMessage({ code: 'INVALID', problems: [{ field, cause }] });
});

Given('the platform answers the next contact message with too many requests, to retry after {int} seconds', function (this: CasinoWorld, seconds: number) {
  contact(this).scriptNextMessage({ code: 'RATE_LIMITED', retryAfterSeconds: seconds });
});

Given('the platform answers the next affiliate application with too many requests, to retry after {int} seconds', function (this: CasinoWorld, seconds: number) {
  contact(this).scriptNextApplication({ code: 'RATE_LIMITED', retryAfterSeconds: seconds });
});

// ── The contact form ─────────────────────────────────────────────────────────────────────────

Then('the contact form asks for {string}', function (this: CasinoWorld, labels: string) {
  assert.deepEqual(contact(this).formLabels(), list(labels));
});

Then('the subjects offered are {string}', function (this: CasinoWorld, subjects: string) {
  assert.deepEqual(contact(this).subjectsOffered(), list(subjects));
});

When('I choose the subject {string}', async function (this: CasinoWorld, subject: string) {
  await contact(this).chooseSubject(subject);
});

When('I write {string} from {string} and send it', async function (this: CasinoWorld, message: string, email: string) {
  await contact(this).writeAndSend(unescaped(message), unescaped(email));
});

When('I write the message {string} and send it', async function (this: CasinoWorld, message: string) {
  await contact(this).writeAndSend(message);
});

When('I send the contact form without filling it in', async function (this: CasinoWorld) {
  await contact(this).sendContactForm();
});

Then('the field {string} says {string}', function (this: CasinoWorld, label: string, error: string) {
  assert.equal(contact(this).fieldError(label), error);
});

Then('the field {string} holds {string}', function (this: CasinoWorld, label: string, value: string) {
  assert.equal(contact(this).field(label).value, value);
});

Then('the field {string} has the focus', function (this: CasinoWorld, label: string) {
  assert.equal(contact(this).focusedLabel(), label);
});

Then(/^the (?:contact|affiliate) form says "(.*)"$/, async function (this: CasinoWorld, text: string) {
  assert.equal(await contact(this).formAlert(), text);
});

Then('the platform received a contact message with the subject {string}', function (this: CasinoWorld, subject: string) {
  assert.equal(contact(this).lastReceived().body.subject, subject);
});

Then('the platform received a contact message without a subject', function (this: CasinoWorld) {
  assert.equal(contact(this).lastReceived().body.subject, null);
});

Then('the platform received the contact message:', function (this: CasinoWorld, table: DataTable) {
  const [expected] = table.hashes();
  assert.ok(expected !== undefined);
  assert.deepEqual(contact(this).lastReceived().body, Object.fromEntries(Object.entries(expected).map(([key, value]) => [key, cell(value)])));
});

Then('the contact message was sent in {string} without a session', function (this: CasinoWorld, language: string) {
  const received = contact(this).lastReceived();
  assert.equal(received.language, language);
  assert.equal(received.session, null);
});

Then('the contact message was sent with my session', function (this: CasinoWorld) {
  assert.equal(contact(this).lastReceived().session, this.platform.lastSessionOpened());
});

Then('no contact message reached the platform', function (this: CasinoWorld) {
  assert.equal(contact(this).received().length, 0);
});

Then('I see the confirmation naming the message\'s reference', async function (this: CasinoWorld) {
  const driver = contact(this);
  const reference = driver.overHttp ? (await driver.storedMessages())[0]?.reference : this.env.memoryPlatform.contact.messages.at(-1)?.reference;
  assert.ok(reference !== undefined, 'no reference was given');
  await this.ui.settle();
  assert.ok(driver.shownNotices().includes(driver.t('contact.sent', { reference })), `shown: ${driver.shownNotices().join(' | ')}`);
});

// ── The platform's side, over HTTP ───────────────────────────────────────────────────────────

Then('the sandbox keeps the message from {string} about {string}, in {string}', async function (this: CasinoWorld, email: string, subject: string, language: string) {
  const [latest] = await contact(this).storedMessages();
  assert.ok(latest !== undefined, 'the sandbox keeps no message');
  assert.deepEqual({ email: latest.email, subject: latest.subject, language: latest.language }, { email, subject: subject === 'none' ? null : subject, language });
});

Then('the sandbox keeps the message as written by the player {string}', async function (this: CasinoWorld, username: string) {
  const [latest] = await contact(this).storedMessages();
  assert.equal(latest?.username, username);
});

Then('the contact message left the site with the header X-Language {string}', function (this: CasinoWorld, language: string) {
  assert.equal(contact(this).lastRequestTo(CONTACT_PATH).headers['x-language'], language);
});

// ── The affiliate sign-up ────────────────────────────────────────────────────────────────────

Then('the affiliate page says {string}', async function (this: CasinoWorld, heading: string) {
  await this.ui.settle();
  assert.equal(await contact(this).heading(), heading);
});

When('I apply as an affiliate:', async function (this: CasinoWorld, table: DataTable) {
  const [row] = table.hashes();
  assert.ok(row !== undefined);
  await contact(this).applyAsAffiliate({
    name: row.name ?? '',
    email: row.email ?? '',
    company: row.company ?? '',
    website: row.website ?? '',
    country: row.country ?? '',
    traffic: list(row.traffic ?? ''),
    message: row.message ?? '',
  });
});

When('I type {string} as {string}', async function (this: CasinoWorld, text: string, label: string) {
  await contact(this).type(label, text);
});

When('I send the affiliate form', async function (this: CasinoWorld) {
  await contact(this).sendAffiliateForm();
});

Then('the platform received the affiliate application:', async function (this: CasinoWorld, table: DataTable) {
  const [expected] = table.hashes();
  assert.ok(expected !== undefined);
  const driver = contact(this);
  const received = driver.overHttp ? driver.lastRequestTo(APPLICATIONS_PATH).body : driver.receivedApplications().at(-1)?.application;
  const wanted = Object.fromEntries(Object.entries(expected).map(([key, value]) => [key, key === 'trafficSources' ? list(value) : cell(value)]));
  assert.deepEqual(received, wanted);
});

Then("the page shows the application's reference", async function (this: CasinoWorld) {
  const driver = contact(this);
  const reference = driver.overHttp ? (await driver.storedApplications())[0]?.reference : driver.receivedApplications().at(-1)?.reference;
  assert.ok(reference !== undefined);
  await this.ui.expectText(reference);
});

Then('the traffic sources say {string}', function (this: CasinoWorld, error: string) {
  assert.equal(contact(this).trafficSourcesError(), error);
});

Then('the terms say {string}', function (this: CasinoWorld, error: string) {
  assert.equal(contact(this).termsError(), error);
});

Then('no affiliate application reached the platform', function (this: CasinoWorld) {
  assert.equal(contact(this).receivedApplications().length, 0);
});

Then('the countries offered include {string} and {string}', function (this: CasinoWorld, first: string, second: string) {
  const countries = contact(this).countriesOffered();
  assert.ok(countries.includes(first) && countries.includes(second), `offered: ${countries.slice(0, 20).join(', ')}…`);
});

Then('the sandbox keeps the application of {string} from {string}', async function (this: CasinoWorld, email: string, country: string) {
  const [latest] = await contact(this).storedApplications();
  assert.deepEqual({ email: latest?.email, country: latest?.country }, { email, country });
});
