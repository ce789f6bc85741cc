import { map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import type { NotificationsGateway, NotificationSummary } from '../../domain/wallet';
import { Count } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const SummaryBody = t.type({ acknowledged: Count, deleted: Count, numberOfMessages: Count });

/** WAL-11: `GET /services/notifications/v1/profiles/{session}/summary` (path decided, docs/api.md). */
export class HttpNotificationsGateway implements NotificationsGateway {
  constructor(private readonly http: HttpClient) {}

  async summary(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, NotificationSummary>> {
    const body = await this.http.json(
      { method: 'GET', path: sessionPath`/services/notifications/v1/profiles/${session}/summary`, session, signal, background: true },
      SummaryBody,
    );
    return map((summary: NotificationSummary): NotificationSummary => ({ ...summary }))(body);
  }
}
