import type { Either } from 'fp-ts/Either';
import type { SessionId } from '../session';
import type { GatewayError } from '../shared/gateway-error';
import type { InboxMessage, InboxPage, MessageId } from './inbox';

/** The player's inbox on the platform. A message the player may not see (another's, deleted, hidden by a break) is a 404. */
export interface InboxGateway {
  page(session: SessionId, cursor: string | null, limit: number, signal?: AbortSignal): Promise<Either<GatewayError, InboxPage>>;
  message(session: SessionId, id: MessageId): Promise<Either<GatewayError, InboxMessage>>;
  markRead(session: SessionId, id: MessageId): Promise<Either<GatewayError, void>>;
  markAllRead(session: SessionId): Promise<Either<GatewayError, void>>;
  remove(session: SessionId, id: MessageId): Promise<Either<GatewayError, void>>;
}
