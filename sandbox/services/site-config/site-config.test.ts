// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from './site-config-repository.ts';
import { seededJurisdictions } from '../payments/index.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox({ own: true });

const siteConfig = () => sandbox.request('GET', '/services/site-config/v1/site-config');

describe('site configuration', () => {
  it('is the seeded configuration, served without a session', async () => {
    const result = await siteConfig();
    expect(result.status).toBe(200);
    // The running game provider's and legacy application's origins are allow-listed at run time: they are known only once they listen.
    expect(result.body).toEqual({
      ...defaultSiteConfig,
      gameProviderOrigins: [sandbox.providerUrl],
      embeddedAppOrigins: [sandbox.legacyUrl],
      identityProviderOrigins: [sandbox.identityUrl],
      jurisdictions: expect.any(Object),
      defaultJurisdiction: 'MT',
    });
    expect(result.body).toMatchObject({ servicesBaseUrl: '', languagesPublished: ['en', 'es', 'de'], tfaEnrolment: 'SMS', twoFactorAuthenticatorEnabled: true });
    expect(result.body).toMatchObject({
      mfaOperations: ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'],
    });
  });
});

describe('jurisdictions as data (SG-12)', () => {
  it('serves every jurisdiction row by code, each with every rule', async () => {
    const { jurisdictions } = (await siteConfig()).body as { jurisdictions: Record<string, Record<string, unknown>> };
    expect(Object.keys(jurisdictions).sort()).toEqual(['CA-ON', 'ES', 'GB', 'MT']);
    for (const { code, ...rules } of seededJurisdictions) expect(jurisdictions[code]).toEqual(rules);
    expect(jurisdictions.GB).toMatchObject({
      minimumAge: 18,
      practicePlayNeedsVerifiedAge: true,
      realityCheckMinutes: 60,
      withdrawalReversal: false,
      coolingOffHours: 24,
      autoplayAllowed: false,
      quickSpinAllowed: false,
      helpOrganisations: [
        { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' },
        { name: 'GambleAware', phone: '0808 8020 133', url: 'https://www.begambleaware.org' },
      ],
      selfExclusionScheme: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
      licence: { authority: 'Gambling Commission', number: '000-012345-R-330022-001', url: 'https://www.gamblingcommission.gov.uk' },
    });
    expect(jurisdictions.MT).toMatchObject({ selfExclusionScheme: null, licence: { authority: 'Malta Gaming Authority', number: 'MGA/B2C/000/2026' } });
    expect(jurisdictions['CA-ON']).toMatchObject({ licence: { authority: 'iGaming Ontario / AGCO' } });
    expect(jurisdictions.ES).toMatchObject({ licence: { authority: 'Dirección General de Ordenación del Juego' } });
    expect(jurisdictions['CA-ON']).toMatchObject({ minimumAge: 19, autoplayAllowed: true, helpOrganisations: [{ name: 'ConnexOntario', phone: '1-866-531-2600' }] });
    expect(jurisdictions.MT).toMatchObject({ minimumAge: 18, practicePlayNeedsVerifiedAge: false, helpOrganisations: [{ name: 'Sedqa', phone: '1810', url: 'https://fsws.gov.mt/en/sedqa' }] });
    for (const rules of Object.values(jurisdictions)) {
      expect(Object.keys(rules.loginMessage as object).sort()).toEqual(['de', 'en', 'es']);
      expect(Object.keys(rules.logoutMessage as object).sort()).toEqual(['de', 'en', 'es']);
    }
  });

});
