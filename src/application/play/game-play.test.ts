import { describe, expect, it } from 'vitest';
import { aUser, balances } from '../../../tests/support/players';
import { createTestApp, type TestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { MemoryGameFrameChannels } from '../../infrastructure/play/memory-game-frame-channels';
import type { RecordingLogger } from '../../infrastructure/shared/recording-logger';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import type { GamePlay } from './game-play';
import { PlayTokens } from './tokens';

const PROVIDER = 'https://games.test';
const STARBURST = { id: 1042, practicePlay: true };

const setUp = async (loggedIn: boolean): Promise<{ app: TestApp; play: GamePlay; frames: MemoryGameFrameChannels }> => {
  const app = createTestApp({ config: { gameProviderOrigins: [PROVIDER], defaultCurrency: 'GBP' } });
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser({ currency: 'EUR' }), balances: balances('EUR', { Playable: 10 }) });
  if (loggedIn) await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
  await app.load('play');
  return { app, play: app.get<GamePlay>(PlayTokens.GamePlay), frames: app.get<MemoryGameFrameChannels>(PlayTokens.GameFrameChannels) };
};

const frameOf = (play: GamePlay) => {
  const state = play.current();
  if (state.status !== 'playing') throw new Error(`not playing: ${state.status}`);
  return { window: { postMessage: () => undefined }, origin: state.game.origin };
};

describe('GamePlay', () => {
  it('sends a visitor asking for real play to login, asking the platform nothing', async () => {
    const { app, play } = await setUp(false);
    await play.play(STARBURST, 'real');
    expect(play.current()).toEqual({ status: 'login-required' });
    expect(app.platform.play.launches).toEqual([]);
  });

  it('launches practice play for a visitor in the site default currency, without a session', async () => {
    const { app, play } = await setUp(false);
    await play.play(STARBURST, 'practice');
    expect(play.current()).toMatchObject({ status: 'playing', game: { gameId: 1042, mode: 'practice', origin: PROVIDER } });
    expect(app.platform.play.launches).toEqual([{ gameId: 1042, mode: 'practice', route: 'lobby', channel: 'desktop', currency: 'GBP', language: 'en', session: null }]);
  });

  it('launches real play for a player in the profile currency, with the session', async () => {
    const { app, play } = await setUp(true);
    await play.play(STARBURST, 'real');
    expect(play.current()).toMatchObject({ status: 'playing', game: { mode: 'real' } });
    expect(app.platform.play.launches[0]).toMatchObject({ mode: 'real', currency: 'EUR', session: [...app.platform.sessions.keys()].at(-1) });
  });

  it('refuses a launch URL that is not on a game provider origin, and logs it', async () => {
    const { app, play } = await setUp(true);
    for (const url of ['javascript:alert(1)', 'data:text/html,hi', 'https://evil.test/play/1', '/play/1']) {
      app.platform.play.answerNextLaunchWith(url);
      await play.play(STARBURST, 'real');
      expect(play.current()).toEqual({ status: 'failed', mode: 'real', failure: 'UNSAFE_URL' });
    }
    expect(app.get<RecordingLogger>(SharedTokens.Logger).warnings.filter((line) => line.includes('not on a game provider origin'))).toHaveLength(4);
  });

  it('tells a region the platform refuses apart from a game without practice play', async () => {
    const { app, play } = await setUp(true);
    app.platform.fail('launch', { code: 'HTTP', status: 403, errorCode: 'NOT_AVAILABLE_IN_REGION' });
    await play.play(STARBURST, 'real');
    expect(play.current()).toEqual({ status: 'failed', mode: 'real', failure: 'NOT_AVAILABLE_IN_REGION' });
    app.platform.fail('launch', { code: 'HTTP', status: 403, errorCode: 'PRACTICE_NOT_AVAILABLE' });
    await play.play(STARBURST, 'practice');
    expect(play.current()).toEqual({ status: 'failed', mode: 'practice', failure: 'PRACTICE_NOT_AVAILABLE' });
  });

  it('retries a failed launch', async () => {
    const { app, play } = await setUp(true);
    app.platform.fail('launch', { code: 'NETWORK' });
    await play.play(STARBURST, 'real');
    expect(play.current()).toMatchObject({ status: 'failed', failure: 'UNAVAILABLE' });
    await play.retry();
    expect(play.current()).toMatchObject({ status: 'playing' });
  });

  it('refreshes the wallet at once on game:balance-changed, a flood at most once a second', async () => {
    const { app, play, frames } = await setUp(true);
    await play.play(STARBURST, 'real');
    play.connect(frameOf(play));
    const channel = frames.latest();
    if (channel === undefined) throw new Error('no channel');
    channel.deliver({ type: 'game:ready' });
    await app.time.settle();
    const before = app.platform.callsOf('balances').length;
    for (let index = 0; index < 50; index += 1) channel.deliver({ type: 'game:balance-changed' });
    await app.time.settle();
    expect(app.platform.callsOf('balances').length).toBe(before + 1);
    await app.time.advance(1_000);
    expect(app.platform.callsOf('balances').length).toBe(before + 2);
    expect(channel.sent).toContainEqual({ type: 'host:balance', amount: 10, currency: 'EUR' });
  });

  it('tells a ready game its balance once, and again only when it changes', async () => {
    const { app, play, frames } = await setUp(true);
    await play.play(STARBURST, 'real');
    play.connect(frameOf(play));
    const channel = frames.latest();
    for (let index = 0; index < 5; index += 1) channel?.deliver({ type: 'game:ready' });
    await app.time.settle();
    expect(channel?.sent).toEqual([{ type: 'host:balance', amount: 10, currency: 'EUR' }]);
    app.platform.player('ada@demo.test').balances = balances('EUR', { Playable: 7.5 });
    channel?.deliver({ type: 'game:balance-changed' });
    await app.time.settle();
    expect(channel?.sent).toEqual([
      { type: 'host:balance', amount: 10, currency: 'EUR' },
      { type: 'host:balance', amount: 7.5, currency: 'EUR' },
    ]);
  });

  it('never touches the wallet in practice play', async () => {
    const { app, play, frames } = await setUp(true);
    await play.play(STARBURST, 'practice');
    play.connect(frameOf(play));
    frames.latest()?.deliver({ type: 'game:ready' });
    frames.latest()?.deliver({ type: 'game:balance-changed' });
    await app.time.advance(5_000);
    expect(app.platform.callsOf('balances')).toHaveLength(0);
    expect(frames.latest()?.sent).toEqual([]);
  });

  it('shows a game error, sizes the frame within bounds, and ignores a frame of another origin', async () => {
    const { play, frames } = await setUp(true);
    await play.play(STARBURST, 'real');
    play.connect({ window: { postMessage: () => undefined }, origin: 'https://evil.test' });
    expect(frames.opened).toHaveLength(0);
    play.connect(frameOf(play));
    frames.latest()?.deliver({ type: 'game:error', code: 'INSUFFICIENT_FUNDS' });
    frames.latest()?.deliver({ type: 'game:resize', height: 99_999 });
    expect(play.current()).toMatchObject({ status: 'playing', problem: 'INSUFFICIENT_FUNDS', height: 1600 });
    play.dismissProblem();
    expect(play.current()).toMatchObject({ problem: null });
  });

  it('closes a real-money game when the session ends', async () => {
    const { app, play, frames } = await setUp(true);
    await play.play(STARBURST, 'real');
    play.connect(frameOf(play));
    const channel = frames.latest();
    app.get<SessionService>(SessionTokens.SessionService).end();
    expect(play.current()).toEqual({ status: 'failed', mode: 'real', failure: 'SESSION_ENDED' });
    expect(channel?.closed ?? true).toBe(true);
  });
});
