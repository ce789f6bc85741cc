import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { LoadState } from '../shared/load-state';
import type { PlayerLimits } from '../../domain/safer-gambling';
import type { LimitsService } from './limits-service';
import { SaferGamblingTokens } from './tokens';

const COOLED_OFF = new Date('2026-11-24T10:00:00Z');
const DAILY_DEPOSIT = { type: 'DEPOSIT', period: 'DAY' } as const;

const loggedIn = async (currency = 'EUR') => {
  const app = createTestApp();
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser({ email: 'ada@demo.test', currency }) });
  await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
  await app.load('safer-gambling');
  const limits = app.get<LimitsService>(SaferGamblingTokens.LimitsService);
  const loaded = () => firstValueFrom(limits.limits$.pipe(filter((state): state is Extract<LoadState<PlayerLimits>, { status: 'loaded' }> => state?.status === 'loaded')));
  await loaded();
  return { app, limits, loaded };
};

describe('LimitsService (SG-02, SG-03, SG-14)', () => {
  it('sets a new limit at once from what the player typed, in minor units of their currency', async () => {
    const { app, limits, loaded } = await loggedIn();
    const taken = await limits.set(DAILY_DEPOSIT, '50.25');
    expect(taken).toMatchObject({ _tag: 'Right', right: { change: 'NEW', limit: { value: 5025, pending: null } } });
    expect(app.platform.callsOf('setLimit')).toMatchObject([{ body: { type: 'DEPOSIT', period: 'DAY', amount: 5025, currency: 'EUR' } }]);
    expect((await loaded()).value.limits).toMatchObject([{ type: 'DEPOSIT', period: 'DAY', value: 5025 }]);
  });

  it('tells a lowering from a raise, and reads a raise the platform holds until the cooling-off as waiting', async () => {
    const { app, limits, loaded } = await loggedIn();
    await limits.set(DAILY_DEPOSIT, '100');
    await loaded();
    expect(await limits.set(DAILY_DEPOSIT, '40')).toMatchObject({ right: { change: 'LOWER', limit: { value: 4000, pending: null } } });
    await loaded();
    app.platform.saferGambling.holdNextChangeUntil(COOLED_OFF);
    expect(await limits.set(DAILY_DEPOSIT, '80')).toMatchObject({
      right: { change: 'HIGHER', limit: { value: 4000, pending: { value: 8000, appliesAt: COOLED_OFF } } },
    });
  });

  it('refuses a bad amount before sending anything, and passes on the platform refusal of another currency', async () => {
    const { app, limits } = await loggedIn();
    expect(await limits.set(DAILY_DEPOSIT, '-5')).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'amount', cause: 'NOT_POSITIVE' }] } });
    expect(await limits.set(DAILY_DEPOSIT, '1.005')).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'amount', cause: 'TOO_MANY_DECIMALS' }] } });
    expect(await limits.set({ type: 'SESSION_TIME', period: 'DAY' }, '1441')).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'minutes', cause: 'OUT_OF_RANGE' }] } });
    expect(app.platform.callsOf('setLimit')).toEqual([]);
    app.platform.saferGambling.refuseNextChangeWith([{ field: 'currency', cause: 'NOT_ALLOWED' }]);
    expect(await limits.set(DAILY_DEPOSIT, '50')).toEqual({ _tag: 'Left', left: { code: 'INVALID', problems: [{ field: 'currency', cause: 'NOT_ALLOWED' }] } });
  });

  it('asks to remove a limit, which stays while the platform holds the removal; removing none is no failure', async () => {
    const { app, limits, loaded } = await loggedIn();
    await limits.set(DAILY_DEPOSIT, '100');
    await loaded();
    app.platform.saferGambling.holdNextChangeUntil(COOLED_OFF);
    expect(await limits.remove(DAILY_DEPOSIT)).toMatchObject({ right: { change: 'REMOVAL', limit: { value: 10000, pending: { value: null, appliesAt: COOLED_OFF } } } });
    expect(await limits.remove({ type: 'WAGER', period: 'WEEK' })).toEqual({ _tag: 'Left', left: { code: 'NOT_FOUND' } });
  });
});
