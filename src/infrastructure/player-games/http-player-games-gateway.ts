import { left, map, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { GameId, MostPlayedGame, PlayerGamesGateway, RecentGame } from '../../domain/games';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, Count, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const GameIdCodec = t.refinement(Count, (n) => n > 0 && n <= 2147483647, 'GameId');
const RecentBody = t.type({ games: BoundedArray(t.type({ gameId: GameIdCodec, playedAt: ShortString }), 100) });
const Counted = t.type({ id: GameIdCodec, count: Count });
const MostPlayedBody = BoundedArray(Counted, 100);
const FavouritesBody = t.type({ games: BoundedArray(GameIdCodec, 1_000) });

const tracker = (session: SessionId, list: 'casino' | 'most-played') =>
  sessionPath`/services/recent-activity-tracker/v1/profile/${session}/` + list;
const favourites = (session: SessionId) => sessionPath`/services/player-favourites/v1/profiles/${session}/games`;

/** GAME-11, GAME-12 and favourites (docs/api.md "## Player games"). */
export class HttpPlayerGamesGateway implements PlayerGamesGateway {
  constructor(private readonly http: HttpClient) {}

  /** GAME-11: the tracker answers 202; any other answer is a failure. */
  async recordRecent(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>> {
    const reply = await this.http.send({ method: 'POST', path: tracker(session, 'casino'), session, body: { gameId } });
    if (reply._tag === 'Left') return reply;
    if (reply.right.status === 202) return right(undefined);
    // Only logged by the caller: a refused session shows itself on the player's next call.
    return left(reply.right.status === 401 ? { code: 'UNAUTHORIZED' } : { code: 'HTTP', status: reply.right.status });
  }

  async recent(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly RecentGame[]>> {
    const body = await this.http.json({ method: 'GET', path: tracker(session, 'casino'), session, signal }, RecentBody);
    return map((ok: t.TypeOf<typeof RecentBody>): readonly RecentGame[] => ok.games.map(({ gameId, playedAt }) => ({ gameId, playedAt })))(body);
  }

  async countPlay(session: SessionId, gameId: GameId): Promise<Either<GatewayError, MostPlayedGame>> {
    const body = await this.http.json({ method: 'POST', path: tracker(session, 'most-played'), session, body: { id: gameId } }, Counted);
    return map((ok: t.TypeOf<typeof Counted>): MostPlayedGame => ({ id: ok.id, count: ok.count }))(body);
  }

  async mostPlayed(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly MostPlayedGame[]>> {
    const body = await this.http.json({ method: 'GET', path: tracker(session, 'most-played'), session, signal }, MostPlayedBody);
    return map((ok: t.TypeOf<typeof MostPlayedBody>): readonly MostPlayedGame[] => ok.map(({ id, count }) => ({ id, count })))(body);
  }

  async favourites(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly GameId[]>> {
    const body = await this.http.json({ method: 'GET', path: favourites(session), session, signal }, FavouritesBody);
    return map((ok: t.TypeOf<typeof FavouritesBody>): readonly GameId[] => [...ok.games])(body);
  }

  star(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>> {
    // An empty JSON body: the platform wants every PUT to say it is JSON (docs/api.md, "Requests").
    return this.http.ok({ method: 'PUT', path: `${favourites(session)}/${gameId}`, session, body: {} });
  }

  unstar(session: SessionId, gameId: GameId): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'DELETE', path: `${favourites(session)}/${gameId}`, session });
  }
}
