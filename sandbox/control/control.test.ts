// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoPlayers } from '../seed/demo-players.ts';
import { defaultSiteConfig } from '../services/site-config/index.ts';
import { record, text } from '../test-support/harness.ts';
import { useTestSandbox } from '../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });


const state = (username: string) => sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(username)}`);
const balancesOf = (session: string) => sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`);
const siteConfig = () => sandbox.request('GET', '/services/site-config/v1/site-config');

describe('demo players', () => {
  it('lists every seeded player with its password', async () => {
    const result = await sandbox.request('GET', '/sandbox/players');
    expect(result.status).toBe(200);
    const listed = (result.body as unknown[]).map(record);
    expect(listed.map((player) => player.username)).toEqual(demoPlayers.map((player) => player.email));
    expect(listed).toContainEqual(expect.objectContaining({ username: 'ready@demo.test', password: 'Ready-Player-1' }));
    expect(listed).toHaveLength(21);
  });

  it('shows a player state without secrets', async () => {
    const result = await state('READY@demo.test');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      username: 'ready@demo.test',
      hasPinCode: true,
      mfaLoginMethod: null,
      requiredAction: null,
      requiredActionShape: 'full',
      failedLogins: 0,
      blockedUntil: null,
      notifications: { acknowledged: 3, deleted: 0, numberOfMessages: 12 },
    });
    expect(result.text).not.toMatch(/scrypt|password|secret/i);
    expect((await state('nobody@demo.test')).status).toBe(404);
  });
});

describe('creating players', { timeout: 20_000 }, () => {
  it('copies the default template (ready) under a new username, with its password', async () => {
    const created = await sandbox.createPlayer();
    expect(created.username).toMatch(/^ready\+[0-9a-f]+@demo\.test$/);
    expect(created.password).toBe('Ready-Player-1');
    const copy = record((await state(created.username)).body);
    const original = record((await state('ready@demo.test')).body);
    expect({ ...copy, username: 'x', email: 'x' }).toEqual({ ...original, username: 'x', email: 'x' });

    const session = await sandbox.sessionFor(created.username, created.password);
    expect((await balancesOf(session)).body).toEqual((await balancesOf(await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1'))).body);
    expect((await sandbox.createPlayer()).username).not.toBe(created.username);
  });

  it('applies the patch on top of the template, and a given password', async () => {
    const created = await sandbox.createPlayer({
      template: 'satoshi@demo.test',
      currency: 'EUR',
      firstName: 'Sam',
      password: 'Chosen-Password-1',
    });
    expect(created).toMatchObject({ username: expect.stringMatching(/^satoshi\+/), password: 'Chosen-Password-1' });
    expect((await sandbox.login(created.username, 'Bitcoin-Player-1')).status).toBe(401);
    const session = await sandbox.sessionFor(created.username, 'Chosen-Password-1');
    expect((await balancesOf(session)).body).toEqual([
      { type: 'Playable', amount: 0.01234567, currency: 'EUR' },
      { type: 'Total', amount: 0.01234567, currency: 'EUR' },
    ]);
    expect((await sandbox.request('GET', `/services/profile/v1/profiles/${session}`)).body).toMatchObject({
      firstName: 'Sam',
      nickname: 'satoshi',
    });
  });

  it('refuses unknown fields, bad values and unknown templates', async () => {
    const create = (body: unknown) => sandbox.control('POST', '/sandbox/control/players', body);
    expect(await create({ balance: [] })).toMatchObject({
      status: 422,
      body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field: 'balance', cause: 'UNKNOWN_FIELD' }] },
    });
    expect((await create({ mfaLoginMethod: 'EMAIL', pinCode: '12' })).body).toMatchObject({
      fieldErrors: [
        { field: 'mfaLoginMethod', cause: 'INVALID_FORMAT' },
        { field: 'pinCode', cause: 'INVALID_FORMAT' },
      ],
    });
    expect((await create({ template: 'nobody@demo.test' })).status).toBe(404);
    expect((await create({ username: 'ready@demo.test' })).status).toBe(409);
  });
});

describe('patching players', { timeout: 20_000 }, () => {
  it('replaces balances and notifications, and the client sees them', async () => {
    const player = await sandbox.createPlayer();
    const patched = await sandbox.patchPlayer(player.username, {
      balances: [{ type: 'Playable', amount: 1.5 }, { type: 'Total', amount: 2 }],
      notifications: { numberOfMessages: 99 },
      nickname: null,
    });
    expect(patched).toMatchObject({
      status: 200,
      body: {
        balances: [
          { type: 'Playable', amount: 1.5, currency: 'EUR' },
          { type: 'Total', amount: 2, currency: 'EUR' },
        ],
        notifications: { acknowledged: 3, deleted: 0, numberOfMessages: 99 },
        nickname: null,
      },
    });
    const session = await sandbox.sessionFor(player.username, player.password);
    expect((await balancesOf(session)).body).toEqual([
      { type: 'Playable', amount: 1.5, currency: 'EUR' },
      { type: 'Total', amount: 2, currency: 'EUR' },
    ]);
    expect((await sandbox.request('GET', `/services/notifications/v1/profiles/${session}/summary`)).body).toEqual({
      acknowledged: 3,
      deleted: 0,
      numberOfMessages: 99,
    });
  });

  it('changes what login answers', async () => {
    const player = await sandbox.createPlayer();
    await sandbox.patchPlayer(player.username, { disabled: true });
    expect((await sandbox.login(player.username, player.password)).body).toEqual({ errorCode: 'DISABLED_PROFILE' });
    await sandbox.patchPlayer(player.username, { disabled: false, captchaRequired: true });
    expect((await sandbox.login(player.username, player.password)).body).toEqual({
      errorCode: 'invalid_grant_captcha_enforcement',
    });
    await sandbox.patchPlayer(player.username, { captchaRequired: false, requiredAction: 'forcePinReset' });
    expect((await sandbox.login(player.username, player.password)).status).toBe(428);
    await sandbox.patchPlayer(player.username, { requiredAction: null, failedLogins: 5, blockedUntil: '2999-01-01T00:00:00Z' });
    expect((await sandbox.login(player.username, player.password)).body).toMatchObject({ errorCode: 'blocked', blockedUntil: '2999-01-01T00:00:00.000Z' });
    await sandbox.patchPlayer(player.username, { failedLogins: 0, blockedUntil: null });
    expect((await sandbox.login(player.username, player.password)).status).toBe(200);
  });

  it('sets and removes the PIN', async () => {
    const player = await sandbox.createPlayer();
    expect((await sandbox.patchPlayer(player.username, { hasPinCode: false })).body).toMatchObject({ hasPinCode: false });
    expect(await sandbox.patchPlayer(player.username, { hasPinCode: true })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'pinCode', cause: 'REQUIRED' }] },
    });
    expect((await sandbox.patchPlayer(player.username, { pinCode: '2468' })).body).toMatchObject({ hasPinCode: true });
    const pinLogin = await sandbox.request('POST', '/services/login-service/v1/login/pin', {
      body: { username: player.username, pinCode: '2468' },
    });
    expect(pinLogin.status).toBe(200);
  });

  it('answers 404 for an unknown player', async () => {
    expect((await sandbox.patchPlayer('nobody@demo.test', { disabled: true })).status).toBe(404);
  });
});

describe('site configuration', () => {
  it('merges a partial patch (objects key by key) and serves the result', async () => {
    const result = await sandbox.control('PATCH', '/sandbox/control/site-config', {
      isLoyaltyEnabled: false,
      featureFlags: { 'new.flag': true },
      languagesPublished: ['en'],
    });
    expect(result.status).toBe(200);
    const expected = {
      ...defaultSiteConfig,
      gameProviderOrigins: [sandbox.providerUrl],
      embeddedAppOrigins: [sandbox.legacyUrl],
      identityProviderOrigins: [sandbox.identityUrl],
      jurisdictions: expect.objectContaining({ GB: expect.any(Object), 'CA-ON': expect.any(Object) }),
      defaultJurisdiction: 'MT',
      isLoyaltyEnabled: false,
      languagesPublished: ['en'],
      featureFlags: { 'site.config.affiliate.check-referring-site.enabled': false, 'new.flag': true },
    };
    expect(result.body).toEqual(expected);
    expect((await siteConfig()).body).toEqual(expected);
    expect((await sandbox.control('PATCH', '/sandbox/control/site-config', [1])).status).toBe(422);
  });
});

describe('faults', () => {
  it('answer the next matching requests, `times` times, then the real thing resumes', async () => {
    const armed = await sandbox.control('POST', '/sandbox/control/faults', {
      method: 'get',
      path: '/services/site-config',
      status: 503,
      body: { errorCode: 'DOWN' },
      times: 2,
    });
    expect(armed.status).toBe(201);
    // Another method on the same path is not affected.
    expect((await sandbox.request('POST', '/services/site-config/v1/site-config')).status).toBe(404);
    expect(await siteConfig()).toMatchObject({ status: 503, body: { errorCode: 'DOWN' } });
    expect(await siteConfig()).toMatchObject({ status: 503, body: { errorCode: 'DOWN' } });
    expect((await siteConfig()).status).toBe(200);
  });

  it('default to once, may have no body or a text body, and are cleared by DELETE', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'POST', path: '/services/login', status: 500 });
    const failed = await sandbox.login('ready@demo.test', 'Ready-Player-1');
    expect(failed).toMatchObject({ status: 500, text: '' });
    expect((await sandbox.login('ready@demo.test', 'Ready-Player-1')).status).toBe(200);

    await sandbox.control('POST', '/sandbox/control/faults', {
      method: '*',
      path: '/services/site-config',
      status: 502,
      body: '<html>Bad gateway</html>',
      times: 5,
    });
    const textFault = await siteConfig();
    expect(textFault).toMatchObject({ status: 502, text: '<html>Bad gateway</html>' });
    expect(textFault.headers.get('content-type')).toContain('text/plain');
    expect((await sandbox.control('DELETE', '/sandbox/control/faults')).status).toBe(204);
    expect((await siteConfig()).status).toBe(200);
  });

  it('never touch the control API and refuse bad definitions', async () => {
    await sandbox.control('POST', '/sandbox/control/faults', { method: '*', path: '/', status: 500, times: 10 });
    expect((await sandbox.control('DELETE', '/sandbox/control/faults')).status).toBe(204);
    expect((await siteConfig()).status).toBe(200);
    expect(await sandbox.control('POST', '/sandbox/control/faults', { path: 'services', status: 99 })).toMatchObject({
      status: 422,
      body: {
        fieldErrors: [
          { field: 'method', cause: 'REQUIRED' },
          { field: 'path', cause: 'INVALID_FORMAT' },
          { field: 'status', cause: 'INVALID_FORMAT' },
        ],
      },
    });
  });
});

describe('outbox', () => {
  it('lists SMS codes for one player, newest first', async () => {
    const first = await sandbox.createPlayer({ mfaLoginMethod: 'SMS' });
    const second = await sandbox.createPlayer({ mfaLoginMethod: 'SMS' });
    await sandbox.login(first.username, first.password);
    await sandbox.login(second.username, second.password);
    await sandbox.login(first.username, first.password);

    const result = await sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(first.username)}`);
    const messages = (result.body as unknown[]).map(record);
    expect(messages).toHaveLength(2);
    expect(messages.every((message) => message.to === first.username && message.channel === 'SMS')).toBe(true);
    expect(messages.map((message) => Number.isNaN(Date.parse(text(message.createdAt))))).toEqual([false, false]);
    // Only the latest code is accepted, so the first one listed must be the one that works.
    const newestCode = text(messages[0]?.code);
    expect((await sandbox.login(first.username, first.password, { 'X-MFA-CODE': newestCode })).status).toBe(200);

    const all = ((await sandbox.request('GET', '/sandbox/outbox')).body as unknown[]).map(record);
    expect(all.map((message) => message.to)).toEqual(
      expect.arrayContaining([first.username, second.username]),
    );
  });
});

describe('reset', { timeout: 30_000 }, () => {
  it('wipes and re-seeds everything', async () => {
    const created = await sandbox.createPlayer({ mfaLoginMethod: 'SMS' });
    await sandbox.login(created.username, created.password);
    const session = await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1');
    await sandbox.patchPlayer('ready@demo.test', { balances: [{ type: 'Playable', amount: 1 }] });
    await sandbox.control('PATCH', '/sandbox/control/site-config', { brandCode: 'changed' });
    await sandbox.control('POST', '/sandbox/control/faults', { method: 'GET', path: '/services/x', status: 500 });

    expect((await sandbox.control('POST', '/sandbox/control/reset')).status).toBe(204);

    expect((await state(created.username)).status).toBe(404);
    expect((await sandbox.request('GET', '/sandbox/outbox')).body).toEqual([]);
    expect((await siteConfig()).body).toEqual({
      ...defaultSiteConfig,
      gameProviderOrigins: [sandbox.providerUrl],
      embeddedAppOrigins: [sandbox.legacyUrl],
      identityProviderOrigins: [sandbox.identityUrl],
      jurisdictions: expect.any(Object),
      defaultJurisdiction: 'MT',
    });
    expect((await balancesOf(session)).status).toBe(401);
    expect((await sandbox.request('GET', '/sandbox/control/faults')).body).toEqual([]);
    const fresh = await sandbox.sessionFor('ready@demo.test', 'Ready-Player-1');
    expect((await balancesOf(fresh)).body).toContainEqual({ type: 'Playable', amount: 125.5, currency: 'EUR' });
  });
});

describe('responses without a site', () => {
  it('are JSON 404s for unknown paths, with the API headers', async () => {
    for (const path of ['/', '/account/cashier', '/services/unknown', '/content/x']) {
      const result = await sandbox.request('GET', path);
      expect(result).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
      expect(result.headers.get('cache-control')).toBe('no-store');
      expect(result.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
