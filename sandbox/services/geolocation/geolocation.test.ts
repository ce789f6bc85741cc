// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();
const locate = (headers: Record<string, string> = {}) => sandbox.request('GET', '/services/geolocation/subdivision', { headers });

describe('geolocation (GEO-03)', () => {
  it('answers 202 with no body and an st cookie the site can read, Malta by default', async () => {
    const answer = await locate();
    expect(answer.status).toBe(202);
    expect(answer.text).toBe('');
    expect(answer.headers.get('set-cookie')).toBe('st=MT-01; Path=/; SameSite=Lax');
  });

  it("places a logged-in player at their address, read from the site's sid cookie", async () => {
    const session = await sandbox.sessionFor('madrid@demo.test', 'Madrid-Player-1');
    expect((await locate({ Cookie: `lang=es; sid=${session}` })).headers.get('set-cookie')).toContain('st=ES-MD;');
    expect((await locate({ Cookie: 'sid=not-a-session' })).headers.get('set-cookie')).toContain('st=MT-01;');
    expect((await locate({ Cookie: 'sid=%00;;=;sid' })).status).toBe(202);
  });

  it('answers the location the test-control API set, until it is cleared', async () => {
    expect((await sandbox.control('PUT', '/sandbox/control/geolocation', { location: 'ES-MD' })).body).toEqual({ location: 'ES-MD' });
    expect((await locate()).headers.get('set-cookie')).toContain('st=ES-MD;');
    expect((await sandbox.control('PUT', '/sandbox/control/geolocation', { location: 'Madrid; Path=/x' })).status).toBe(422);
    expect((await sandbox.control('PUT', '/sandbox/control/geolocation', {})).status).toBe(422);
    await sandbox.control('PUT', '/sandbox/control/geolocation', { location: null });
    expect((await locate()).headers.get('set-cookie')).toContain('st=MT-01;');
  });
});
