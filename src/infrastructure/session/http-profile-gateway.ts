import { map, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import type { PhoneStatus, ProfileGateway, SessionId, User } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, optional, orNull, ShortString } from '../shared/codecs';
import { sessionPath, type HttpClient } from '../shared/http-client';

const ProfileBody = t.type({
  email: ShortString,
  firstName: optional(ShortString),
  lastName: optional(ShortString),
  nickname: optional(ShortString),
  attributes: t.type({ currency: ShortString, language: optional(ShortString) }),
  address: optional(t.partial({ countryCode: optional(ShortString), subdivision: optional(ShortString) })),
  phones: optional(BoundedArray(ShortString, 20)),
  phonePrefix: optional(ShortString),
  // Linked accounts come as objects (`{id, type, label}`, docs/api.md); a bare id is read as well.
  personaLinkedAccounts: optional(BoundedArray(t.union([ShortString, t.type({ id: ShortString })]), 50)),
  hasPinCode: t.boolean,
  phoneStatus: optional(t.keyof({ NOT_VALIDATED: null, VALIDATED: null })),
});

const toUser = (body: t.TypeOf<typeof ProfileBody>): User => ({
  email: body.email,
  firstName: orNull(body.firstName),
  lastName: orNull(body.lastName),
  nickname: orNull(body.nickname),
  currency: body.attributes.currency,
  language: orNull(body.attributes.language),
  countryCode: orNull(body.address?.countryCode),
  subdivision: orNull(body.address?.subdivision),
  phones: body.phones ?? [],
  phonePrefix: orNull(body.phonePrefix),
  personaLinkedAccounts: (body.personaLinkedAccounts ?? []).map((account) => (typeof account === 'string' ? account : account.id)),
  hasPinCode: body.hasPinCode,
  phoneStatus: (body.phoneStatus ?? 'NOT_VALIDATED') satisfies PhoneStatus,
});

/** PH-01 and AUTH-05: `GET /services/profile/v1/profiles/{session}` (path decided, docs/api.md). */
export class HttpProfileGateway implements ProfileGateway {
  constructor(private readonly http: HttpClient) {}

  async profile(session: SessionId, signal?: AbortSignal): Promise<Either<GatewayError, User>> {
    const body = await this.http.json({ method: 'GET', path: sessionPath`/services/profile/v1/profiles/${session}`, session, signal }, ProfileBody);
    return map(toUser)(body);
  }
}
