import { isLeft, left, map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { GameLaunchGateway, LaunchExcluded, LaunchRequest } from '../../domain/play';
import { httpError, type GatewayError } from '../../domain/shared/gateway-error';
import { BoundedString, decodeWith } from '../shared/codecs';
import type { HttpClient, HttpRequest } from '../shared/http-client';

const LaunchBody = t.type({ url: BoundedString(4096) });

const IsoDate = new t.Type<Date, string, unknown>(
  'IsoDate',
  (u): u is Date => u instanceof Date,
  (u, context) => {
    const date = typeof u === 'string' && u.length <= 64 ? new Date(u) : null;
    return date === null || Number.isNaN(date.getTime()) ? t.failure(u, context) : t.success(date);
  },
  (date) => date.toISOString(),
);

/** A refusal's code and, for EXCLUDED (docs/api.md "Time-out and self-exclusion"), when the break ends. */
const Refusal = t.type({ errorCode: BoundedString(64) });
const ExcludedUntil = t.type({ exclusion: t.type({ endsAt: IsoDate }) });

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

  async launchUrl(request: LaunchRequest, signal?: AbortSignal): Promise<Either<GatewayError | LaunchExcluded, string>> {
    const reply = await this.http.answer({ ...requestOf(request), ...(signal === undefined ? {} : { signal }) });
    if (isLeft(reply)) return reply;
    const { status, body } = reply.right;
    if (status >= 200 && status < 300) return map((answer: t.TypeOf<typeof LaunchBody>) => answer.url)(decodeWith(LaunchBody, body));
    const refusal = Refusal.decode(body);
    const errorCode = refusal._tag === 'Right' ? refusal.right.errorCode : undefined;
    // SG-09: a player taking a break is told until when, as the platform says it.
    if (status === 403 && errorCode === 'EXCLUDED') {
      const until = ExcludedUntil.decode(body);
      return left({ code: 'EXCLUDED', until: until._tag === 'Right' ? until.right.exclusion.endsAt : null });
    }
    return left(httpError(status, undefined, errorCode));
  }
}
