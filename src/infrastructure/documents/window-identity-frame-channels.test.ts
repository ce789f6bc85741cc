import { describe, expect, it } from 'vitest';
import { ManualTime } from '../../../tests/support/manual-time';
import type { IdentityFinished } from '../../domain/documents';
import type { MessageSource } from '../shared/window-frame-channel';
import { RecordingLogger } from '../shared/recording-logger';
import { WindowIdentityFrameChannels } from './window-identity-frame-channels';

const IDENTITY = 'http://127.0.0.1:4176';

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

const frameWindow = { postMessage: () => undefined };

describe("the identity provider's frame channel", () => {
  it('takes identity:finished only from the frame itself, on its exact origin', async () => {
    const host = new FakeHostWindow();
    const time = new ManualTime();
    const channel = new WindowIdentityFrameChannels(host, new RecordingLogger(), time.scheduler).open({ window: frameWindow, origin: IDENTITY });
    const received: IdentityFinished[] = [];
    channel.messages$.subscribe({ next: (message) => received.push(message) });
    const finished = { type: 'identity:finished', transactionStatus: 'SUCCESS' };

    host.receive(finished, 'http://127.0.0.1:9999', frameWindow);
    host.receive(finished, `${IDENTITY}.evil.test`, frameWindow);
    host.receive(finished, IDENTITY, { postMessage: () => undefined });
    host.receive({ type: 'identity:finished', transactionStatus: 'MAYBE' }, IDENTITY, frameWindow);
    await time.settle();
    expect(received).toEqual([]);

    host.receive(finished, IDENTITY, frameWindow);
    await time.settle();
    expect(received).toEqual([{ type: 'identity:finished', transactionStatus: 'SUCCESS' }]);
  });
});
