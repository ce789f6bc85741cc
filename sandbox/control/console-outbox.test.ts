// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../test-support/harness.ts';
import { useTestSandbox } from '../test-support/use-test-sandbox.ts';
import { renderOutboxSection } from './console-outbox.ts';

const sandbox = useTestSandbox();
const json = { 'Content-Type': 'application/json' };

describe('the outbox', { timeout: 60_000 }, () => {
  it('lists SMS with their code and e-mails with their subject and link, newest first', async () => {
    const player = await sandbox.createPlayer();
    const session = await sandbox.sessionFor(player.username, player.password);
    const pv = `/services/player-verification/v1/profiles/${session}`;
    expect((await sandbox.request('POST', `${pv}/operation/withdraw/confirmationCode`, { headers: json })).status).toBe(200);
    expect((await sandbox.request('POST', `${pv}/verifications/PIN_CODE/request-reset`, { headers: json })).status).toBe(204);
    const rows = (await sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(player.username)}`)).body as unknown[];
    const [email, sms] = rows.map(record);
    expect(email).toMatchObject({ to: player.username, channel: 'EMAIL', subject: expect.any(String), link: expect.stringContaining('/account/pin-code?action=forcePinReset&token=') });
    expect(email).not.toHaveProperty('code');
    expect(sms).toMatchObject({ to: player.username, channel: 'SMS', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('shows on the console: the code of an SMS and the link of an e-mail', async () => {
    const player = await sandbox.createPlayer();
    const session = await sandbox.sessionFor(player.username, player.password);
    await sandbox.request('POST', `/services/player-verification/v1/profiles/${session}/operation/updateProfile/confirmationCode`, { headers: json });
    const rows = ((await sandbox.request('GET', `/sandbox/outbox?to=${encodeURIComponent(player.username)}`)).body as unknown[]).map(record);
    const console = await sandbox.request('GET', '/sandbox/console');
    expect(console.status).toBe(200);
    expect(console.text).toContain('<h2 id="outbox-heading">Outbox</h2>');
    expect(console.text).toContain(text(rows[0]?.code));
  });

  it('escapes everything it shows, and links only web addresses', () => {
    const html = renderOutboxSection([
      { to: '<img src=x onerror=alert(1)>', channel: 'SMS', phone: '+356"><b>', code: '<i>1</i>', text: '</td><script>alert(1)</script>', createdAt: '2026-01-01T00:00:00.000Z' },
      { to: 'a@b.test', channel: 'EMAIL', subject: '<u>PIN</u>', link: 'javascript:alert(1)', text: '', createdAt: '2026-01-01T00:00:00.000Z' },
    ]);
    expect(html).not.toMatch(/<(img|script|b|i|u)[ >]/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('href="javascript:');
  });
});
