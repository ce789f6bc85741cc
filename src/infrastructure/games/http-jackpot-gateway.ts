import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { GameId, Jackpot, JackpotGateway, JackpotQuery } from '../../domain/games';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, Count } from '../shared/codecs';
import type { HttpClient } from '../shared/http-client';

const LOBBY = '/services/casino/casino-lobby-services';
const GameIdCodec = t.refinement(Count, (n) => n > 0 && n <= 2147483647, 'GameId');
/** Minor units: a safe, non-negative integer (never NaN or Infinity on a card). */
const JackpotBody = t.type({ gameId: GameIdCodec, amount: Count });
const JackpotsBody = BoundedArray(t.unknown, 20_000);

/** GAME-02: `GET …/v1/jackpots?currencyCode&language&channelType` and `…/v1/jackpots/{gameId}`. */
export class HttpJackpotGateway implements JackpotGateway {
  constructor(private readonly http: HttpClient) {}

  async jackpots(query: JackpotQuery, signal?: AbortSignal): Promise<Either<GatewayError, readonly Jackpot[]>> {
    const body = await this.http.json({ method: 'GET', path: `${LOBBY}/v1/jackpots`, query: { ...query }, signal }, JackpotsBody);
    if (body._tag === 'Left') return body;
    // One unreadable jackpot costs only its own amount.
    return right(body.right.flatMap((entry) => {
      const decoded = JackpotBody.decode(entry);
      return decoded._tag === 'Right' ? [{ gameId: decoded.right.gameId, amount: decoded.right.amount }] : [];
    }));
  }

  async jackpotOf(gameId: GameId, query: Omit<JackpotQuery, 'channelType'>, signal?: AbortSignal): Promise<Either<GatewayError, Jackpot | null>> {
    const body = await this.http.json({ method: 'GET', path: `${LOBBY}/v1/jackpots/${gameId}`, query: { ...query }, signal }, JackpotBody);
    if (body._tag === 'Left') return body.left.code === 'HTTP' && body.left.status === 404 ? right(null) : left(body.left);
    return right({ gameId: body.right.gameId, amount: body.right.amount });
  }
}
