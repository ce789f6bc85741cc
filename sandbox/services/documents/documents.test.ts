// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0rest of a jpeg')]);

const statusPath = (session: string) => `/api/v1/document-verification-status/profile/${session}?documentType=ID_DOCUMENT`;
const urlPath = (session: string) => `/services/profile-profiling/v1/document-verification/profile/${session}/document-verification-url`;

async function freshPlayer(documentStatus = 'REQUESTED') {
  const { username, password } = await sandbox.createPlayer();
  expect((await sandbox.patchPlayer(username, { documentStatus })).status).toBe(200);
  return { username, session: await sandbox.sessionFor(username, password) };
}

async function verificationUrl(session: string): Promise<URL> {
  const answer = await sandbox.request('GET', urlPath(session));
  expect(answer.status).toBe(200);
  return new URL((answer.body as { url: string }).url);
}

const upload = (url: URL, body: Uint8Array, contentType = 'application/octet-stream') =>
  fetch(`${url.origin}${url.pathname}/document`, { method: 'POST', headers: { 'content-type': contentType }, body: new Uint8Array(body) });

describe('document verification status (DOC-04)', () => {
  it('is the one the operator set, for ID_DOCUMENT only', async () => {
    const { session } = await freshPlayer('REQUESTED');
    expect(await sandbox.request('GET', statusPath(session))).toMatchObject({ status: 200, body: { documentType: 'ID_DOCUMENT', status: 'REQUESTED' } });
    expect((await sandbox.request('GET', `/api/v1/document-verification-status/profile/${session}?documentType=PASSPORT`)).status).toBe(422);
  });

  it('asks for a live session', async () => {
    expect(await sandbox.request('GET', statusPath('no-such-session-0000'))).toMatchObject({ status: 401, body: { errorCode: 'SESSION_EXPIRED' } });
  });
});

describe('the identity provider (DOC-01)', () => {
  it('hands out a URL on its own origin, with a 256-bit token, in the player\'s language', async () => {
    const { session } = await freshPlayer();
    const url = await verificationUrl(session);
    expect(url.origin).toBe(sandbox.identityUrl);
    expect(url.pathname).toMatch(/^\/verify\/[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('serves an upload page only the site may frame', async () => {
    const { session } = await freshPlayer();
    const url = await verificationUrl(session);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${sandbox.url}`);
    expect(await page.text()).toContain('type="file"');
  });

  it('speaks German for ?lang=de or a German browser, English for a language it has no words in', async () => {
    const { session } = await freshPlayer();
    const url = await verificationUrl(session);
    url.searchParams.set('lang', 'de');
    const german = await (await fetch(url)).text();
    expect(german).toContain('<html lang="de">');
    expect(german).toContain('Bestätigen Sie Ihre Identität');
    url.searchParams.delete('lang');
    expect(await (await fetch(url, { headers: { 'accept-language': 'fr, de-AT;q=0.9' } })).text()).toContain('Ausweisdokument');
    url.searchParams.set('lang', 'fr');
    expect(await (await fetch(url)).text()).toContain('Verify your identity');
  });

  it('takes a PNG by its content, stores it and makes the status PENDING; the operator then verifies it', async () => {
    const { username, session } = await freshPlayer();
    const url = await verificationUrl(session);
    const answer = await upload(url, pngBytes);
    expect(answer.status).toBe(201);
    expect((await sandbox.request('GET', statusPath(session))).body).toMatchObject({ status: 'PENDING' });
    expect(await sandbox.control('POST', `/sandbox/control/players/${username}/document-decision`, { status: 'VERIFIED' })).toMatchObject({
      status: 200,
      body: { documentType: 'ID_DOCUMENT', status: 'VERIFIED' },
    });
    expect((await sandbox.request('GET', statusPath(session))).body).toMatchObject({ status: 'VERIFIED' });
  });

  it('takes a JPEG by its content', async () => {
    const { session } = await freshPlayer();
    expect((await upload(await verificationUrl(session), jpegBytes)).status).toBe(201);
  });

  it('refuses a text file named .png (415) and 20 MB (413), leaving the transaction open', async () => {
    const { session } = await freshPlayer();
    const url = await verificationUrl(session);
    const text = await upload(url, Buffer.from('this is not an image, whatever its name says.png'));
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    const large = await upload(url, Buffer.concat([pngBytes, Buffer.alloc(20 * 1024 * 1024)]));
    expect(large.status).toBe(413);
    expect(await large.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
    expect((await sandbox.request('GET', statusPath(session))).body).toMatchObject({ status: 'REQUESTED' });
    expect((await upload(url, pngBytes)).status).toBe(201);
  });

  it('takes one document per transaction (410 after), none on an unknown or expired token (404, 410)', async () => {
    const { session } = await freshPlayer();
    const url = await verificationUrl(session);
    expect((await upload(url, pngBytes)).status).toBe(201);
    expect((await upload(url, pngBytes)).status).toBe(410);
    const unknown = new URL(`/verify/${'A'.repeat(43)}`, sandbox.identityUrl);
    expect((await upload(unknown, pngBytes)).status).toBe(404);
    const expiring = await verificationUrl(session);
    sandbox.advanceClock(31 * 60 * 1000);
    expect((await upload(expiring, pngBytes)).status).toBe(410);
  });

  it('ties a token to its player: another player\'s upload lands on the token\'s owner only', async () => {
    const owner = await freshPlayer();
    const other = await freshPlayer();
    const url = await verificationUrl(owner.session);
    expect((await upload(url, pngBytes)).status).toBe(201);
    expect((await sandbox.request('GET', statusPath(owner.session))).body).toMatchObject({ status: 'PENDING' });
    expect((await sandbox.request('GET', statusPath(other.session))).body).toMatchObject({ status: 'REQUESTED' });
  });

  it('hands no URL to a BLOCKED player (409 DOCUMENT_BLOCKED)', async () => {
    const { username, session } = await freshPlayer();
    expect((await sandbox.control('POST', `/sandbox/control/players/${username}/document-decision`, { status: 'BLOCKED' })).status).toBe(200);
    expect(await sandbox.request('GET', urlPath(session))).toMatchObject({ status: 409, body: { errorCode: 'DOCUMENT_BLOCKED' } });
  });
});

describe('the operator\'s decision', () => {
  it('cannot verify without a document (409 NO_DOCUMENT), refuses an unknown decision (422)', async () => {
    const { username } = await freshPlayer();
    expect(await sandbox.control('POST', `/sandbox/control/players/${username}/document-decision`, { status: 'VERIFIED' })).toMatchObject({
      status: 409,
      body: { errorCode: 'NO_DOCUMENT' },
    });
    expect((await sandbox.control('POST', `/sandbox/control/players/${username}/document-decision`, { status: 'PENDING' })).status).toBe(422);
  });
});

describe('the console', () => {
  it('lists an uploaded document with Verify, Invalid and Block, and previews it only as its sniffed image type, sandboxed', async () => {
    const { username, session } = await freshPlayer();
    expect((await upload(await verificationUrl(session), pngBytes)).status).toBe(201);
    const consolePage = await sandbox.request('GET', '/sandbox/console');
    expect(consolePage.text).toContain(`aria-label="Verify the document of ${username}"`);
    expect(consolePage.text).toContain(`aria-label="Block the document of ${username}"`);
    const previewPath = /\/sandbox\/control\/documents\/(\d+)\/preview/.exec(consolePage.text.slice(consolePage.text.indexOf(username)))?.[0];
    expect(previewPath).toBeDefined();
    const preview = await fetch(`${sandbox.url}${previewPath ?? ''}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toBe('image/png');
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await preview.arrayBuffer()).equals(pngBytes)).toBe(true);
  });
});

describe('the site', () => {
  it('lists the identity provider in identityProviderOrigins', async () => {
    const config = await sandbox.request('GET', '/services/site-config/v1/site-config');
    expect((config.body as { identityProviderOrigins: string[] }).identityProviderOrigins).toContain(sandbox.identityUrl);
  });
});
