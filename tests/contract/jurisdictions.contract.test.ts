// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jurisdictionFor } from '../../src/domain/config';
import { HttpSiteConfigGateway } from '../../src/infrastructure/config/http-site-config-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpProfileGateway } from '../../src/infrastructure/session/http-profile-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const loadConfig = async () => {
  const loaded = await new HttpSiteConfigGateway(sandbox.http).load();
  if (loaded._tag === 'Left') throw new Error(`the site configuration did not decode: ${loaded.left.code}`);
  return loaded.right;
};

describe('jurisdictions in the site configuration (SG-12)', () => {
  it('decodes every jurisdiction the platform serves, with all its rules, and the default', async () => {
    const config = await loadConfig();
    expect(Object.keys(config.jurisdictions).sort()).toEqual(['CA-ON', 'ES', 'GB', 'MT']);
    expect(Object.values(config.jurisdictions)).not.toContain(null);
    expect(config.defaultJurisdiction).toBe('MT');
    expect(config.jurisdictions.GB).toMatchObject({
      code: 'GB',
      minimumAge: 18,
      practicePlayNeedsVerifiedAge: true,
      realityCheckMinutes: 60,
      withdrawalReversal: false,
      coolingOffHours: 24,
      autoplayAllowed: false,
      quickSpinAllowed: false,
      helpOrganisations: [{ name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' }, { name: 'GambleAware' }],
      loginMessage: { en: expect.stringContaining('When the fun stops, stop.'), es: expect.any(String), de: expect.any(String) },
    });
    expect(config.jurisdictions['CA-ON']).toMatchObject({ minimumAge: 19, helpOrganisations: [{ name: 'ConnexOntario', url: 'https://www.connexontario.ca' }] });
  });

  it("finds a seeded Ontario player's rules from their profile", async () => {
    const login = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: 'ontario@demo.test', password: 'Ontario-Player-1' } });
    if (login._tag === 'Left' || login.right.kind !== 'SUCCESS') throw new Error('the Ontario player could not log in');
    const profile = await new HttpProfileGateway(sandbox.http).profile(login.right.success.sessionId);
    if (profile._tag === 'Left') throw new Error('no profile');
    expect(profile.right).toMatchObject({ currency: 'CAD', countryCode: 'CA', subdivision: 'CA-ON' });
    expect(jurisdictionFor(await loadConfig(), profile.right)).toMatchObject({ code: 'CA-ON', minimumAge: 19 });
  });

  it('serves a control change to the site, field by field', async () => {
    const patched = await sandbox.control('PATCH', '/sandbox/control/jurisdictions/MT', { realityCheckMinutes: 45, quickSpinAllowed: false });
    expect(patched.status).toBe(200);
    expect((await loadConfig()).jurisdictions.MT).toMatchObject({ realityCheckMinutes: 45, quickSpinAllowed: false, autoplayAllowed: true });
    await sandbox.control('PATCH', '/sandbox/control/jurisdictions/MT', { realityCheckMinutes: 60, quickSpinAllowed: true });
  });
});
