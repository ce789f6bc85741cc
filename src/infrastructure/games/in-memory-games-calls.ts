import { left, right, type Either } from 'fp-ts/Either';
import type { SessionId, SessionRejectionReporter } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { InMemoryPlatform } from '../shared/in-memory-platform';
import type { GamesCall } from './in-memory-games-platform';

/** A public games call: recorded, failed if the test asked. */
export const publicGamesCall = <T>(platform: InMemoryPlatform, call: GamesCall, read: () => Either<GatewayError, T>): Either<GatewayError, T> => {
  const failure = platform.games.receive(call);
  return failure === null ? read() : left(failure);
};

/** A player's games call: recorded, failed if asked, refused (and reported) for an unknown session. */
export const playerGamesCall = <T>(
  platform: InMemoryPlatform,
  rejections: SessionRejectionReporter,
  session: SessionId,
  call: GamesCall,
  read: (username: string) => T,
): Either<GatewayError, T> => {
  const username = platform.playerOf(session)?.username.toLowerCase() ?? null;
  const failure = platform.games.receive({ ...call, ...(username === null ? {} : { username }) });
  if (failure?.code === 'UNAUTHORIZED' || (failure === null && username === null)) {
    rejections.reject(session);
    return left({ code: 'UNAUTHORIZED' });
  }
  if (failure !== null) return left(failure);
  return right(read(username as string));
};
