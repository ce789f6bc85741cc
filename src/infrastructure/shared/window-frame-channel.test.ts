// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { GameMessage, HostMessage } from '../../domain/play';
import { ManualTime } from '../../../tests/support/manual-time';
import { GAME_FRAME_PROTOCOL } from '../play/game-frame-protocol';
import { RecordingLogger } from './recording-logger';
import { WindowFrameChannel, type MessageSource } from './window-frame-channel';

const PROVIDER = 'http://127.0.0.1:4174';

/** The page's window: the test posts what any window or origin could post to it. */
class FakeHostWindow implements MessageSource {
  private readonly listeners = new Set<(event: MessageEvent) => void>();

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  receive(data: unknown, origin: string, source: unknown): void {
    const event = { data, origin, source } as MessageEvent;
    for (const listener of this.listeners) listener(event);
  }

  get listening(): number {
    return this.listeners.size;
  }
}

class FakeFrameWindow {
  readonly posted: { message: unknown; targetOrigin: string }[] = [];

  postMessage(message: unknown, targetOrigin: string): void {
    this.posted.push({ message, targetOrigin });
  }
}

const setUp = () => {
  const host = new FakeHostWindow();
  const frameWindow = new FakeFrameWindow();
  const logger = new RecordingLogger();
  const time = new ManualTime();
  const channel = new WindowFrameChannel<GameMessage, HostMessage>(host, { window: frameWindow, origin: PROVIDER }, GAME_FRAME_PROTOCOL, logger, time.scheduler);
  const received: GameMessage[] = [];
  const subscription = channel.messages$.subscribe((message) => received.push(message));
  const fromGame = (data: unknown) => host.receive(data, PROVIDER, frameWindow);
  return { host, frameWindow, logger, time, channel, received, subscription, fromGame };
};

describe('WindowFrameChannel', () => {
  it('delivers a well-formed message from the frame, rebuilt without unknown keys', async () => {
    const { fromGame, received, time } = setUp();
    fromGame({ type: 'game:resize', height: 640, extra: '<script>' });
    await time.settle();
    expect(received).toEqual([{ type: 'game:resize', height: 640 }]);
  });

  it('drops a message from another origin, and one from another window of the right origin', async () => {
    const { host, received, time, logger } = setUp();
    host.receive({ type: 'game:balance-changed' }, 'https://evil.example', new FakeFrameWindow());
    host.receive({ type: 'game:balance-changed' }, `${PROVIDER}.evil.example`, new FakeFrameWindow());
    host.receive({ type: 'game:balance-changed' }, PROVIDER, new FakeFrameWindow());
    host.receive({ type: 'game:balance-changed' }, PROVIDER, null);
    await time.settle();
    expect(received).toEqual([]);
    expect(logger.warnings).toEqual(['frame game: dropped 2 messages (origin)', 'frame game: dropped 2 messages (source)']);
  });

  it('drops malformed messages without throwing', async () => {
    const { fromGame, received, time, logger } = setUp();
    const malformed: unknown[] = [
      null,
      undefined,
      'game:ready',
      42,
      ['game:ready'],
      {},
      { type: 42 },
      { type: 'host:balance', amount: 1, currency: 'EUR' },
      { type: 'game:unknown' },
      { type: 'game:error' },
      { type: 'game:error', code: 7 },
      { type: 'game:resize', height: Number.NaN },
      { type: 'game:resize', height: Number.POSITIVE_INFINITY },
      { type: 'game:resize', height: -5 },
      { type: 'game:resize', height: '640' },
      { type: 'game:navigate', path: '//evil.example/steal' },
      { type: 'game:navigate', path: 'javascript:alert(1)' },
      { type: 'game:navigate', path: '/\\evil.example' },
      { type: 'game:navigate', path: '/%2F%2Fevil.example' },
      { type: 'game:navigate', path: 'https://evil.example/' },
      { type: 'game:navigate', path: '/logout' },
      { type: 'game:navigate', path: '/login?destination=//evil.example' },
      { type: 'game:navigate', path: '/account/password-reset?token=stolen' },
      { type: 'game:navigate', path: '/casino/slots/classic/another-game#quickplay_realplay' },
      { type: 'game:navigate', path: '/casino/slots/classic/another-game?realplay' },
      Object.create(null) as unknown,
    ];
    expect(() => malformed.forEach(fromGame)).not.toThrow();
    await time.settle();
    expect(received).toEqual([]);
    expect(logger.warnings.join(' ')).toMatch(/dropped \d+ messages/);
  });

  it('drops huge messages', async () => {
    const { fromGame, received, time } = setUp();
    const manyKeys = Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, index]));
    fromGame({ type: 'game:error', code: 'X'.repeat(5_000_000) });
    fromGame({ type: `game:${'x'.repeat(1_000_000)}` });
    fromGame({ type: 'game:navigate', path: `/${'a'.repeat(1_000_000)}` });
    fromGame('x'.repeat(5_000_000));
    fromGame({ ...manyKeys, type: 'game:ready' });
    await time.settle();
    // The last one is a ready message with keys the codec ignores: delivered as just `game:ready`.
    expect(received).toEqual([{ type: 'game:ready' }]);
  });

  it('reads an unknown error code as UNKNOWN and keeps a safe path', async () => {
    const { fromGame, received, time } = setUp();
    fromGame({ type: 'game:error', code: 'NEW_PROVIDER_CODE' });
    fromGame({ type: 'game:error', code: 'INSUFFICIENT_FUNDS' });
    fromGame({ type: 'game:navigate', path: '/account/cashier/deposit' });
    await time.settle();
    expect(received).toEqual([
      { type: 'game:error', code: 'UNKNOWN' },
      { type: 'game:error', code: 'INSUFFICIENT_FUNDS' },
      { type: 'game:navigate', path: '/account/cashier/deposit' },
    ]);
  });

  it('coalesces a flood of 10,000 messages into one per kind, and logs a flood of bad ones in one line', async () => {
    const { fromGame, host, received, time, logger } = setUp();
    for (let index = 0; index < 10_000; index += 1) {
      fromGame({ type: 'game:balance-changed' });
      fromGame({ type: 'game:resize', height: 400 + (index % 300) });
      host.receive({ type: 'game:balance-changed' }, 'https://evil.example', null);
    }
    expect(received).toEqual([]);
    await time.settle();
    expect(received).toEqual([{ type: 'game:balance-changed' }, { type: 'game:resize', height: 400 + (9_999 % 300) }]);
    expect(logger.warnings).toEqual(['frame game: dropped 10000 messages (origin)']);
  });

  it('collapses a flood of made-up error codes into one message', async () => {
    const { fromGame, received, time, logger } = setUp();
    for (let index = 0; index < 1_000; index += 1) fromGame({ type: 'game:error', code: `CODE_${index}` });
    await time.settle();
    expect(received).toEqual([{ type: 'game:error', code: 'UNKNOWN' }]);
    expect(logger.warnings).toEqual([]);
  });

  it('sends to the frame with its exact origin as the target', () => {
    const { channel, frameWindow } = setUp();
    channel.send({ type: 'host:balance', amount: 125.5, currency: 'EUR' });
    expect(frameWindow.posted).toEqual([{ message: { type: 'host:balance', amount: 125.5, currency: 'EUR' }, targetOrigin: PROVIDER }]);
  });

  it('never starts listening when closed before anyone listens', () => {
    const host = new FakeHostWindow();
    const channel = new WindowFrameChannel<GameMessage, HostMessage>(host, { window: new FakeFrameWindow(), origin: PROVIDER }, GAME_FRAME_PROTOCOL, new RecordingLogger(), new ManualTime().scheduler);
    channel.close();
    const subscription = channel.messages$.subscribe(() => undefined);
    expect(host.listening).toBe(0);
    subscription.unsubscribe();
  });

  it('stops listening once closed', async () => {
    const { channel, fromGame, received, time, host, frameWindow } = setUp();
    channel.close();
    fromGame({ type: 'game:ready' });
    channel.send({ type: 'host:balance', amount: 1, currency: 'EUR' });
    await time.settle();
    expect(received).toEqual([]);
    expect(frameWindow.posted).toEqual([]);
    expect(host.listening).toBe(0);
  });

  it("listens on the page's real window and knows a real frame's window", async () => {
    const iframe = document.createElement('iframe');
    const other = document.createElement('iframe');
    document.body.append(iframe, other);
    const frameWindow = iframe.contentWindow as Window;
    const time = new ManualTime();
    const channel = new WindowFrameChannel<GameMessage, HostMessage>(window, { window: frameWindow, origin: PROVIDER }, GAME_FRAME_PROTOCOL, new RecordingLogger(), time.scheduler);
    const received: GameMessage[] = [];
    const subscription = channel.messages$.subscribe((message) => received.push(message));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'game:ready' }, origin: PROVIDER, source: other.contentWindow }));
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'game:balance-changed' }, origin: PROVIDER, source: frameWindow }));
    await time.settle();
    expect(received).toEqual([{ type: 'game:balance-changed' }]);
    subscription.unsubscribe();
    iframe.remove();
    other.remove();
  });
});
