import { browserWindow } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { After, Given, Then, When } from '@cucumber/cucumber';
import { catalogue } from '../../sandbox/services/content/catalogue.ts';
import { within } from '@testing-library/react';
import type { GamePlay } from '../../src/application/play/game-play';
import { PlayTokens } from '../../src/application/play/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import { strictestRules } from '../../src/domain/config';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { CasinoWorld } from '../support/world';

/** The game play of the scenario that opened a game (the site's service is one per page). */
const gamePlays = new WeakMap<CasinoWorld, GamePlay>();
const gamePlayOf = (world: CasinoWorld): GamePlay => {
  let gamePlay = gamePlays.get(world);
  if (gamePlay === undefined) {
    gamePlay = world.env.site.get<GamePlay>(PlayTokens.GamePlay);
    gamePlays.set(world, gamePlay);
  }
  return gamePlay;
};

/** Scenarios that placed the sandbox's visitors somewhere put them back where nobody placed them. */
const placedVisitors = new WeakSet<CasinoWorld>();

After(async function (this: CasinoWorld) {
  if (!placedVisitors.has(this)) return;
  await (await sharedSandbox()).control('PUT', '/sandbox/control/geolocation', { location: null });
});

Given('the site knows GB, where practice play needs a verified age, and MT, where it does not, with {string} by default', function (this: CasinoWorld, defaultJurisdiction: string) {
  this.env.configure({
    jurisdictions: {
      GB: { ...strictestRules('GB'), practicePlayNeedsVerifiedAge: true, selfExclusionScheme: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' } },
      MT: { ...strictestRules('MT'), practicePlayNeedsVerifiedAge: false, autoplayAllowed: true, quickSpinAllowed: true },
    },
    defaultJurisdiction,
  });
});

Given("{string}'s address is in {string}", async function (this: CasinoWorld, username: string, subdivision: string) {
  const countryCode = subdivision.slice(0, 2);
  if (this.platform.kind === 'sandbox') {
    const answer = await (await sharedSandbox()).patchPlayer(username, { countryCode, subdivision });
    assert.equal(answer.status, 200, answer.text);
    return;
  }
  const player = this.env.memoryPlatform.player(username);
  player.user = { ...player.user, countryCode, subdivision };
});

Given('the platform refuses practice play for want of a verified age', function (this: CasinoWorld) {
  assert.ok(this.env.platform instanceof MemoryPlatformDriver, 'the sandbox decides this by itself');
  this.env.memoryPlatform.play.refusePracticeForAge = true;
});

Given('the platform places visitors in {string}', async function (this: CasinoWorld, location: string) {
  placedVisitors.add(this);
  const answer = await (await sharedSandbox()).control('PUT', '/sandbox/control/geolocation', { location });
  assert.ok(answer.status < 300, answer.text);
});

Then('instead of practice play I am offered {string}, a link to {string}', async function (this: CasinoWorld, name: string, path: string) {
  await this.ui.settle();
  const actions = browserWindow.document.querySelector('.game-page__actions');
  assert.ok(actions, 'the page offers no way to play');
  const buttons = within(actions as HTMLElement).queryAllByRole('button').map((button) => button.textContent?.trim() ?? '');
  assert.ok(!buttons.includes(this.messages.t('play.practice')), `practice is still offered: ${buttons.join(', ')}`);
  const link = within(actions as HTMLElement).getByRole('link', { name });
  assert.ok(link.getAttribute('href')?.startsWith(path), `the link leads to ${link.getAttribute('href') ?? 'nowhere'}`);
});

Then('the page offers {string}, a link to {string}', async function (this: CasinoWorld, name: string, path: string) {
  await this.ui.settle();
  const link = within(browserWindow.document.body).getByRole('link', { name });
  assert.ok(link.getAttribute('href')?.startsWith(path), `the link leads to ${link.getAttribute('href') ?? 'nowhere'}`);
});

When(/^I open a slot of the catalogue for (real|practice) play$/, async function (this: CasinoWorld, mode: 'real' | 'practice') {
  const slot = catalogue().games.find((game) => game.kind === 'slot' && game.practicePlay && !game.jackpot);
  assert.ok(slot, 'the catalogue has no slot with practice play');
  await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('play');
  await gamePlayOf(this).play({ id: slot.id, practicePlay: true }, mode);
  await this.env.settle();
});

/** The game the site opened, as the provider serves it: its page's configuration block. */
interface OpenedGameConfig {
  readonly playToken: string;
  readonly autoplay: { readonly allowed: boolean; readonly quickSpinAllowed: boolean };
}

/** A launch URL opens the game once: its page's configuration is kept for the scenario's later steps. */
const openedConfigs = new WeakMap<CasinoWorld, OpenedGameConfig>();

const openedGameConfig = async (world: CasinoWorld): Promise<OpenedGameConfig> => {
  const known = openedConfigs.get(world);
  if (known !== undefined) return known;
  const state = gamePlayOf(world).current();
  assert.ok(state.status === 'playing', `no game is open: ${JSON.stringify(state)}`);
  const page = await fetch(state.game.url);
  assert.equal(page.status, 200, 'the launch URL did not serve the game');
  const config = /<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(await page.text())?.[1];
  assert.ok(config, 'the game page has no configuration');
  const opened = JSON.parse(config) as OpenedGameConfig;
  openedConfigs.set(world, opened);
  return opened;
};

Then(/^the game provider refuses a round asking for (autoplay|quick spin) with "([A-Z_]+)"$/, async function (this: CasinoWorld, feature: string, errorCode: string) {
  const { playToken } = await openedGameConfig(this);
  const state = gamePlayOf(this).current();
  assert.ok(state.status === 'playing');
  const round = await fetch(`${state.game.origin}/rounds`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ playToken, stake: 1, idempotencyKey: `round-${Date.now()}-sg15`, [feature === 'autoplay' ? 'autoplay' : 'quickSpin']: true }),
  });
  assert.equal(round.status, 403);
  assert.equal(((await round.json()) as { errorCode: string }).errorCode, errorCode);
});

Then(/^the game (offers|does not offer) autoplay and quick spin$/, async function (this: CasinoWorld, offers: string) {
  const { autoplay } = await openedGameConfig(this);
  assert.deepEqual({ autoplay: autoplay.allowed, quickSpin: autoplay.quickSpinAllowed }, { autoplay: offers === 'offers', quickSpin: offers === 'offers' });
});

Then('the launch was refused for want of a verified age', async function (this: CasinoWorld) {
  await this.env.settle();
  const state = gamePlayOf(this).current();
  assert.deepEqual(state, { status: 'failed', mode: 'practice', failure: 'AGE_VERIFICATION_REQUIRED' });
});
