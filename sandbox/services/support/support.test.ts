// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPassword, record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });
const hour = 60 * 60_000;
const contactPath = '/services/site-config/v1/contact-us';
const applicationsPath = '/services/affiliates/v1/applications';

const contact = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  sandbox.request('POST', contactPath, { body: { birthDate: null, pinCode: null, subject: 'payments', username: null, email: 'visitor@example.com', message: 'Where is my withdrawal?', ...body }, headers: { 'X-Language': 'en', ...headers } });

const application = (body: Record<string, unknown> = {}) =>
  sandbox.request('POST', applicationsPath, {
    body: { name: 'Grace Hopper', email: 'grace@partner.example', company: null, website: 'https://partner.example/casino', country: 'MT', trafficSources: ['seo', 'streaming'], message: null, acceptTerms: true, ...body },
  });

type Row = Record<string, unknown>;
const contactMessages = async (): Promise<Row[]> => (await sandbox.request('GET', '/sandbox/control/contact-messages')).body as Row[];
const applications = async (): Promise<Row[]> => (await sandbox.request('GET', '/sandbox/control/affiliate-applications')).body as Row[];

/** Each test starts with the hour's budget of its source (127.0.0.1) unspent. */
const nextHour = () => sandbox.advanceClock(hour + 1000);

describe('contact us (HELP-07)', () => {
  it('stores a visitor message with its language and answers 201 with a reference', async () => {
    nextHour();
    const result = await contact({ message: '  Two lines:\r\nhere.  ' }, { 'X-Language': 'es' });
    expect(result.status).toBe(201);
    const reference = text(record(result.body).reference);
    expect(reference).toMatch(/^C-[A-Z0-9]{8}$/);
    expect((await contactMessages())[0]).toEqual({
      reference,
      receivedAt: expect.any(String),
      language: 'es',
      email: 'visitor@example.com',
      subject: 'payments',
      message: 'Two lines:\nhere.',
      birthDate: null,
      username: null,
    });
  });

  it('refuses each bad field with its cause, and stores nothing', async () => {
    nextHour();
    const before = (await contactMessages()).length;
    const result = await contact({ email: 'not an address', message: 'short', subject: 'casino', pinCode: '1234', birthDate: '2999-01-01' });
    expect(result.status).toBe(422);
    expect(record(result.body).fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'email', cause: 'INVALID_FORMAT' },
        { field: 'message', cause: 'TOO_SHORT' },
        { field: 'subject', cause: 'NOT_ALLOWED' },
        { field: 'pinCode', cause: 'NOT_ALLOWED' },
        { field: 'birthDate', cause: 'INVALID_FORMAT' },
      ]),
    );
    expect(result.text).not.toContain('1234');
    expect(await contactMessages()).toHaveLength(before);
    expect(record((await contact({ email: '', message: '   ', subject: null })).body).fieldErrors).toEqual([
      { field: 'email', cause: 'REQUIRED' },
      { field: 'message', cause: 'REQUIRED' },
      { field: 'subject', cause: 'REQUIRED' },
    ]);
    expect(record((await contact({ message: 'x'.repeat(5001) })).body).fieldErrors).toEqual([{ field: 'message', cause: 'TOO_LONG' }]);
    expect(record((await contact({ email: `${'a'.repeat(250)}@example.com` })).body).fieldErrors).toEqual([{ field: 'email', cause: 'TOO_LONG' }]);
  });

  it.each([
    ['a right-to-left override', { message: 'Please refund \u202Egnp.exe today' }, 'message'],
    ['a zero-width space in the address', { email: 'ad\u200Ba@demo.test' }, 'email'],
    ['a Cyrillic look-alike in the address', { email: 'аda@demo.test' }, 'email'],
    ['a NUL byte', { message: 'Hello there\u0000, operator' }, 'message'],
    ['a line break in the address', { email: 'ready@demo.test\r\nBcc: all@example.com' }, 'email'],
    ['a lone surrogate', { message: 'Broken \ud800 text here' }, 'message'],
    ['invisible tag characters (text hidden from the operator)', { message: 'Nothing to see\u{E0049}\u{E0047}\u{E004E} here' }, 'message'],
    ['a soft hyphen', { message: 'Please re\u00ADfund me now' }, 'message'],
  ])('refuses %s (INVALID_FORMAT)', async (_case, body, field) => {
    const result = await contact(body);
    expect(result.status).toBe(422);
    expect(record(result.body).fieldErrors).toEqual([{ field, cause: 'INVALID_FORMAT' }]);
  });

  it('takes a username only with a live session of that player (X-Session-Id)', async () => {
    nextHour();
    const player = await sandbox.createPlayer({ template: 'ready@demo.test' });
    const session = await sandbox.sessionFor(player.username, player.password);
    expect(record((await contact({ username: player.username })).body).fieldErrors).toEqual([{ field: 'username', cause: 'NOT_ALLOWED' }]);
    expect(record((await contact({ username: 'ready@demo.test' }, { 'X-Session-Id': session })).body).fieldErrors).toEqual([{ field: 'username', cause: 'NOT_ALLOWED' }]);
    const adaSession = await sandbox.sessionFor('ready@demo.test', demoPassword('ready@demo.test'));
    await sandbox.request('DELETE', `/services/login-service/v1/sessions/${adaSession}`);
    expect(record((await contact({ username: 'ready@demo.test' }, { 'X-Session-Id': adaSession })).body).fieldErrors).toEqual([{ field: 'username', cause: 'NOT_ALLOWED' }]);

    const accepted = await contact({ username: player.username.toUpperCase(), email: player.username }, { 'X-Session-Id': session });
    expect(accepted.status).toBe(201);
    expect((await contactMessages())[0]).toMatchObject({ username: player.username, email: player.username });
    expect((await sandbox.deletePlayer(player.username)).status).toBe(204);
    expect((await contactMessages()).some((message) => message.reference === record(accepted.body).reference)).toBe(false);
  });

  it('follows the configured subjects: none configured means no subject', async () => {
    nextHour();
    await sandbox.control('PATCH', '/sandbox/control/site-config', { contactSubjects: [] });
    try {
      expect(record((await contact({ subject: 'payments' })).body).fieldErrors).toEqual([{ field: 'subject', cause: 'NOT_ALLOWED' }]);
      expect((await contact({ subject: null })).status).toBe(201);
    } finally {
      await sandbox.control('PATCH', '/sandbox/control/site-config', { contactSubjects: ['account', 'payments', 'bonuses', 'technical', 'other'] });
    }
  });

  it('takes five messages a source an hour, then 429 with Retry-After until the first is an hour old', async () => {
    nextHour();
    for (let sent = 0; sent < 5; sent += 1) {
      expect((await contact({})).status).toBe(201);
      sandbox.advanceClock(60_000);
    }
    const refused = await contact({});
    expect(refused.status).toBe(429);
    expect(record(refused.body).errorCode).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(50 * 60);
    expect(retryAfter).toBeLessThanOrEqual(55 * 60);
    sandbox.advanceClock(retryAfter * 1000);
    expect((await contact({})).status).toBe(201);
  });

  it('shows messages escaped in the console', async () => {
    nextHour();
    expect((await contact({ message: '<script>alert(1)</script> & more' })).status).toBe(201);
    const page = await sandbox.request('GET', '/sandbox/console');
    expect(page.text).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more');
    expect(page.text).not.toContain('<script>alert(1)');
  });
});

describe('affiliate applications (REF-08)', () => {
  it('stores an application and answers 202 with a reference', async () => {
    nextHour();
    const result = await application({ company: '  Hopper Media ', message: 'We stream\nslots nightly.' });
    expect(result.status).toBe(202);
    const reference = text(record(result.body).reference);
    expect(reference).toMatch(/^A-[A-Z0-9]{8}$/);
    expect((await applications())[0]).toMatchObject({
      reference,
      name: 'Grace Hopper',
      email: 'grace@partner.example',
      company: 'Hopper Media',
      website: 'https://partner.example/casino',
      country: 'MT',
      trafficSources: ['seo', 'streaming'],
      message: 'We stream\nslots nightly.',
      earlierWithSameEmail: 0,
    });
  });

  it('answers a known e-mail exactly as a new one (the operator sees the repeat)', async () => {
    nextHour();
    const first = await application({ email: 'repeat@partner.example' });
    const second = await application({ email: 'Repeat@Partner.example' });
    expect([first.status, second.status]).toEqual([202, 202]);
    expect(Object.keys(record(second.body))).toEqual(['reference']);
    expect(text(record(second.body).reference)).toMatch(/^A-[A-Z0-9]{8}$/);
    expect((await applications())[0]).toMatchObject({ email: 'Repeat@Partner.example', earlierWithSameEmail: 1 });
  });

  it('refuses each bad field with its cause', async () => {
    nextHour();
    const result = await application({
      name: 'x'.repeat(101),
      email: 'grace@',
      website: 'http://partner.example',
      country: 'XX',
      trafficSources: ['seo', 'billboards'],
      message: 'y'.repeat(2001),
      acceptTerms: false,
    });
    expect(result.status).toBe(422);
    expect(record(result.body).fieldErrors).toEqual([
      { field: 'name', cause: 'TOO_LONG' },
      { field: 'email', cause: 'INVALID_FORMAT' },
      { field: 'website', cause: 'INVALID_FORMAT' },
      { field: 'country', cause: 'NOT_ALLOWED' },
      { field: 'trafficSources', cause: 'NOT_ALLOWED' },
      { field: 'message', cause: 'TOO_LONG' },
      { field: 'acceptTerms', cause: 'REQUIRED' },
    ]);
    expect(record((await application({ name: ' ', trafficSources: [], country: null, website: 'https://user:secret@partner.example' })).body).fieldErrors).toEqual([
      { field: 'name', cause: 'REQUIRED' },
      { field: 'website', cause: 'INVALID_FORMAT' },
      { field: 'country', cause: 'REQUIRED' },
      { field: 'trafficSources', cause: 'REQUIRED' },
    ]);
    expect(record((await application({ name: 'Grace\u202E Hopper' })).body).fieldErrors).toEqual([{ field: 'name', cause: 'INVALID_FORMAT' }]);
    // Blank-looking letters (Hangul fillers) and separators: a name the operator cannot see.
    for (const name of ['\u3164', 'Grace\u115F Hopper', '\uFFA0\uFFA0', 'Grace\u2028Hopper']) {
      expect(record((await application({ name })).body).fieldErrors).toEqual([{ field: 'name', cause: 'INVALID_FORMAT' }]);
    }
    expect(record((await application({ website: 'javascript:alert(1)' })).body).fieldErrors).toEqual([{ field: 'website', cause: 'INVALID_FORMAT' }]);
  });

  it('takes five applications a source an hour', async () => {
    nextHour();
    for (let sent = 0; sent < 5; sent += 1) expect((await application()).status).toBe(202);
    const refused = await application();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('are listed escaped in the console', async () => {
    nextHour();
    expect((await application({ name: '<img src=x onerror=alert(1)>' })).status).toBe(202);
    const page = await sandbox.request('GET', '/sandbox/console');
    expect(page.text).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.text).not.toContain('<img src=x');
  });
});
