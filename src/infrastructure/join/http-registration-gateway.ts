import { left, right, type Either } from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  isSignUpField,
  SIGN_UP_CAUSES,
  type JoinError,
  type RegistrationGateway,
  type RegistrationOptions,
  type RegistrationRequest,
  type SignUpCause,
  type SignUpFieldError,
} from '../../domain/join';
import type { LoginSuccess } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { BoundedArray, Count, ShortString } from '../shared/codecs';
import type { HttpClient, HttpReply } from '../shared/http-client';
import { loginReplyFrom } from '../session/login-reply';

const BASE = '/services/registration/v1';

const Code = t.refinement(ShortString, (code) => /^[A-Z]{2,8}$/.test(code), 'Code');

const RegionCode = t.refinement(ShortString, (code) => /^[A-Z]{2}-[A-Z0-9]{1,3}$/.test(code), 'RegionCode');
const Region = t.type({ code: RegionCode, name: ShortString, minimumAge: Count });

const OptionsBody = t.intersection([
  t.type({
    countries: BoundedArray(Code, 300),
    currencies: BoundedArray(Code, 300),
    minimumAge: Count,
    passwordMinLength: Count,
    passwordMaxLength: Count,
  }),
  // A platform without regions leaves them out: every country's rules are then the country's.
  t.partial({ regions: t.record(Code, BoundedArray(Region, 100)) }),
]);

const ValidationBody = t.type({
  fieldErrors: BoundedArray(t.type({ field: ShortString, cause: ShortString }), 50),
});

const ErrorCodeBody = t.type({ errorCode: ShortString });

const isCause = (value: string): value is SignUpCause => (SIGN_UP_CAUSES as readonly string[]).includes(value);

/** The 422's field errors the form can show; a field or cause it does not know reads as the field's format. */
const fieldErrorsFrom = (body: unknown): readonly SignUpFieldError[] => {
  const decoded = ValidationBody.decode(body);
  if (decoded._tag === 'Left') return [];
  return decoded.right.fieldErrors.flatMap(({ field, cause }) =>
    isSignUpField(field) ? [{ field, cause: isCause(cause) ? cause : 'INVALID_FORMAT' }] : [],
  );
};

const joinErrorFrom = ({ status, body, retryAfterSeconds }: HttpReply): JoinError => {
  // SG-17: the register of self-exclusions holds one in force that the details match. Its message is the platform's, in English: the site says it in its own words.
  if (status === 403) {
    const refusal = ErrorCodeBody.decode(body);
    return refusal._tag === 'Right' && refusal.right.errorCode === 'SELF_EXCLUDED' ? { code: 'SELF_EXCLUDED' } : { code: 'UNAVAILABLE' };
  }
  if (status === 429) return { code: 'RATE_LIMITED', retryAfterSeconds: retryAfterSeconds ?? null };
  if (status === 422) {
    const fieldErrors = fieldErrorsFrom(body);
    return fieldErrors.length > 0 ? { code: 'INVALID_FIELDS', fieldErrors } : { code: 'UNAVAILABLE' };
  }
  return { code: 'UNAVAILABLE' };
};

/** `GET /services/registration/v1/options` and `POST /services/registration/v1/players` (docs/api.md "Joining"). */
export class HttpRegistrationGateway implements RegistrationGateway {
  constructor(private readonly http: HttpClient) {}

  async options(): Promise<Either<GatewayError, RegistrationOptions>> {
    const body = await this.http.json({ method: 'GET', path: `${BASE}/options` }, OptionsBody);
    if (body._tag === 'Left') return body;
    const { passwordMinLength, passwordMaxLength } = body.right;
    if (passwordMinLength > passwordMaxLength) return left({ code: 'DECODE', detail: 'password limits the wrong way round' });
    return body;
  }

  async register({ form, language, referral }: RegistrationRequest): Promise<Either<JoinError, LoginSuccess>> {
    const reply = await this.http.send({
      method: 'POST',
      path: `${BASE}/players`,
      body: {
        email: form.email.trim(),
        password: form.password,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        birthDate: form.birthDate,
        country: form.country,
        ...(form.region === '' ? {} : { region: form.region }),
        currency: form.currency,
        // Optional in the request (decided, issue 19): the site always sends one.
        phonePrefix: form.phonePrefix.replace(/\s+/g, ''),
        phone: form.phone.replace(/\s+/g, ''),
        language,
        acceptTerms: form.acceptTerms,
        referral: referral === null ? null : { token: referral.token, type: referral.type, affiliateId: referral.affiliateId, sharingMethod: referral.sharingMethod, storedAt: referral.storedAt },
      },
    });
    if (reply._tag === 'Left') return left({ code: 'UNAVAILABLE' });
    if (reply.right.status < 200 || reply.right.status >= 300) return left(joinErrorFrom(reply.right));
    // The answer is the login's: read by the login's own reader.
    const success = loginReplyFrom(reply.right);
    return success._tag === 'Right' && success.right.kind === 'SUCCESS' ? right(success.right.success) : left({ code: 'UNAVAILABLE' });
  }
}
