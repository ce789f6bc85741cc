// @vitest-environment node
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AffiliateApplication, ContactMessage } from '../../src/domain/contact';
import type { SessionId } from '../../src/domain/session';
import { HttpAffiliateGateway } from '../../src/infrastructure/contact/http-affiliate-gateway';
import { HttpContactGateway } from '../../src/infrastructure/contact/http-contact-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
}, 120_000);
afterAll(() => sandbox.close());
afterEach(async () => {
  await sandbox.control('DELETE', '/sandbox/control/faults');
});

const visitorMessage: ContactMessage = { birthDate: null, email: 'visitor@example.com', message: 'Where is my withdrawal, please?', pinCode: null, subject: 'payments', username: null };
const application: AffiliateApplication = {
  name: 'Grace Hopper',
  email: 'grace@partner.example',
  company: null,
  website: 'https://partner.example/',
  country: 'MT',
  trafficSources: ['seo', 'streaming'],
  message: null,
  acceptTerms: true,
};

const loggedIn = async () => {
  const player = await sandbox.newPlayer();
  const reply = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (reply._tag === 'Left' || reply.right.kind !== 'SUCCESS') throw new Error('login failed');
  return { ...player, session: reply.right.success.sessionId };
};

const stored = async (what: 'contact-messages' | 'affiliate-applications') => (await (await sandbox.control('GET', `/sandbox/control/${what}`)).json()) as Record<string, unknown>[];

// The sandbox takes five of each a source an hour: this file sends five contact messages and three applications that are taken.
describe('HttpContactGateway against the sandbox (HELP-07)', () => {
  const contact = () => new HttpContactGateway(sandbox.http);

  it("sends a visitor's message with X-Language and reads the reference", async () => {
    const sent = await contact().send(visitorMessage, 'es', null);
    expect(sent).toEqual({ _tag: 'Right', right: expect.stringMatching(/^C-[A-Z0-9]{8}$/) });
    expect((await stored('contact-messages'))[0]).toMatchObject({ reference: sent._tag === 'Right' ? sent.right : '', email: 'visitor@example.com', subject: 'payments', language: 'es', username: null });
  });

  it("sends a player's message with the session, which the platform checks against the username", async () => {
    const player = await loggedIn();
    expect(await contact().send({ ...visitorMessage, email: player.username, username: player.username }, 'en', player.session)).toMatchObject({ _tag: 'Right' });
    expect((await stored('contact-messages'))[0]).toMatchObject({ username: player.username });
    expect(await contact().send({ ...visitorMessage, username: player.username }, 'en', 'not-a-session' as SessionId)).toEqual({
      _tag: 'Left',
      left: { code: 'INVALID', problems: [{ field: 'username', cause: 'NOT_ALLOWED' }] },
    });
  });

  it("reads the platform's field problems", async () => {
    expect(await contact().send({ ...visitorMessage, email: 'visitor', message: 'Short', subject: 'casino' }, 'en', null)).toEqual({
      _tag: 'Left',
      left: {
        code: 'INVALID',
        problems: [
          { field: 'email', cause: 'INVALID_FORMAT' },
          { field: 'message', cause: 'TOO_SHORT' },
          { field: 'subject', cause: 'NOT_ALLOWED' },
        ],
      },
    });
  });

  it('takes a 2xx without a readable reference as sent, and anything else as unavailable', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'POST', path: '/services/site-config/v1/contact-us', status: 201, body: { reference: '<b>x</b>' } });
    expect(await contact().send(visitorMessage, 'en', null)).toEqual({ _tag: 'Right', right: null });
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'POST', path: '/services/site-config/v1/contact-us', status: 500 });
    expect(await contact().send(visitorMessage, 'en', null)).toEqual({ _tag: 'Left', left: { code: 'UNAVAILABLE', cause: { code: 'HTTP', status: 500 } } });
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'POST', path: '/services/site-config/v1/contact-us', status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: 'all of them' } });
    expect(await contact().send(visitorMessage, 'en', null)).toEqual({ _tag: 'Left', left: { code: 'UNAVAILABLE', cause: { code: 'HTTP', status: 422 } } });
  });

  it('reads the rate limit and its Retry-After', async () => {
    for (let sent = (await stored('contact-messages')).length; sent < 5; sent += 1) expect(await contact().send(visitorMessage, 'en', null)).toMatchObject({ _tag: 'Right' });
    const refused = await contact().send(visitorMessage, 'en', null);
    expect(refused).toEqual({ _tag: 'Left', left: { code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) } });
    expect(refused._tag === 'Left' && refused.left.code === 'RATE_LIMITED' ? refused.left.retryAfterSeconds : 0).toBeGreaterThan(3000);
  });
});

describe('HttpAffiliateGateway against the sandbox (REF-08)', () => {
  const affiliates = () => new HttpAffiliateGateway(sandbox.http);

  it('sends an application and reads the reference; a known e-mail gets the same kind of answer', async () => {
    const first = await affiliates().apply(application, 'es');
    const again = await affiliates().apply({ ...application, country: 'DE' }, 'es');
    expect(first).toEqual({ _tag: 'Right', right: expect.stringMatching(/^A-[A-Z0-9]{8}$/) });
    expect(again).toEqual({ _tag: 'Right', right: expect.stringMatching(/^A-[A-Z0-9]{8}$/) });
    expect((await stored('affiliate-applications'))[0]).toMatchObject({ email: 'grace@partner.example', country: 'DE', language: 'es', trafficSources: ['seo', 'streaming'], earlierWithSameEmail: 1 });
  });

  it("reads the platform's field problems", async () => {
    expect(await affiliates().apply({ ...application, website: 'http://partner.example', trafficSources: [] }, 'en')).toEqual({
      _tag: 'Left',
      left: {
        code: 'INVALID',
        problems: [
          { field: 'website', cause: 'INVALID_FORMAT' },
          { field: 'trafficSources', cause: 'REQUIRED' },
        ],
      },
    });
  });

  it('reads a rate limit without a usable Retry-After as "later"', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'POST', path: '/services/affiliates/v1/applications', status: 429 });
    expect(await affiliates().apply(application, 'en')).toEqual({ _tag: 'Left', left: { code: 'RATE_LIMITED', retryAfterSeconds: null } });
  });
});
