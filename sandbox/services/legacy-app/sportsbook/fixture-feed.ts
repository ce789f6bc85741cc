import type { Fixture } from '../../sportsbook/index.ts';
import { PlatformUnavailable, type PlatformClient } from '../platform-client.ts';

const fixturesPath = '/services/sportsbook/v1/fixtures';

/** The sportsbook's fixtures as the platform lists them; a failed list is the error page's business. */
export async function fixtures(platform: PlatformClient): Promise<Fixture[]> {
  const answer = await platform.get(fixturesPath);
  if (answer.status !== 200 || !Array.isArray(answer.body)) throw new PlatformUnavailable(new Error(`fixtures answered ${answer.status}`));
  return answer.body as Fixture[];
}

export const fixtureFor = async (platform: PlatformClient, id: string): Promise<Fixture | null> => (await fixtures(platform)).find((fixture) => fixture.id === id) ?? null;

export const fixtureName = (fixture: Fixture) => `${fixture.home} – ${fixture.away}`;

export const betsPath = (session: string) => `/services/sportsbook/v1/profiles/${session}/bets`;
