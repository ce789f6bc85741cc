import { describe, expect, it } from 'vitest';
import type { LegacyMessage } from '../../domain/embedded';
import { ManualTime } from '../../../tests/support/manual-time';
import { RecordingLogger } from '../shared/recording-logger';
import type { MessageSource } from '../shared/window-frame-channel';
import { LegacyMessageCodec } from './legacy-frame-protocol';
import { WindowLegacyFrameChannels } from './window-legacy-frame-channels';

const LEGACY = 'http://127.0.0.1:4175';

class FakeHostWindow implements MessageSource {
  private readonly listeners = new Set<(event: MessageEvent) => void>();

  addEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.add(listener);
  }

  removeEventListener(_type: 'message', listener: (event: MessageEvent) => void): void {
    this.listeners.delete(listener);
  }

  receive(data: unknown, origin: string, source: unknown): void {
    for (const listener of this.listeners) listener({ data, origin, source } as MessageEvent);
  }
}

const decoded = (data: unknown): LegacyMessage | null => {
  const result = LegacyMessageCodec.decode(data);
  return result._tag === 'Right' ? result.right : null;
};

describe('the legacy frame protocol', () => {
  it.each([
    [{ type: 'legacy:navigation-start' }, { type: 'legacy:navigation-start' }],
    [{ type: 'legacy:navigation-end', path: '/sports/event/fx-1', extra: 1 }, { type: 'legacy:navigation-end', path: '/sports/event/fx-1' }],
    [{ type: 'legacy:navigation-end', path: '/cashier/withdraw/cbt' }, { type: 'legacy:navigation-end', path: '/cashier/withdraw/cbt' }],
    [{ type: 'legacy:navigation-error', error: 'NOT_FOUND' }, { type: 'legacy:navigation-error', error: 'NOT_FOUND' }],
    [{ type: 'legacy:navigation-error', error: 'TIMEOUT' }, { type: 'legacy:navigation-error', error: 'OTHER' }],
    [{ type: 'legacy:navigate-outside', path: '/promotions/welcome' }, { type: 'legacy:navigate-outside', path: '/promotions/welcome' }],
    [{ type: 'legacy:resize', height: 900 }, { type: 'legacy:resize', height: 900 }],
  ])('reads %j', (wire, message) => expect(decoded(wire)).toEqual(message));

  it.each([
    { type: 'legacy:navigation-end', path: '/admin' },
    { type: 'legacy:navigation-end', path: '/cashier' },
    { type: 'legacy:navigation-end', path: '//evil.test/sports' },
    { type: 'legacy:navigation-end', path: '/sports?bet=1' },
    { type: 'legacy:navigate-outside', path: 'https://evil.test/' },
    { type: 'legacy:navigate-outside', path: '/logout' },
    { type: 'legacy:navigate-outside', path: '/casino/slots#quickplay_realplay' },
    { type: 'legacy:navigation-error', error: 'x'.repeat(65) },
    { type: 'legacy:resize', height: Number.NaN },
    { type: 'legacy:resize', height: '900' },
    { type: 'legacy:unknown' },
  ])('drops %j', (wire) => expect(decoded(wire)).toBeNull());
});

describe('legacy frames over postMessage', () => {
  const setUp = () => {
    const host = new FakeHostWindow();
    const posted: { message: unknown; targetOrigin: string }[] = [];
    const frameWindow = { postMessage: (message: unknown, targetOrigin: string) => posted.push({ message, targetOrigin }) };
    const logger = new RecordingLogger();
    const time = new ManualTime();
    const channel = new WindowLegacyFrameChannels(host, logger, time.scheduler).open({ window: frameWindow, origin: LEGACY });
    const received: LegacyMessage[] = [];
    channel.messages$.subscribe({ next: (message) => received.push(message) });
    return { host, frameWindow, posted, logger, time, channel, received };
  };

  it('accepts the frame own messages only, a flood coalesced, in the order they last arrived', async () => {
    const { host, frameWindow, time, received, logger } = setUp();
    host.receive({ type: 'legacy:navigation-end', path: '/sports' }, 'https://evil.test', frameWindow);
    host.receive({ type: 'legacy:navigation-end', path: '/sports' }, LEGACY, {});
    host.receive({ type: 'game:ready' }, LEGACY, frameWindow);
    for (let index = 0; index < 100; index += 1) host.receive({ type: 'legacy:balance-changed' }, LEGACY, frameWindow);
    host.receive({ type: 'legacy:navigation-start' }, LEGACY, frameWindow);
    host.receive({ type: 'legacy:navigation-end', path: '/sports/bets' }, LEGACY, frameWindow);
    await time.settle();
    expect(received).toEqual([
      { type: 'legacy:balance-changed' },
      { type: 'legacy:navigation-start' },
      { type: 'legacy:navigation-end', path: '/sports/bets' },
    ]);
    expect(logger.warnings).toEqual(expect.arrayContaining(['frame legacy: dropped 1 message (origin)', 'frame legacy: dropped 1 message (source)', 'frame legacy: dropped 1 message (shape)']));
  });

  it('posts to the legacy origin exactly', () => {
    const { channel, posted } = setUp();
    channel.send({ type: 'host:navigate', path: '/sports/bets' });
    expect(posted).toEqual([{ message: { type: 'host:navigate', path: '/sports/bets' }, targetOrigin: LEGACY }]);
  });
});
