// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { controlHeaders, record } from '../test-support/harness.ts';
import { useTestSandbox } from '../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();
const json = { 'content-type': 'application/json' };

const send = (username: string, body: unknown, headers: Record<string, string> = controlHeaders) =>
  sandbox.request('POST', `/sandbox/control/players/${encodeURIComponent(username)}/messages`, { body, headers: { ...headers, ...json } });
const newestOf = async (session: string) => {
  const page = record((await sandbox.request('GET', `/services/player-messages/v1/players/${session}/messages?limit=1`)).body);
  return (page.messages as unknown[]).map(record)[0];
};

describe("the console's messages to a player", { timeout: 60_000 }, () => {
  it('land unread at the top of the inbox, lines kept, and the badge counts them', async () => {
    const player = await sandbox.createPlayer();
    const session = await sandbox.sessionFor(player.username, player.password);
    const sent = await send(player.username, { category: 'account', title: '  Your statement  ', body: 'Hello,\r\nyour statement is ready.\n\n<b>Thanks</b>' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ category: 'account', title: 'Your statement', body: 'Hello,\nyour statement is ready.\n\n<b>Thanks</b>', readAt: null });
    expect(await newestOf(session)).toEqual(sent.body);
    expect(record((await sandbox.request('GET', `/services/notifications/v1/profiles/${session}/summary`)).body).numberOfMessages).toBe(13);
  });

  it('refuses what is not a message (422), an unknown player (404), and a call without the control header (403)', async () => {
    const player = await sandbox.createPlayer();
    const refusals: [unknown, { field: string; cause: string }[]][] = [
      [{}, [{ field: 'category', cause: 'REQUIRED' }, { field: 'title', cause: 'REQUIRED' }, { field: 'body', cause: 'REQUIRED' }]],
      [{ category: 'casino', title: 'Hi', body: 'Hello' }, [{ field: 'category', cause: 'INVALID_FORMAT' }]],
      [{ category: 'account', title: 'x'.repeat(121), body: 'y'.repeat(4001) }, [{ field: 'title', cause: 'TOO_LONG' }, { field: 'body', cause: 'TOO_LONG' }]],
      [{ category: 'account', title: 'Two\nlines', body: 'Bell\u0007' }, [{ field: 'title', cause: 'INVALID_FORMAT' }, { field: 'body', cause: 'INVALID_FORMAT' }]],
      [{ category: 'account', title: '   ', body: 42 }, [{ field: 'title', cause: 'REQUIRED' }, { field: 'body', cause: 'INVALID_FORMAT' }]],
    ];
    const byField = (errors: unknown) => [...(errors as { field: string }[])].sort((a, b) => a.field.localeCompare(b.field));
    for (const [body, fieldErrors] of refusals) {
      const refused = await send(player.username, body);
      expect({ status: refused.status, errorCode: record(refused.body).errorCode, fieldErrors: byField(record(refused.body).fieldErrors) }).toEqual({ status: 422, errorCode: 'VALIDATION_ERROR', fieldErrors: byField(fieldErrors) });
    }
    const valid = { category: 'promotion', title: 'Hi', body: 'Hello' };
    expect(await send('nobody@demo.test', valid)).toMatchObject({ status: 404, body: { errorCode: 'NOT_FOUND' } });
    expect(await send(player.username, valid, {})).toMatchObject({ status: 403, body: { errorCode: 'FORBIDDEN' } });
  });

  it('has a form on the console, with its script under the page nonce', async () => {
    const console = await sandbox.request('GET', '/sandbox/console');
    expect(console.text).toContain('<h2 id="messages-heading">Send a message</h2>');
    expect(console.text).toMatch(/<label for="message-player">Player's e-mail<\/label>/);
    const nonce = /script-src 'nonce-([^']+)'/.exec(console.headers.get('content-security-policy') ?? '')?.[1];
    expect(console.text).toContain(`<script nonce="${nonce}">\nconst messageForm`);
  });
});
