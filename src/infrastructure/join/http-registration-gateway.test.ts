import { describe, expect, it } from 'vitest';
import { EMPTY_SIGN_UP, type RegistrationRequest } from '../../domain/join';
import { HttpClient } from '../shared/http-client';
import { HttpRegistrationGateway } from './http-registration-gateway';

/** A gateway over a platform that answers every call with `status` and `body`, keeping what it was sent. */
const answering = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const sent: { url: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({ url: String(input), body: init?.body === undefined ? undefined : JSON.parse(String(init.body)) });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  return { gateway: new HttpRegistrationGateway(new HttpClient({ baseUrl: 'https://platform.test', fetch })), sent };
};

const REQUEST: RegistrationRequest = {
  form: { ...EMPTY_SIGN_UP, email: ' Mary@Example.test ', password: ' spaces kept ', firstName: ' Mary ', lastName: 'Joiner', birthDate: '1990-04-12', country: 'MT', currency: 'EUR', phonePrefix: '+356', phone: ' 9912 3456 ', acceptTerms: true },
  language: 'de',
  referral: { token: 'P1234567', type: 'PROFILE', affiliateId: null, sharingMethod: 'raf-mail', storedAt: 1_700_000_000_000 },
};

describe('HttpRegistrationGateway', () => {
  it('sends the trimmed form, the number without its spaces, the password as typed, the language and exactly the referral\'s fields', async () => {
    const { gateway, sent } = answering(201, { sessionId: 'a'.repeat(43), userCountry: 'MT', loginFromDifferentCountry: false, attributes: { language: 'de' } });
    // A key the referral picked up on the way is not sent on.
    const referral = Object.assign({ extra: 'dropped' }, REQUEST.referral);
    const answer = await gateway.register({ ...REQUEST, referral });
    expect(answer).toMatchObject({ _tag: 'Right', right: { userCountry: 'MT', language: 'de' } });
    expect(sent[0]).toEqual({
      url: 'https://platform.test/services/registration/v1/players',
      body: {
        email: 'Mary@Example.test', password: ' spaces kept ', firstName: 'Mary', lastName: 'Joiner', birthDate: '1990-04-12', country: 'MT', currency: 'EUR', phonePrefix: '+356', phone: '99123456',
        language: 'de', acceptTerms: true,
        referral: { token: 'P1234567', type: 'PROFILE', affiliateId: null, sharingMethod: 'raf-mail', storedAt: 1_700_000_000_000 },
      },
    });
  });

  it('keeps the fields the form has; an unknown cause reads as the field\'s format, an unknown field is left out', async () => {
    const { gateway } = answering(422, { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'email', cause: 'EMAIL_UNAVAILABLE' }, { field: 'lastName', cause: 'SOMETHING_NEW' }, { field: 'nickname', cause: 'TOO_LONG' }] });
    expect(await gateway.register(REQUEST)).toEqual({
      _tag: 'Left',
      left: { code: 'INVALID_FIELDS', fieldErrors: [{ field: 'email', cause: 'EMAIL_UNAVAILABLE' }, { field: 'lastName', cause: 'INVALID_FORMAT' }] },
    });
  });

  it('reads a 429 with its wait, and a success it cannot read, a 422 without fields or a 500 as unavailable', async () => {
    expect(await answering(429, { errorCode: 'TOO_MANY_REQUESTS' }, { 'Retry-After': '120' }).gateway.register(REQUEST)).toEqual({ _tag: 'Left', left: { code: 'RATE_LIMITED', retryAfterSeconds: 120 } });
    for (const [status, body] of [[201, { sessionId: 42 }], [201, 'not json'], [422, { fieldErrors: 'x' }], [500, {}]] as const) {
      expect(await answering(status, body).gateway.register(REQUEST)).toEqual({ _tag: 'Left', left: { code: 'UNAVAILABLE' } });
    }
  });

  it("reads the register of self-exclusions' refusal (SG-17) as SELF_EXCLUDED, and any other 403 as unavailable", async () => {
    const refusal = { errorCode: 'SELF_EXCLUDED', message: 'The details match a self-exclusion in force.' };
    expect(await answering(403, refusal).gateway.register(REQUEST)).toEqual({ _tag: 'Left', left: { code: 'SELF_EXCLUDED' } });
    for (const body of [{ errorCode: 'FORBIDDEN' }, {}, 'not json', { errorCode: 42 }]) {
      expect(await answering(403, body).gateway.register(REQUEST)).toEqual({ _tag: 'Left', left: { code: 'UNAVAILABLE' } });
    }
    // The same code with another status is not the register's.
    expect(await answering(422, refusal).gateway.register(REQUEST)).toEqual({ _tag: 'Left', left: { code: 'UNAVAILABLE' } });
  });

  it('refuses options whose codes or limits cannot be right', async () => {
    const options = { countries: ['MT'], currencies: ['EUR'], minimumAge: 18, passwordMinLength: 10, passwordMaxLength: 128 };
    expect(await answering(200, options).gateway.options()).toEqual({ _tag: 'Right', right: options });
    expect(await answering(200, { ...options, countries: ['<b>MT</b>'] }).gateway.options()).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
    expect(await answering(200, { ...options, passwordMinLength: 200 }).gateway.options()).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
    expect(await answering(200, { ...options, minimumAge: Number.POSITIVE_INFINITY }).gateway.options()).toMatchObject({ _tag: 'Left' });
  });
});
