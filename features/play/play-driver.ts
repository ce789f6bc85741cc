import { browserWindow, useScreen } from '../support/dom-environment';
import assert from 'node:assert/strict';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GamePlay, PlayState } from '../../src/application/play/game-play';
import type { SessionService } from '../../src/application/session/session-service';
import { SessionTokens } from '../../src/application/session/tokens';
import { PlayTokens } from '../../src/application/play/tokens';
import type { DeferredContexts } from '../../src/application/shared/deferred-contexts';
import { SharedTokens } from '../../src/application/shared/tokens';
import type { Game } from '../../src/domain/games';
import { playOptions, type LaunchableGame, type LaunchRequest, type PlayMode } from '../../src/domain/play';
import type { FixedDeviceChannel } from '../../src/infrastructure/play/fixed-device-channel';
import type { MemoryGameFrameChannels } from '../../src/infrastructure/play/memory-game-frame-channels';
import type { InMemoryPlatform } from '../../src/infrastructure/shared/in-memory-platform';
import { MemoryPlatformDriver } from '../support/platform/memory-platform-driver';
import { onlyTheSandbox } from '../support/platform/platform-driver';
import { aGame } from '../../tests/support/games';
import { sharedSandbox } from '../support/platform/shared-sandbox';
import type { SiteEnvironment } from '../support/site-environment';
import type { UiDriver } from '../support/ui-driver';

/** The game provider's origin in the in-memory platform. */
export const PROVIDER_ORIGIN = 'https://games.test';

const slugOf = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A slot of the catalogue, as the content service lists it. */
export const aSlot = (id: number, name: string, practicePlay: boolean): Game =>
  aGame(id, name, { slug: slugOf(name), cardImage: null, cardImageAltText: name, releasedAt: '2026-10-01', practicePlay });

/** A game's page, its play buttons and its frame, as the player meets them; and the launches the platform received. */
export class PlayDriver {
  private readonly games = new Map<string, Game>();
  private nextId = 1042;
  private gamePlay: GamePlay | null = null;

  constructor(
    private readonly env: SiteEnvironment,
    private readonly ui: UiDriver,
  ) {}

  /** The game provider's origin: the in-memory one, or the sandbox's second port. */
  async allowProvider(): Promise<void> {
    this.env.configure({ gameProviderOrigins: [await this.providerOrigin()] });
  }

  async providerOrigin(): Promise<string> {
    return this.env.platform.kind === 'sandbox' ? new URL((await sharedSandbox()).providerUrl).origin : PROVIDER_ORIGIN;
  }

  /** Launches through the site's own play service, as the game page does, without rendering it. */
  async launch(game: LaunchableGame, mode: PlayMode): Promise<PlayState> {
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('play');
    this.gamePlay ??= this.env.site.get<GamePlay>(PlayTokens.GamePlay);
    await this.gamePlay.play(game, mode);
    await this.env.settle();
    return this.gamePlay.current();
  }

  /**
   * What the game in the frame does over the real sandbox: loads its page from the launch URL, plays
   * one round on the provider's origin, and tells the site the balance changed. Returns the balance
   * the provider answered (major units).
   */
  async playRealRound(stake: number): Promise<number> {
    const state = this.played();
    assert.ok(state.status === 'playing', `no game is open: ${JSON.stringify(state)}`);
    const page = await fetch(state.game.url);
    assert.equal(page.status, 200, 'the launch URL did not serve the game');
    const config = /<script type="application\/json" id="game-config">(.*?)<\/script>/s.exec(await page.text())?.[1];
    assert.ok(config, 'the game page has no configuration');
    const { playToken } = JSON.parse(config) as { playToken: string };
    const round = await fetch(`${state.game.origin}/rounds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ playToken, stake, idempotencyKey: `round-${Date.now()}-${Math.random().toString(36).slice(2, 10)}` }),
    });
    assert.equal(round.status, 200, `the provider refused the round: ${await round.clone().text()}`);
    const { balance } = (await round.json()) as { balance: number };
    this.gamePlay?.connect({ window: { postMessage: () => undefined }, origin: state.game.origin });
    await this.gameSays({ type: 'game:balance-changed' });
    return balance;
  }

  /** The play of the last launch made through `launch`. */
  played(): PlayState {
    assert.ok(this.gamePlay, 'nothing was launched');
    return this.gamePlay.current();
  }

  addSlot(name: string, practicePlay: boolean): void {
    const game = aSlot(this.nextId, name, practicePlay);
    this.nextId += 1;
    this.games.set(name, game);
    const memory = this.memory();
    memory.games.addGame(game);
    memory.games.pages.set(game.slug, { title: name, description: `${name}: five reels of cosmic gems.`, howToPlay: 'Pick a stake and spin.' });
    if (!practicePlay) memory.play.withoutPracticePlay.add(game.id);
  }

  /** Puts the game on the shelf its address names (its category and subcategory), so the lobby lists it. */
  shelve(name: string): void {
    const game = this.game(name);
    this.memory().games.place(game.id, { slug: game.category, name: game.categoryName }, { slug: game.subCategory, name: game.subCategoryName });
  }

  game(name: string): Game {
    const game = this.games.get(name);
    assert.ok(game, `no game called ${name} in this scenario`);
    return game;
  }

  /** The device channel belongs to the play context (the cashier reads it too): bound once that context is. */
  async useDevice(kind: 'desktop' | 'mobile'): Promise<void> {
    useScreen(kind);
    await this.env.site.get<DeferredContexts>(SharedTokens.DeferredContexts).load('play');
    this.env.site.get<FixedDeviceChannel>(PlayTokens.DeviceChannel).channel = kind;
  }

  async openPage(name: string, suffix = ''): Promise<void> {
    await this.ui.open(`${this.game(name).linkUrl}${suffix}`);
  }

  async press(label: string): Promise<void> {
    const button = await this.page().findByRole('button', { name: label });
    await userEvent.setup({ document: browserWindow.document }).click(button);
    await this.ui.settle();
  }

  /** The labels of the ways to play the page offers. */
  offers(): string[] {
    const actions = browserWindow.document.querySelector('.game-page__actions');
    assert.ok(actions, 'the page offers no way to play');
    return within(actions as HTMLElement)
      .queryAllByRole('button')
      .map((button) => button.textContent?.trim() ?? '');
  }

  frame(): HTMLIFrameElement | null {
    return browserWindow.document.querySelector('iframe');
  }

  async expectOpenIn(mode: PlayMode): Promise<LaunchRequest> {
    await this.ui.settle();
    await waitFor(() => assert.ok(this.frame(), 'no game frame is shown'));
    const frame = this.frame() as HTMLIFrameElement;
    assert.equal(new URL(frame.src).origin, await this.providerOrigin());
    assert.equal(frame.getAttribute('sandbox'), 'allow-scripts allow-same-origin');
    const launch = this.lastLaunch();
    assert.equal(launch.mode, mode);
    return launch;
  }

  lastLaunch(): LaunchRequest {
    const launch = this.memory().play.launches.at(-1);
    assert.ok(launch, 'the platform was asked for no launch');
    return launch;
  }

  launches(): readonly LaunchRequest[] {
    return this.memory().play.launches;
  }

  alerts(): string[] {
    return this.page()
      .queryAllByRole('alert')
      .map((element) => element.querySelector('p')?.textContent?.trim() ?? element.textContent?.trim() ?? '');
  }

  /** GAME-08 as the site decides it for the person and device of this scenario. */
  quickPlay(): { readonly quickPlayLinks: boolean; readonly quickPlayMode: PlayMode | null } {
    const authenticated = this.env.site.get<SessionService>(SessionTokens.SessionService).current().status === 'authenticated';
    const mobile = this.env.site.get<FixedDeviceChannel>(PlayTokens.DeviceChannel).current() === 'mobile';
    const { quickPlayLinks, quickPlayMode } = playOptions({ authenticated, mobile, practicePlay: true, casinoLoggedPracticePlayEnabled: this.env.site.config.casinoLoggedPracticePlayEnabled });
    return { quickPlayLinks, quickPlayMode };
  }

  /** The game in the frame posts a message to the site (already past the channel's checks). */
  async gameSays(message: Parameters<ReturnType<MemoryGameFrameChannels['open']>['deliver']>[0], times = 1): Promise<void> {
    const channel = this.env.site.get<MemoryGameFrameChannels>(PlayTokens.GameFrameChannels).latest();
    assert.ok(channel, 'no game frame is listened to');
    await act(async () => {
      for (let count = 0; count < times; count += 1) channel.deliver(message);
      await this.env.settle();
    });
  }

  answerNextLaunchWith(url: string): void {
    this.memory().play.answerNextLaunchWith(url);
  }

  failNextLaunch(): void {
    this.memory().fail('launch', { code: 'NETWORK' });
  }

  // ── PLAY-01..PLAY-04 ────────────────────────────────────────────────────────────────────────

  private restoreFullScreenFake: (() => void) | null = null;

  /**
   * The browser's full screen, faked on the document (jsdom has none): `grants` enters it (and says so
   * with `fullscreenchange`), `refuses` rejects the request, `none` has no Fullscreen API.
   */
  fakeFullScreen(answer: 'grants' | 'refuses' | 'none'): void {
    const document = browserWindow.document;
    const proto = browserWindow.HTMLElement.prototype as unknown as Record<string, unknown>;
    const saved = { request: proto.requestFullscreen, enabled: Object.getOwnPropertyDescriptor(document, 'fullscreenEnabled'), element: Object.getOwnPropertyDescriptor(document, 'fullscreenElement'), exit: Object.getOwnPropertyDescriptor(document, 'exitFullscreen') };
    let current: Element | null = null;
    const changed = () => document.dispatchEvent(new browserWindow.Event('fullscreenchange'));
    Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => answer !== 'none' });
    Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
    Object.defineProperty(document, 'exitFullscreen', {
      configurable: true,
      value: async () => {
        current = null;
        changed();
      },
    });
    proto.requestFullscreen =
      answer === 'none'
        ? undefined
        : async function (this: Element) {
            if (answer === 'refuses') throw new TypeError('Permissions check failed');
            // eslint-disable-next-line @typescript-eslint/no-this-alias -- the fake keeps the element the page asked to show full screen, as the browser does
            current = this;
            changed();
          };
    this.leaveFake = () => {
      current = null;
      changed();
    };
    this.restoreFullScreenFake = () => {
      proto.requestFullscreen = saved.request;
      for (const [name, descriptor] of [['fullscreenEnabled', saved.enabled], ['fullscreenElement', saved.element], ['exitFullscreen', saved.exit]] as const) {
        if (descriptor === undefined) Reflect.deleteProperty(document, name);
        else Object.defineProperty(document, name, descriptor);
      }
    };
  }

  private leaveFake: (() => void) | null = null;

  restoreFullScreen(): void {
    this.restoreFullScreenFake?.();
    this.restoreFullScreenFake = null;
    this.leaveFake = null;
  }

  /** The browser leaves its full screen by itself (the player pressed Escape, or its own control). */
  async browserLeavesFullScreen(): Promise<void> {
    assert.ok(this.leaveFake, 'the browser has no full screen to leave');
    await act(async () => this.leaveFake?.());
    await this.ui.settle();
  }

  async pressEscape(): Promise<void> {
    await userEvent.setup({ document: browserWindow.document }).keyboard('{Escape}');
    await this.ui.settle();
  }

  /** Opens the game's category, then the game's page from its card, as a player does. */
  async arriveFromCategory(name: string): Promise<void> {
    await this.ui.open(this.categoryPathOf(name));
    const link = await this.page().findByRole('link', { name });
    await userEvent.setup({ document: browserWindow.document }).click(link);
    await this.ui.waitForLocation(this.game(name).linkUrl);
  }

  categoryPathOf(name: string): string {
    return this.game(name).linkUrl.replace(/\/[^/]+$/, '');
  }

  private playArea(): HTMLElement {
    const area = browserWindow.document.querySelector<HTMLElement>('.play-area--playing');
    assert.ok(area, 'no game is being played');
    return area;
  }

  fullScreenMode(): string | null {
    return this.playArea().dataset.fullScreen ?? null;
  }

  isBrowserFullScreenElement(): boolean {
    return browserWindow.document.fullscreenElement === this.playArea();
  }

  heading(): { readonly headings: string[]; readonly hidden: boolean; readonly inMain: boolean; readonly mains: number } {
    const document = browserWindow.document;
    const headings = [...document.querySelectorAll('h1')];
    return {
      headings: headings.map((heading) => heading.textContent?.trim() ?? ''),
      hidden: headings.every((heading) => heading.classList.contains('visually-hidden')),
      inMain: headings.every((heading) => heading.closest('main') !== null),
      mains: this.page().queryAllByRole('main').length,
    };
  }

  pageParts(): { readonly details: boolean; readonly buttons: boolean; readonly preview: boolean } {
    const document = browserWindow.document;
    return {
      details: document.querySelector('.game-facts') !== null,
      buttons: document.querySelector('.game-page__actions') !== null,
      preview: document.querySelector('.game-preview') !== null,
    };
  }

  /** The slim bar as the player reads it: its words, the balance and clock shown, and the names of its controls. */
  bar(): { readonly mode: string; readonly balance: string | null; readonly clock: string | null; readonly controls: string[] } {
    const bar = this.playArea().querySelector<HTMLElement>('.play-bar');
    assert.ok(bar, 'the play area has no bar');
    const scope = within(bar);
    return {
      mode: bar.querySelector('.play-bar__mode')?.textContent?.trim() ?? '',
      balance: bar.querySelector('[data-testid="play-balance"]')?.textContent?.trim() ?? null,
      clock: bar.querySelector('[data-testid="session-clock"]')?.textContent?.trim() ?? null,
      controls: [...scope.queryAllByRole('button'), ...scope.queryAllByRole('link')].map((control) => control.textContent?.trim() ?? ''),
    };
  }

  private memory(): InMemoryPlatform {
    const driver = this.env.platform;
    if (!(driver instanceof MemoryPlatformDriver)) throw onlyTheSandbox('Arranging the catalogue and launches in memory');
    return driver.platform;
  }

  private page() {
    return within(browserWindow.document.body);
  }
}
