import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { InboxGateway, InboxMessage, InboxPage, MessageId } from '../../domain/inbox';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { sessionPath, type HttpClient } from '../shared/http-client';
import { decodeMessage, decodePage } from './inbox-codecs';

const decoded = <A>(body: Either<GatewayError, unknown>, decode: (value: unknown) => A | null, what: string): Either<GatewayError, A> => {
  if (body._tag === 'Left') return body;
  const value = decode(body.right);
  return value === null ? left({ code: 'DECODE', detail: what }) : right(value);
};

/** The player's inbox: `/services/player-messages/v1/players/{session}/messages` (docs/api.md, "Player messages"). */
export class HttpInboxGateway implements InboxGateway {
  constructor(private readonly http: HttpClient) {}

  async page(session: SessionId, cursor: string | null, limit: number, signal?: AbortSignal): Promise<Either<GatewayError, InboxPage>> {
    const path = sessionPath`/services/player-messages/v1/players/${session}/messages`;
    const body = await this.http.json({ method: 'GET', path, session, signal, query: { limit, cursor: cursor ?? undefined } }, t.unknown);
    return decoded(body, decodePage, 'inbox page');
  }

  async message(session: SessionId, id: MessageId): Promise<Either<GatewayError, InboxMessage>> {
    const body = await this.http.json({ method: 'GET', path: sessionPath`/services/player-messages/v1/players/${session}/messages/${id}`, session }, t.unknown);
    return decoded(body, decodeMessage, 'inbox message');
  }

  markRead(session: SessionId, id: MessageId): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'POST', path: sessionPath`/services/player-messages/v1/players/${session}/messages/${id}/read`, session, body: {} });
  }

  markAllRead(session: SessionId): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'POST', path: sessionPath`/services/player-messages/v1/players/${session}/messages/read-all`, session, body: {} });
  }

  remove(session: SessionId, id: MessageId): Promise<Either<GatewayError, void>> {
    return this.http.ok({ method: 'DELETE', path: sessionPath`/services/player-messages/v1/players/${session}/messages/${id}`, session });
  }
}
