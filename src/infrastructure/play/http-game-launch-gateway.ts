import { isLeft, left, map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { GameLaunchGateway, LaunchExcluded, LaunchRequest } from '../../domain/play';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import { BoundedString, decodeWith } from '../shared/codecs';
import type { HttpClient, HttpRequest } from '../shared/http-client';

const LaunchBody = t.type({ url: BoundedString(4096) });

/** A refusal's code and, for EXCLUDED (docs/api.md "Time-out and self-exclusion"), when the break ends. */
const Refusal = t.type({ errorCode: t.string });
const ExcludedUntil = t.type({ exclusion: t.type({ endsAt: BoundedString(64) }) });

const LOBBY = '/services/casino/casino-lobby-services';
const INTEGRATION = '/services/games-integration-service/api/v1/games';

/** The path, query and headers of each launch route (GAME-09, docs/api.md "Launch"). */
const requestOf = (request: LaunchRequest): HttpRequest => {
  const id = encodeURIComponent(String(request.gameId));
  const session = request.mode === 'real' ? request.session : null;
  // Only real play names the session: its 401 then ends the session as any authorised call's does.
  const authorised = session === null ? {} : { session };
  // A player's practice names them on every path, unauthorised, so the platform applies their rules (a break, an age check).
  const named = session ?? request.practisingAs ?? null;
  switch (request.route) {
    case 'lobby':
      return {
        method: 'GET',
        path: `${LOBBY}/v1/games/${id}/url`,
        query: { channelType: request.channel, currencyCode: request.currency, language: request.language, mode: request.mode },
        headers: { 'X-Channel': request.channel, ...(named === null ? {} : { 'X-Session-Id': named }) },
        ...authorised,
      };
    case 'legacy':
      return {
        method: 'GET',
        path: `${LOBBY}/games/${id}/url`,
        query: { mode: request.mode, language: request.language, currencyCode: request.currency, sessionId: named },
        ...authorised,
      };
    case 'integration': {
      const params = { channel: request.channel, currency: request.currency, language: request.language, ...(named === null ? {} : { sessionId: named }) };
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

  async launchUrl(request: LaunchRequest, signal?: AbortSignal): Promise<Either<GatewayError | LaunchExcluded, string>> {
    const reply = await this.http.answer({ ...requestOf(request), ...(signal === undefined ? {} : { signal }) });
    if (isLeft(reply)) return reply;
    const { status, body } = reply.right;
    if (status >= 200 && status < 300) return map((answer: t.TypeOf<typeof LaunchBody>) => answer.url)(decodeWith(LaunchBody, body));
    const refusal = Refusal.decode(body);
    const errorCode = refusal._tag === 'Right' ? refusal.right.errorCode : undefined;
    // SG-09: a player taking a break is told until when, as the platform says it.
    if (status === 403 && errorCode === 'EXCLUDED') {
      const excluded = ExcludedUntil.decode(body);
      const until = excluded._tag === 'Right' ? new Date(excluded.right.exclusion.endsAt) : null;
      return left({ code: 'EXCLUDED', until: until !== null && Number.isFinite(until.getTime()) ? until : null });
    }
    return left(httpError(status, undefined, errorCode));
  }
}
