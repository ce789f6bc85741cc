import { map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { FreeGamesGateway, GameId } from '../../domain/games';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, Count } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const GamesBody = t.type({ games: BoundedArray(t.refinement(Count, (n) => n > 0, 'GameId'), 20_000) });
const ids = map((body: t.TypeOf<typeof GamesBody>): readonly GameId[] => [...body.games]);

/** GAME-04 offers and GAME-05 promotional spins (docs/api.md "## Games"). */
export class HttpFreeGamesGateway implements FreeGamesGateway {
  constructor(private readonly http: HttpClient) {}

  async offers(signal?: AbortSignal): Promise<Either<GatewayError, readonly GameId[]>> {
    return ids(await this.http.json({ method: 'GET', path: '/services/casino/casino-lobby-services/v1/offers/games', signal }, GamesBody));
  }

  async promotionalSpins(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, readonly GameId[]>> {
    return ids(
      await this.http.json(
        // Polled every 5 minutes: a background refresh, which does not keep the session alive.
        { method: 'GET', path: sessionPath`/services/casino-integration/v1/promotional-spins/players/${session}/playable`, session, signal, background: true },
        GamesBody,
      ),
    );
  }
}
