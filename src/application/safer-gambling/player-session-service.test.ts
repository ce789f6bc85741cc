import { firstValueFrom, filter, type Subscription } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { aUser } from '../../../tests/support/players';
import { strictestRules } from '../../domain/config';
import { createTestApp, loginServiceOf } from '../../../tests/support/test-app';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import type { AnchoredSummary, PlayerSessionService, RealityCheckPrompt, SessionClock } from './player-session-service';
import { SaferGamblingTokens } from './tokens';

const LOGIN_AT = Date.parse('2026-11-23T10:00:00Z');
const MINUTE = 60_000;

const MALTA = {
  ...strictestRules('MT'),
  loginMessage: { en: 'Play responsibly.', es: 'Juega con responsabilidad.' },
  logoutMessage: { en: 'Thank you for playing.' },
};

const loggedIn = async () => {
  const app = createTestApp({ config: { jurisdictions: { MT: MALTA }, defaultJurisdiction: 'MT' } });
  // The platform's clock runs with virtual time, from the moment of login.
  app.platform.sessionSummaries.now = () => new Date(LOGIN_AT + app.time.now);
  app.platform.addPlayer({ username: 'ada@demo.test', password: 'secret-pass', user: aUser({ email: 'ada@demo.test', currency: 'EUR' }) });
  await (await loginServiceOf(app)).login({ credentials: { username: 'ada@demo.test', password: 'secret-pass' } }, null);
  await app.load('safer-gambling');
  const service = app.get<PlayerSessionService>(SaferGamblingTokens.PlayerSessionService);
  const session = app.get<SessionService>(SessionTokens.SessionService);
  const id = session.currentId();
  if (id === null) throw new Error('not logged in');
  const prompts: (RealityCheckPrompt | null)[] = [];
  const summaries: (AnchoredSummary | null)[] = [];
  const subscriptions: Subscription[] = [service.realityCheck$.subscribe((prompt) => prompts.push(prompt)), service.summary$.subscribe((summary) => summaries.push(summary))];
  await app.time.settle();
  return { app, service, session, id, prompts, summaries, stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()) };
};

const latest = <T>(list: readonly T[]): T | undefined => list[list.length - 1];

describe('PlayerSessionService (SG-07, SG-08, SG-13, SG-16)', () => {
  it('shows the reality check once the interval since login has passed, with the time played and the net position', async () => {
    const { app, id, prompts, stop } = await loggedIn();
    app.platform.sessionSummaries.setNetPosition(id, -1250);
    await app.time.advance(59 * MINUTE);
    expect(latest(prompts)).toBeNull();
    await app.time.advance(MINUTE);
    expect(latest(prompts)).toEqual({ playedMs: 60 * MINUTE, netPosition: { minor: -1250, currency: 'EUR' } });
    stop();
  });

  it('after "continue playing" the next check comes one interval after the previous one', async () => {
    const { app, service, prompts, summaries, stop } = await loggedIn();
    await app.time.advance(60 * MINUTE);
    expect(latest(prompts)).not.toBeNull();
    await app.time.advance(5 * MINUTE);
    const anchored = latest(summaries);
    if (anchored === null || anchored === undefined) throw new Error('no summary');
    service.continuePlaying(anchored);
    await app.time.settle();
    expect(latest(prompts)).toBeNull();
    await app.time.advance(54 * MINUTE);
    expect(latest(prompts)).toBeNull();
    await app.time.advance(MINUTE);
    expect(latest(prompts)).toMatchObject({ playedMs: 120 * MINUTE });
    stop();
  });

  it('follows the interval the player chose, and refuses one out of range before sending it', async () => {
    const { app, service, prompts, stop } = await loggedIn();
    expect(await service.chooseInterval('5')).toEqual({ _tag: 'Left', left: { code: 'INVALID', cause: 'OUT_OF_RANGE' } });
    expect(await service.chooseInterval('ten')).toEqual({ _tag: 'Left', left: { code: 'INVALID', cause: 'INVALID_FORMAT' } });
    expect(app.platform.callsOf('realityCheck')).toEqual([]);
    expect(await service.chooseInterval('15')).toEqual({ _tag: 'Right', right: { realityCheckMinutes: 15, realityCheckMinutesDefault: 60 } });
    await app.time.advance(15 * MINUTE);
    expect(latest(prompts)).toMatchObject({ playedMs: 15 * MINUTE });
    stop();
  });

  it('ends the session at the session-time limit, saying why', async () => {
    const { app, service, session, id, stop } = await loggedIn();
    app.platform.sessionSummaries.setSessionTimeEndsAt(id, new Date(LOGIN_AT + 30 * MINUTE));
    service.refresh();
    const ended = service.sessionTimeEnded$.subscribe((session) => service.endForSessionTime(session));
    const events: unknown[] = [];
    const watching = session.events$.subscribe((event) => events.push(event));
    await app.time.advance(29 * MINUTE);
    expect(session.currentId()).toBe(id);
    await app.time.advance(MINUTE);
    expect(session.currentId()).toBeNull();
    expect(events).toEqual([{ type: 'expired', reason: 'SESSION_TIME_LIMIT' }]);
    ended.unsubscribe();
    watching.unsubscribe();
    stop();
  });

  it('the session clock ticks from login and its net position is read again every 30 seconds', async () => {
    const { app, service, id, stop } = await loggedIn();
    const clocks: (SessionClock | null)[] = [];
    const ticking = service.clock$().subscribe((clock) => clocks.push(clock));
    await app.time.advance(3_000);
    expect(latest(clocks)).toEqual({ elapsedMs: 3_000, netPosition: { minor: 0, currency: 'EUR' } });
    app.platform.sessionSummaries.setNetPosition(id, 700);
    await app.time.advance(30_000);
    expect(latest(clocks)).toEqual({ elapsedMs: 33_000, netPosition: { minor: 700, currency: 'EUR' } });
    expect(app.platform.callsOf('sessionSummary').slice(1).every((call) => (call.body as { background: boolean }).background)).toBe(true);
    ticking.unsubscribe();
    stop();
  });

  it('greets a login once, with the previous login and the jurisdiction message, but not a restored session', async () => {
    const { service, summaries, stop } = await loggedIn();
    const anchored = await firstValueFrom(service.summary$.pipe(filter((summary): summary is AnchoredSummary => summary !== null)));
    expect(service.greetingFor(anchored)).toEqual({ previousLoginAt: null, message: 'Play responsibly.' });
    expect(service.greetingFor(anchored)).toBeNull();
    expect(service.logoutMessage()).toBe('Thank you for playing.');
    expect(summaries.length).toBeGreaterThan(0);
    stop();
  });
});
