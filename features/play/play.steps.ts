import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { waitFor } from '@testing-library/react';
import { catalogue } from '../../sandbox/services/content/catalogue.ts';
import { VIRTUAL_SPORTS_GAME, VIRTUAL_SPORTS_GAME_ID, type LaunchRoute, type PlayMode } from '../../src/domain/play';
import { formatMoney, toMinorUnits, type CurrencyCode } from '../../src/domain/wallet';
import { asSeen } from '../wallet/account-menu-driver';
import type { CasinoWorld } from '../support/world';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import { PlayDriver } from './play-driver';

const drivers = new WeakMap<CasinoWorld, PlayDriver>();

/** The play driver of this scenario's world. */
const play = (world: CasinoWorld): PlayDriver => {
  let driver = drivers.get(world);
  if (driver === undefined) {
    driver = new PlayDriver(world.env, world.ui);
    drivers.set(world, driver);
  }
  return driver;
};

const modeNamed = (words: string): PlayMode => (words.startsWith('real') ? 'real' : 'practice');

// ── The platform and the site ─────────────────────────────────────────────────────────────────

Given('the game provider serves games from its own origin', async function (this: CasinoWorld) {
  await play(this).allowProvider();
});

Given('the catalogue has the slot {string} with practice play', function (this: CasinoWorld, name: string) {
  play(this).addSlot(name, true);
});

Given('the catalogue has the slot {string} with practice play, in the lobby', function (this: CasinoWorld, name: string) {
  play(this).addSlot(name, true);
  play(this).shelve(name);
});

Given('the catalogue has the slot {string} without practice play', function (this: CasinoWorld, name: string) {
  play(this).addSlot(name, false);
});

Given(/^the site (lets|does not let) logged-in players practise$/, function (this: CasinoWorld, setting: string) {
  this.env.configure({ casinoLoggedPracticePlayEnabled: setting === 'lets' });
});

Given('the site has the games integration on', function (this: CasinoWorld) {
  this.env.configure({ isGamesIntegrationEnabled: true });
});

Given('I play on a {word} device', async function (this: CasinoWorld, kind: 'desktop' | 'mobile') {
  await play(this).useDevice(kind);
});

Given('the platform answers the next launch with {string}', function (this: CasinoWorld, url: string) {
  play(this).answerNextLaunchWith(url);
});

Given('the platform fails the next launch', function (this: CasinoWorld) {
  play(this).failNextLaunch();
});

// ── What the player does ──────────────────────────────────────────────────────────────────────

When('I open the page of {string}', async function (this: CasinoWorld, name: string) {
  await play(this).openPage(name);
});

When('I open the page of {string} at {string}', async function (this: CasinoWorld, name: string, suffix: string) {
  await play(this).openPage(name, suffix);
});

When('I press {string} on the game page', async function (this: CasinoWorld, label: string) {
  await play(this).press(label);
});

// ── What the game tells the site ──────────────────────────────────────────────────────────────

When('the game takes a stake of {float} {string} and tells the site the balance changed', async function (this: CasinoWorld, stake: number, currency: string) {
  const platform = this.env.platform;
  assert.ok(platform instanceof MemoryPlatformDriver, 'a stake on the in-memory platform');
  const player = [...platform.platform.players.values()][0];
  assert.ok(player, 'no player');
  const stakeMinor = toMinorUnits(stake, currency as CurrencyCode) ?? 0;
  player.balances = player.balances.map((entry) => (entry.type === 'Playable' ? { ...entry, amount: { ...entry.amount, minor: entry.amount.minor - stakeMinor } } : entry));
  await play(this).gameSays({ type: 'game:balance-changed' });
});

When('the game says {int} times that the balance changed', async function (this: CasinoWorld, times: number) {
  await play(this).gameSays({ type: 'game:balance-changed' }, times);
});

When('the game reports {string}', async function (this: CasinoWorld, code: 'INSUFFICIENT_FUNDS') {
  await play(this).gameSays({ type: 'game:error', code });
});

// ── What the player sees, and what the platform received ──────────────────────────────────────

Then('{string} opens in {word} play', async function (this: CasinoWorld, name: string, mode: string) {
  const launch = await play(this).expectOpenIn(modeNamed(mode));
  assert.equal(launch.gameId, play(this).game(name).id);
});

Then('game {int} opens in {word} play on the {string} path', async function (this: CasinoWorld, gameId: number, mode: string, route: LaunchRoute) {
  assert.equal(gameId, VIRTUAL_SPORTS_GAME_ID);
  const launch = await play(this).expectOpenIn(modeNamed(mode));
  assert.equal(launch.gameId, gameId);
  assert.equal(launch.route, route);
});

Then('no game is open', async function (this: CasinoWorld) {
  await this.ui.settle();
  assert.equal(play(this).frame(), null);
});

Then('the platform was asked for no launch', function (this: CasinoWorld) {
  assert.deepEqual(play(this).launches(), []);
});

Then('I am on the login page with the destination of {string} and {string}', async function (this: CasinoWorld, name: string, hash: string) {
  await this.ui.waitForLocation(`/login?destination=${encodeURIComponent(`${play(this).game(name).linkUrl}${hash}`)}`);
});

Then('I am offered {string} and {string}', async function (this: CasinoWorld, first: string, second: string) {
  await this.ui.settle();
  assert.deepEqual(play(this).offers(), [first, second]);
});

Then('I am offered only {string}', async function (this: CasinoWorld, only: string) {
  await this.ui.settle();
  assert.deepEqual(play(this).offers(), [only]);
});

Then('quick play links are not offered', function (this: CasinoWorld) {
  assert.deepEqual(play(this).quickPlay(), { quickPlayLinks: false, quickPlayMode: null });
});

Then('quick play links are offered, into {word} play', function (this: CasinoWorld, mode: string) {
  assert.deepEqual(play(this).quickPlay(), { quickPlayLinks: true, quickPlayMode: modeNamed(mode) });
});

Then(
  /^the platform was asked to launch "([^"]+)" for (real|practice) on the "(lobby|legacy|integration)" path, channel "(desktop|mobile)", currency "([A-Z]+)", language "([a-z]+)", (with my session|without a session)$/,
  function (this: CasinoWorld, name: string, mode: PlayMode, route: LaunchRoute, channel: string, currency: string, language: string, session: string) {
    const launch = play(this).lastLaunch();
    assert.deepEqual(
      { gameId: launch.gameId, mode: launch.mode, route: launch.route, channel: launch.channel, currency: launch.currency, language: launch.language },
      { gameId: play(this).game(name).id, mode, route, channel, currency, language },
    );
    if (session === 'without a session') assert.equal(launch.session, null);
    else assert.equal(launch.session, this.platform.lastSessionOpened());
  },
);

Then('the game page tells me {string}', async function (this: CasinoWorld, message: string) {
  await this.ui.settle();
  assert.ok(play(this).alerts().includes(message), `shown: ${play(this).alerts().join(' | ')}`);
});

Then('the recent-activity tracker was told I played {string}', function (this: CasinoWorld, name: string) {
  const platform = this.env.platform;
  assert.ok(platform instanceof MemoryPlatformDriver, 'recent activity in memory');
  const recorded = platform.platform.games.calls.filter((call) => call.operation === 'recordRecent');
  assert.deepEqual(recorded.map((call) => call.body), [{ gameId: play(this).game(name).id }]);
});

// ── Over the platform (@platform): launches through the site's play service, watched on the wire ──

const sandboxSlot = catalogue().games.find((game) => game.kind === 'slot' && game.practicePlay);

const lastRequestTo = (world: CasinoWorld, path: string) => {
  const request = world.env.wireRecorder.requests.filter((sent) => sent.path === path).at(-1);
  assert.ok(request, `the site asked nothing of ${path}: ${world.env.wireRecorder.requests.map((sent) => sent.path).join(', ')}`);
  return request;
};

const launchPath = (template: string): string => template.replace('{id}', String(sandboxSlot?.id));

When('I launch a slot of the catalogue for {word}', async function (this: CasinoWorld, mode: string) {
  assert.ok(sandboxSlot, 'the sandbox has no slot with practice play');
  await play(this).launch({ id: sandboxSlot.id, practicePlay: true }, modeNamed(mode));
});

When('I launch virtual sports', async function (this: CasinoWorld) {
  await play(this).launch(VIRTUAL_SPORTS_GAME, 'practice');
});

Then(
  'the site asked {string} with channelType {string}, currencyCode {string}, language {string} and mode {string}',
  function (this: CasinoWorld, path: string, channelType: string, currencyCode: string, language: string, mode: string) {
    const request = lastRequestTo(this, launchPath(path));
    assert.deepEqual(Object.fromEntries(request.query), { channelType, currencyCode, language, mode });
  },
);

Then('that request carried X-Channel {string} and my session in X-Session-Id', function (this: CasinoWorld, channel: string) {
  const request = this.env.wireRecorder.requests.filter((sent) => sent.path.endsWith('/url')).at(-1);
  assert.ok(request, 'no launch request');
  assert.equal(request.headers['x-channel'], channel);
  assert.equal(request.headers['x-session-id'], this.platform.lastSessionOpened());
});

Then('the site asked {string} with integrationParams naming the channel {string}, the currency {string} and the language {string}, and no session', function (this: CasinoWorld, path: string, channel: string, currency: string, language: string) {
  const request = lastRequestTo(this, launchPath(path));
  assert.deepEqual(JSON.parse(request.query.get('integrationParams') ?? 'null'), { channel, currency, language });
});

Then('the site asked {string} with integrationParams naming the channel, currency, language and my session', function (this: CasinoWorld, path: string) {
  const request = lastRequestTo(this, launchPath(path));
  assert.deepEqual(JSON.parse(request.query.get('integrationParams') ?? 'null'), {
    channel: 'desktop',
    currency: 'EUR',
    language: 'en',
    sessionId: this.platform.lastSessionOpened(),
  });
});

Then('the site asked {string} with mode {string}, language {string} and currencyCode {string}', function (this: CasinoWorld, path: string, mode: string, language: string, currencyCode: string) {
  const request = lastRequestTo(this, path);
  assert.deepEqual(Object.fromEntries(request.query), { mode, language, currencyCode });
});

Then("the game opens on the game provider's origin", async function (this: CasinoWorld) {
  const state = play(this).played();
  assert.equal(state.status, 'playing', `the game did not open: ${JSON.stringify(state)}`);
  if (state.status === 'playing') assert.equal(state.game.origin, await play(this).providerOrigin());
});

Then('the site posted the game to {string}, and the tracker now lists it first', async function (this: CasinoWorld, template: string) {
  await this.env.settle();
  const path = template.replace('{session}', encodeURIComponent(this.platform.lastSessionOpened() ?? ''));
  const request = lastRequestTo(this, path);
  assert.equal(request.method, 'POST');
  assert.deepEqual(request.body, { gameId: sandboxSlot?.id });
  const recent = await (await sharedSandbox()).request('GET', path);
  assert.equal(recent.status, 200, recent.text);
  assert.equal((recent.body as { games: { gameId: number }[] }).games[0]?.gameId, sandboxSlot?.id);
});

When('the game in its frame plays a round of {float} and tells the site the balance changed', async function (this: CasinoWorld, stake: number) {
  answeredBalance.set(this, await play(this).playRealRound(stake));
});

const answeredBalance = new WeakMap<CasinoWorld, number>();

Then('the account menu shows the balance the provider answered, before the next poll', async function (this: CasinoWorld) {
  const balance = answeredBalance.get(this);
  assert.ok(balance !== undefined, 'no round was played');
  const minor = toMinorUnits(balance, 'EUR');
  assert.ok(minor !== null, `the provider answered an unreadable balance ${balance}`);
  assert.equal(this.menu.amountShown((await this.menu.viewNow()).balance), asSeen(formatMoney({ minor, currency: 'EUR' as CurrencyCode }, 'en')));
});

// ── PLAY-01..PLAY-04: the game being played has the window ────────────────────────────────────

Given('the browser {word} full screen', function (this: CasinoWorld, answer: string) {
  play(this).fakeFullScreen(answer === 'grants' ? 'grants' : 'refuses');
});

Given('the browser has no full screen', function (this: CasinoWorld) {
  play(this).fakeFullScreen('none');
});

After(function (this: CasinoWorld) {
  drivers.get(this)?.restoreFullScreen();
});

Given("I came to the page of {string} from its category's card", async function (this: CasinoWorld, name: string) {
  await play(this).arriveFromCategory(name);
});

When('the browser leaves its full screen', async function (this: CasinoWorld) {
  await play(this).browserLeavesFullScreen();
});

When('I press Escape', async function (this: CasinoWorld) {
  await play(this).pressEscape();
});

Then("the page's one heading {string} is visually hidden, inside its main landmark", function (this: CasinoWorld, name: string) {
  const { headings, hidden, inMain, mains } = play(this).heading();
  assert.deepEqual(headings, [name]);
  assert.ok(hidden, 'the heading is shown');
  assert.ok(inMain, 'the heading is outside the main landmark');
  assert.equal(mains, 1);
});

Then("the game's details and play buttons are not shown", function (this: CasinoWorld) {
  assert.deepEqual(play(this).pageParts(), { details: false, buttons: false, preview: false });
});

Then(/^the play bar says "([^"]+)" and shows (the balance and the session clock|no balance and no session clock)$/, function (this: CasinoWorld, mode: string, shows: string) {
  const bar = play(this).bar();
  assert.equal(bar.mode, mode);
  const expected = shows.startsWith('the balance');
  assert.equal(bar.balance !== null, expected, `balance: ${bar.balance}`);
  assert.equal(bar.clock !== null, expected, `session clock: ${bar.clock}`);
  if (expected) assert.match(bar.balance ?? '', /\d/);
});

Then(/^the play bar offers "([^"]+)"(?:, "([^"]+)")?(?: and "([^"]+)")?$/, function (this: CasinoWorld, first: string, second: string | undefined, third: string | undefined) {
  const offered = play(this).bar().controls;
  for (const name of [first, second, third].filter((name): name is string => typeof name === 'string')) assert.ok(offered.includes(name), `${name} is not in the bar: ${offered.join(', ')}`);
});

Then("the play area is in the browser's full screen", function (this: CasinoWorld) {
  assert.equal(play(this).fullScreenMode(), 'browser');
  assert.ok(play(this).isBrowserFullScreenElement(), 'the browser was not asked for the play area');
});

Then('the play area covers the window', function (this: CasinoWorld) {
  assert.equal(play(this).fullScreenMode(), 'window');
});

Then('the play area is back in the page', async function (this: CasinoWorld) {
  await waitFor(() => assert.equal(play(this).fullScreenMode(), 'off'));
});

Then('I am back on the category of {string}', async function (this: CasinoWorld, name: string) {
  await this.ui.waitForLocation(play(this).categoryPathOf(name));
});

Then('I am on the lobby', async function (this: CasinoWorld) {
  await this.ui.waitForLocation('/');
});
