import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { RecordingLogger } from '../../infrastructure/shared/recording-logger';
import { SharedTokens } from '../shared/tokens';
import type { BlockedOperationService } from './blocked-operation-service';
import { VerificationTokens } from './tokens';

const started = async () => {
  const app = createTestApp();
  await app.load('verification');
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser({ email: 'ada@demo.test' }) });
  await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
  return { app, blocks: app.get<BlockedOperationService>(VerificationTokens.BlockedOperationService) };
};

describe('BlockedOperationService (BLK-01)', () => {
  it('is unknown until first fetched, then blocked exactly when the status is BLOCKED', async () => {
    const { app, blocks } = await started();
    expect(blocks.current('withdraw')).toEqual({ kind: 'UNKNOWN' });
    await blocks.refresh('withdraw');
    expect(blocks.current('withdraw')).toEqual({ kind: 'KNOWN', operation: 'withdraw', status: { status: 'ACTIVE', remainingBlockingTime: 0 } });
    app.platform.verification.block('ada@demo.test', 'withdraw', 90);
    await blocks.refresh('withdraw');
    expect(blocks.current('withdraw')).toMatchObject({ status: { status: 'BLOCKED', remainingBlockingTime: 90 } });
  });

  it('only logs a failed fetch, keeping what it knew', async () => {
    const { app, blocks } = await started();
    await blocks.refresh('withdraw');
    app.platform.fail('operationStatus', { code: 'HTTP', status: 503 });
    await blocks.refresh('withdraw');
    expect(blocks.current('withdraw')).toMatchObject({ kind: 'KNOWN', status: { status: 'ACTIVE' } });
    expect(app.get<RecordingLogger>(SharedTokens.Logger).warnings.some((warning) => warning.includes('operation status of withdraw'))).toBe(true);
  });

  it('counts a block down every second and asks again at zero, so it lifts by itself', async () => {
    const { app, blocks } = await started();
    app.platform.verification.block('ada@demo.test', 'withdraw', 3);
    const seen: (number | null)[] = [];
    const subscription = blocks.secondsLeft$('withdraw', 30_000).subscribe((seconds) => seen.push(seconds));
    await app.time.settle();
    app.platform.verification.block('ada@demo.test', 'withdraw', 0);
    await app.time.advance(3_000);
    expect(seen).toEqual([null, 3, 2, 1, 0, null]);
    expect(app.platform.callsOf('operationStatus')).toHaveLength(2);
    subscription.unsubscribe();
  });
});
