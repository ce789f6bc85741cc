// @vitest-environment node
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { record, text, type HttpResult } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });
const stepMs = 30_000;

/** The page's text as a person reads it, and its hidden form fields. */
function read(result: HttpResult): { text: string; html: string; hidden: Record<string, string> } {
  const hidden: Record<string, string> = {};
  for (const match of result.text.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) hidden[match[1] ?? ''] = match[2] ?? '';
  const visible = result.text
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ');
  return { text: visible, html: result.text, hidden };
}

/** A logged-in player with €100 withdrawable who then turns two-factor on. */
async function playerWithTwoFactor() {
  const player = await sandbox.createPlayer({ balances: [{ type: 'Withdrawable', amount: 100 }, { type: 'Playable', amount: 100 }] });
  const session = await sandbox.sessionFor(player.username, player.password);
  await sandbox.patchPlayer(player.username, { twoFactorStatus: 'ENABLED' });
  const secret = text(record((await sandbox.request('GET', `/sandbox/control/players/${encodeURIComponent(player.username)}/totp`)).body).secret);
  // A second into a step: no step rolls over between computing a code and the sandbox checking it.
  sandbox.advanceClock(stepMs - (sandbox.now() % stepMs) + 1000);
  return { session, secret, cookie: { cookie: `sid=${session}` }, posting: { cookie: `sid=${session}`, 'sec-fetch-site': 'same-origin' } };
}

const totp = (secret: string) => generate({ secret, epoch: Math.floor(sandbox.now() / 1000) });
const wrongCode = (right: string) => (right === '000000' ? '111111' : '000000');

describe('the legacy withdraw form with two-factor enabled', { timeout: 60_000 }, () => {
  it('shows the authenticator code field, says how many attempts are left, then withdraws with the right code', async () => {
    const player = await playerWithTwoFactor();
    const form = read(await sandbox.legacyRequest('GET', '/cashier/withdraw', { headers: player.cookie }));
    expect(form.text).toContain('Authenticator code');
    expect(form.html).toContain('autocomplete="one-time-code"');

    const code = await totp(player.secret);
    const post = (hidden: Record<string, string>, fields: Record<string, string>, path = '/cashier/withdraw') =>
      sandbox.legacyRequest('POST', path, { form: { ...hidden, amount: '20', ...fields }, headers: player.posting });
    const missing = read(await post(form.hidden, {}));
    expect(missing.text).toContain('Enter the code from your authenticator app to confirm the withdrawal.');
    const wrong = read(await post(missing.hidden, { code: wrongCode(code) }));
    expect(wrong.text).toContain('That code is not right. 2 attempts left.');
    expect(wrong.html).not.toContain(`value="${wrongCode(code)}"`);
    const malformed = read(await post(wrong.hidden, { code: '12 34' }));
    expect(malformed.text).toContain('Enter the 6 digits of the code.');

    const done = await post(malformed.hidden, { code });
    expect(done.status).toBe(303);
    expect(read(await sandbox.legacyRequest('GET', done.headers.get('location') ?? '', { headers: player.cookie })).text).toContain('Your withdrawal of €20.00 is pending.');
  });

  it('after the third wrong code shows withdrawals blocked with the minutes left, in Spanish too, and no form', async () => {
    const player = await playerWithTwoFactor();
    let page = read(await sandbox.legacyRequest('GET', '/cashier/withdraw?lang=es', { headers: player.cookie }));
    expect(page.text).toContain('Código del autenticador');
    const wrong = wrongCode(await totp(player.secret));
    page = read(await sandbox.legacyRequest('POST', '/cashier/withdraw?lang=es', { form: { ...page.hidden, amount: '20', code: wrong }, headers: player.posting }));
    expect(page.text).toContain('Te quedan 2 intentos.');
    page = read(await sandbox.legacyRequest('POST', '/cashier/withdraw?lang=es', { form: { ...page.hidden, amount: '20', code: wrong }, headers: player.posting }));
    expect(page.text).toContain('Te queda un intento');
    page = read(await sandbox.legacyRequest('POST', '/cashier/withdraw?lang=es', { form: { ...page.hidden, amount: '20', code: wrong }, headers: player.posting }));
    expect(page.text).toContain('Las retiradas están bloqueadas tras demasiados códigos erróneos. Vuelve a intentarlo dentro de 15 min.');
    expect(page.html).not.toContain('<form');

    sandbox.advanceClock(10 * 60_000);
    const later = read(await sandbox.legacyRequest('GET', '/cashier/withdraw', { headers: player.cookie }));
    expect(later.text).toContain('Withdrawals are blocked after too many wrong codes. Try again in 5 min.');
    expect(later.html).not.toContain('<form');
  });

  it('asks a player without two-factor for no code', async () => {
    const player = await sandbox.createPlayer({});
    const session = await sandbox.sessionFor(player.username, player.password);
    const form = read(await sandbox.legacyRequest('GET', '/cashier/withdraw', { headers: { cookie: `sid=${session}` } }));
    expect(form.text).not.toContain('Authenticator code');
    expect(form.html).toContain('<form');
  });
});
