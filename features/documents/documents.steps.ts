import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { isDocumentStatus } from '../../src/domain/documents';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { CasinoWorld } from '../support/world';
import { DocumentsDriver, IDENTITY_ORIGIN, uploadPng } from './documents-driver';

const drivers = new WeakMap<CasinoWorld, DocumentsDriver>();

const documents = (world: CasinoWorld): DocumentsDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new DocumentsDriver(world.env);
    drivers.set(world, driver);
  }
  return driver;
};

const status = (text: string) => {
  assert.ok(isDocumentStatus(text), `${text} is not a document status`);
  return text;
};

// ── The platform (in memory) ────────────────────────────────────────────────────────────────

Given('the identity provider is trusted at {string}', function (this: CasinoWorld, origin: string) {
  documents(this).trustsIdentityProvider(origin);
});

Given('the site trusts the identity provider', function (this: CasinoWorld) {
  documents(this).trustsIdentityProvider(IDENTITY_ORIGIN);
});

Given('the document status of {string} is {string}', async function (this: CasinoWorld, username: string, text: string) {
  if (this.platform.kind === 'sandbox') {
    const sandbox = await sharedSandbox();
    const answer = await sandbox.patchPlayer(username, { documentStatus: status(text) });
    assert.equal(answer.status, 200, answer.text);
  } else {
    documents(this).setStatus(username, status(text));
  }
});

Given('the platform hands out the verification URL {string}', function (this: CasinoWorld, url: string) {
  documents(this).handsOutUrl(url);
});

Given('the platform refuses verification URLs as {string}', function (this: CasinoWorld, code: 'BLOCKED' | 'UNAVAILABLE') {
  documents(this).refusesUrls(code);
});

// ── The sandbox ─────────────────────────────────────────────────────────────────────────────

Given("the site trusts the sandbox's identity provider", async function (this: CasinoWorld) {
  documents(this).trustsIdentityProvider((await sharedSandbox()).identityUrl);
});

When('I upload a PNG to the identity provider through the framed URL', async function (this: CasinoWorld) {
  assert.equal(await uploadPng(documents(this).frameSource()), 201);
});

When('the operator decides {string} on the document of {string}', async function (this: CasinoWorld, decision: string, username: string) {
  const answer = await (await sharedSandbox()).control('POST', `/sandbox/control/players/${username}/document-decision`, { status: decision });
  assert.equal(answer.status, 200, answer.text);
});

// ── The frame ───────────────────────────────────────────────────────────────────────────────

When('the identity provider says the transaction finished with {string}', async function (this: CasinoWorld, transactionStatus: 'SUCCESS' | 'ERROR') {
  await documents(this).frameFinishes(transactionStatus);
  await this.ui.settle();
});

Then('the page frames {string}', function (this: CasinoWorld, url: string) {
  assert.equal(documents(this).frameSource(), url);
});

Then("the page frames the sandbox's identity provider", async function (this: CasinoWorld) {
  const source = new URL(documents(this).frameSource());
  assert.equal(source.origin, (await sharedSandbox()).identityUrl);
  assert.match(source.pathname, /^\/verify\/[A-Za-z0-9_-]{43}$/);
});

// ── The status ──────────────────────────────────────────────────────────────────────────────

Then('the platform was asked the document status {int} time(s)', function (this: CasinoWorld, count: number) {
  assert.equal(documents(this).statusCalls(), count);
});

Then('every document status request said it was a background refresh', function (this: CasinoWorld) {
  const requests = documents(this).statusRequestsOnTheWire();
  assert.ok(requests.length > 0, 'no document status request left the site');
  assert.ok(requests.every((request) => request.background));
});

Then('the platform was not asked the document status', function (this: CasinoWorld) {
  assert.equal(documents(this).statusCalls(), 0);
});

// ── The account area ────────────────────────────────────────────────────────────────────────

Then('the document alert says {string} and links to {string}', async function (this: CasinoWorld, reason: 'PHONE_NOT_VALIDATED' | 'REQUESTED' | 'INVALID' | 'BLOCKED', path: string) {
  await this.ui.settle();
  assert.deepEqual(documents(this).alert(), { text: documents(this).alertText(reason), link: path });
});

Then('no document alert shows', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.equal(documents(this).alert(), null);
});
