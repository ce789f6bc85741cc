import { filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { Exclusion } from '../../domain/safer-gambling';
import type { BreakSignal } from '../shared/break-signal';
import type { LoadState } from '../shared/load-state';
import { SharedTokens } from '../shared/tokens';
import type { ExclusionService } from './exclusion-service';
import { SaferGamblingTokens } from './tokens';

const NOW = new Date('2026-11-23T10:00:00Z');
const A_WEEK_ON = new Date('2026-11-30T10:00:00Z');
const A_DAY_ON = new Date('2026-11-24T10:00:00Z');

const loggedIn = async () => {
  const app = createTestApp();
  app.platform.addPlayer({ username: 'tim@demo.test', password: 'secret-pass', user: aUser({ email: 'tim@demo.test' }) });
  await (await loginServiceOf(app)).login({ credentials: { username: 'tim@demo.test', password: 'secret-pass' } }, null);
  await app.load('safer-gambling');
  const service = app.get<ExclusionService>(SaferGamblingTokens.ExclusionService);
  const loaded = () =>
    firstValueFrom(service.exclusion$.pipe(filter((state): state is Extract<LoadState<Exclusion | null>, { status: 'loaded' }> => state?.status === 'loaded'))).then((state) => state.value);
  return { app, service, loaded };
};

describe('ExclusionService (SG-09, SG-10)', () => {
  it('reads no break, takes a time-out with the password and then reads it', async () => {
    const { app, service, loaded } = await loggedIn();
    expect(await loaded()).toBeNull();
    app.platform.exclusions.willStart(NOW, A_WEEK_ON);
    const taken = await service.take({ kind: 'TIME_OUT', days: 7 }, 'secret-pass');
    expect(taken).toMatchObject({ _tag: 'Right', right: { kind: 'TIME_OUT', endsAt: A_WEEK_ON } });
    expect(await loaded()).toMatchObject({ kind: 'TIME_OUT', endsAt: A_WEEK_ON });
    expect(app.platform.callsOf('startExclusion')).toEqual([expect.objectContaining({ body: { kind: 'TIME_OUT', days: 7 } })]);
  });

  it('tells the first script whether the player is on a break, as soon as it is read (PS-04)', async () => {
    const { app, service, loaded } = await loggedIn();
    const reports: boolean[] = [];
    app.get<BreakSignal>(SharedTokens.BreakSignal).onBreak$.subscribe((onBreak) => reports.push(onBreak));
    expect(await loaded()).toBeNull();
    app.platform.exclusions.willStart(NOW, A_WEEK_ON);
    await service.take({ kind: 'TIME_OUT', days: 7 }, 'secret-pass');
    await loaded();
    expect(reports).toEqual([false, true]);
  });

  it('sends nothing without a password, and passes on the platform\'s refusals of a wrong one and of a second break', async () => {
    const { app, service } = await loggedIn();
    expect(await service.take({ kind: 'TIME_OUT', days: 1 }, '')).toEqual({ _tag: 'Left', left: { code: 'PASSWORD_REQUIRED' } });
    expect(app.platform.callsOf('startExclusion')).toEqual([]);
    app.platform.exclusions.refuseNextWith({ code: 'WRONG_PASSWORD' });
    expect(await service.take({ kind: 'TIME_OUT', days: 1 }, 'wrong')).toEqual({ _tag: 'Left', left: { code: 'WRONG_PASSWORD' } });
    const first: Exclusion = { kind: 'TIME_OUT', startedAt: NOW, endsAt: A_DAY_ON, expired: false, endRequestedAt: null, endsAfterRequestAt: null, fromAnotherAccount: false };
    app.platform.exclusions.refuseNextWith({ code: 'ALREADY_EXCLUDED', exclusion: first });
    expect(await service.take({ kind: 'SELF_EXCLUSION', months: 6 }, 'secret-pass')).toEqual({ _tag: 'Left', left: { code: 'ALREADY_EXCLUDED', exclusion: first } });
  });

  it('asks to end an expired self-exclusion and reads when the platform says it ends', async () => {
    const { app, service, loaded } = await loggedIn();
    app.platform.exclusions.put('tim@demo.test', { kind: 'SELF_EXCLUSION', startedAt: new Date('2026-05-01T10:00:00Z'), endsAt: new Date('2026-11-01T10:00:00Z'), expired: true, endRequestedAt: null, endsAfterRequestAt: null, fromAnotherAccount: false });
    service.reload();
    expect(await loaded()).toMatchObject({ expired: true, endRequestedAt: null });
    app.platform.exclusions.willEnd(NOW, A_DAY_ON);
    expect(await service.askToEnd()).toMatchObject({ right: { endRequestedAt: NOW, endsAfterRequestAt: A_DAY_ON } });
    expect(await loaded()).toMatchObject({ endRequestedAt: NOW, endsAfterRequestAt: A_DAY_ON });
  });
});
