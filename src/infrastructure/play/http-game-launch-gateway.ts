import { map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { LaunchRequest, GameLaunchGateway } from '../../domain/play';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedString } from '../shared/codecs';
import type { HttpClient, HttpRequest } from '../shared/http-client';

const LaunchBody = t.type({ url: BoundedString(4096) });

const LOBBY = '/services/casino/casino-lobby-services';
const INTEGRATION = '/services/games-integration-service/api/v1/games';

/** The path, query and headers of each launch route (GAME-09, docs/api.md "Launch"). */
const requestOf = (request: LaunchRequest): HttpRequest => {
  const id = encodeURIComponent(String(request.gameId));
  const session = request.session;
  // Only real play is authorised by the session (its 401 then ends the session as any authorised
  // call's does); a player's practice launch names it so the platform knows whose rules apply.
  const authorised = session === null || request.mode !== 'real' ? {} : { session };
  switch (request.route) {
    case 'lobby':
      return {
        method: 'GET',
        path: `${LOBBY}/v1/games/${id}/url`,
        query: { channelType: request.channel, currencyCode: request.currency, language: request.language, mode: request.mode },
        headers: { 'X-Channel': request.channel, ...(session === null ? {} : { 'X-Session-Id': session }) },
        ...authorised,
      };
    case 'legacy':
      return {
        method: 'GET',
        path: `${LOBBY}/games/${id}/url`,
        query: { mode: request.mode, language: request.language, currencyCode: request.currency, sessionId: session },
        ...authorised,
      };
    case 'integration': {
      const params = { channel: request.channel, currency: request.currency, language: request.language, ...(session === null ? {} : { sessionId: session }) };
      return {
        method: 'GET',
        path: request.mode === 'real' ? `${INTEGRATION}/${id}/url` : `${INTEGRATION}/${id}/practice/url`,
        query: { integrationParams: JSON.stringify(params) },
        ...authorised,
      };
    }
  }
};

/** GAME-09: the three launch paths of the platform; each answers `{"url"}`. */
export class HttpGameLaunchGateway implements GameLaunchGateway {
  constructor(private readonly http: HttpClient) {}

  async launchUrl(request: LaunchRequest, signal?: AbortSignal): Promise<Either<GatewayError, string>> {
    const body = await this.http.json({ ...requestOf(request), ...(signal === undefined ? {} : { signal }) }, LaunchBody);
    return map((answer: t.TypeOf<typeof LaunchBody>) => answer.url)(body);
  }
}
