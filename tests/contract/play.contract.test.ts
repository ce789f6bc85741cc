// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '../../sandbox/services/content/catalogue.ts';
import { providerFrameUrl, VIRTUAL_SPORTS_GAME_ID, type LaunchRequest } from '../../src/domain/play';
import type { SessionId } from '../../src/domain/session';
import { HttpGameLaunchGateway } from '../../src/infrastructure/play/http-game-launch-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
let providerOrigins: readonly string[];
beforeAll(async () => {
  sandbox = await startFixture();
  const config = (await (await fetch(`${sandbox.url}/services/site-config/v1/site-config`)).json()) as { gameProviderOrigins: string[] };
  providerOrigins = config.gameProviderOrigins;
});
afterAll(() => sandbox.close());

const games = catalogue().games;
const practiceSlot = games.find((game) => game.kind === 'slot' && game.practicePlay);
const withoutPractice = games.find((game) => !game.practicePlay);

const session = async (): Promise<SessionId> => {
  const player = await sandbox.newPlayer();
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: player });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error('login failed');
  return result.right.success.sessionId;
};

const request = (overrides: Partial<LaunchRequest>): LaunchRequest => ({
  gameId: practiceSlot?.id ?? 0,
  mode: 'practice',
  route: 'lobby',
  channel: 'desktop',
  currency: 'EUR',
  language: 'en',
  session: null,
  ...overrides,
});

const launch = (overrides: Partial<LaunchRequest>) => new HttpGameLaunchGateway(sandbox.http).launchUrl(request(overrides));

/** The answer is a URL the site would frame: on a provider origin the site configuration names. */
const expectFrameable = (answer: Awaited<ReturnType<typeof launch>>) => {
  expect(answer._tag).toBe('Right');
  const url = answer._tag === 'Right' ? answer.right : '';
  expect(providerFrameUrl(url, providerOrigins)).not.toBeNull();
  expect(url).not.toContain('session');
};

describe('game launch (GAME-09, GAME-10)', () => {
  it('the sandbox names its provider origin in the site configuration', () => {
    expect(providerOrigins.length).toBeGreaterThan(0);
    expect(practiceSlot).toBeDefined();
    expect(withoutPractice).toBeDefined();
  });

  it.each(['lobby', 'legacy', 'integration'] as const)('launches practice play on the %s path without a session', async (route) => {
    expectFrameable(await launch({ route }));
  });

  it.each(['lobby', 'legacy', 'integration'] as const)('launches real play on the %s path with the session', async (route) => {
    expectFrameable(await launch({ route, mode: 'real', session: await session(), channel: 'mobile' }));
  });

  it('launches virtual sports, game 1331, on the older path', async () => {
    expectFrameable(await launch({ route: 'legacy', gameId: VIRTUAL_SPORTS_GAME_ID }));
  });

  it('refuses practice play of a game without it (403), an unknown game (404)', async () => {
    expect(await launch({ gameId: withoutPractice?.id ?? 0 })).toMatchObject({ left: { code: 'HTTP', status: 403 } });
    expect(await launch({ gameId: 999_999_999 })).toMatchObject({ left: { code: 'HTTP', status: 404 } });
  });

  it('refuses real play with a session the platform does not know, and reports it', async () => {
    const unknown = 'unknown-session-0000000000000' as SessionId;
    expect(await launch({ mode: 'real', session: unknown })).toEqual({ _tag: 'Left', left: { code: 'UNAUTHORIZED' } });
    expect(sandbox.rejected).toContain(unknown);
  });
});
