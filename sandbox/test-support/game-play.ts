import { catalogue, type CatalogueGame } from '../services/content/index.ts';
import { record, text, type HttpResult, type TestSandbox } from './harness.ts';

/** A catalogue game that fits: the tests pick games by what they need, not by a copied id. */
export function gameWhere(test: (game: CatalogueGame) => boolean): CatalogueGame {
  const game = catalogue().games.find(test);
  if (game === undefined) throw new Error('No catalogue game fits');
  return game;
}

export const lobbyLaunchPath = (gameId: number, mode: 'real' | 'practice', currency = 'EUR') =>
  `/services/casino/casino-lobby-services/v1/games/${gameId}/url?channelType=desktop&currencyCode=${currency}&language=en&mode=${mode}`;

/** GAME-09's main path, as the site calls it. */
export function launch(sandbox: TestSandbox, gameId: number, session: string | null, mode: 'real' | 'practice' = session === null ? 'practice' : 'real'): Promise<HttpResult> {
  return sandbox.request('GET', lobbyLaunchPath(gameId, mode), {
    headers: { 'X-Channel': 'desktop', ...(session === null ? {} : { 'X-Session-Id': session }) },
  });
}

export interface OpenedGame {
  page: HttpResult;
  /** The page's data block: play token, table, mode, currency, balance, strings. */
  config: Record<string, unknown>;
  playToken: string;
}

const configBlock = /<script type="application\/json" id="game-config">([\s\S]*?)<\/script>/;

/** The game page a launch URL opens, on the provider's origin. */
export async function openGame(sandbox: TestSandbox, launchUrl: string): Promise<OpenedGame> {
  const page = await sandbox.providerRequest('GET', new URL(launchUrl).pathname);
  const json = configBlock.exec(page.text)?.[1];
  if (page.status !== 200 || json === undefined) throw new Error(`The game page answered ${page.status}`);
  const config = record(JSON.parse(json));
  return { page, config, playToken: text(config.playToken) };
}

/** Launches and opens a game in one go. */
export async function startGame(sandbox: TestSandbox, gameId: number, session: string | null, mode?: 'real' | 'practice'): Promise<OpenedGame> {
  const launched = await launch(sandbox, gameId, session, mode);
  if (launched.status !== 200) throw new Error(`The launch answered ${launched.status} ${launched.text}`);
  return openGame(sandbox, text(record(launched.body).url));
}

let keys = 0;
export const newRoundKey = (): string => `round-${process.pid}-${Date.now()}-${(keys += 1)}`;

export function playRound(
  sandbox: TestSandbox,
  playToken: string,
  round: { stake?: number; idempotencyKey?: string; bet?: unknown; bets?: unknown; autoplay?: unknown; quickSpin?: unknown },
): Promise<HttpResult> {
  return sandbox.providerRequest('POST', '/rounds', { body: { playToken, idempotencyKey: newRoundKey(), ...round } });
}

/** The player's balances as the site reads them. */
export async function balancesOf(sandbox: TestSandbox, session: string): Promise<Record<string, number>> {
  const result = await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`);
  if (result.status !== 200 || !Array.isArray(result.body)) throw new Error(`Balances answered ${result.status}`);
  return Object.fromEntries(result.body.map((entry) => [text(record(entry).type), record(entry).amount as number]));
}
