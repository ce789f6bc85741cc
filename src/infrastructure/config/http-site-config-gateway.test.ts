import { describe, expect, it } from 'vitest';
import { jurisdictionFor, strictestRules } from '../../domain/config';
import { decodeSiteConfig } from './http-site-config-gateway';

const gb = {
  minimumAge: 18,
  practicePlayNeedsVerifiedAge: true,
  realityCheckMinutes: 60,
  withdrawalReversal: false,
  coolingOffHours: 24,
  helpOrganisations: [{ name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' }],
  loginMessage: { en: 'When the fun stops, stop.', es: 'Cuando deje de ser divertido, para.', de: 'Wenn der Spaß aufhört, hören Sie auf.' },
  logoutMessage: { en: '', es: '', de: '' },
  autoplayAllowed: false,
  quickSpinAllowed: false,
};

describe('the site configuration’s jurisdictions (SG-12)', () => {
  it('decodes every jurisdiction with its code, and the default jurisdiction', () => {
    const decoded = decodeSiteConfig({ jurisdictions: { GB: gb, 'CA-ON': { ...gb, minimumAge: 19 } }, defaultJurisdiction: 'GB' });
    expect(decoded).toMatchObject({ right: { jurisdictions: { GB: { code: 'GB', ...gb }, 'CA-ON': { code: 'CA-ON', minimumAge: 19 } }, defaultJurisdiction: 'GB' } });
  });

  it('keeps a malformed jurisdiction as null (its players get the strictest rules), and the others', () => {
    const decoded = decodeSiteConfig({
      jurisdictions: {
        GB: { ...gb, autoplayAllowed: 'sometimes' },
        MT: { ...gb, autoplayAllowed: true },
        ES: { ...gb, helpOrganisations: [{ name: 'X', phone: '1', url: 'javascript:alert(1)' }] },
        'CA-ON': { ...gb, minimumAge: 19.5 },
        'not a code': gb,
        __proto__: gb,
      },
    });
    if (decoded._tag === 'Left') throw new Error('the configuration did not decode');
    expect(decoded.right.jurisdictions).toMatchObject({ GB: null, ES: null, 'CA-ON': null });
    expect(jurisdictionFor(decoded.right, { countryCode: 'GB', subdivision: null })).toEqual(strictestRules('GB'));
    expect(decoded.right.jurisdictions.MT).toMatchObject({ code: 'MT', autoplayAllowed: true });
    expect(Object.keys(decoded.right.jurisdictions).sort()).toEqual(['CA-ON', 'ES', 'GB', 'MT']);
  });

  it('keeps the defaults when the fields are missing or not what they should be', () => {
    expect(decodeSiteConfig({})).toMatchObject({ right: { jurisdictions: {}, defaultJurisdiction: 'MT' } });
    expect(decodeSiteConfig({ jurisdictions: [gb], defaultJurisdiction: 'somewhere' })).toMatchObject({ right: { jurisdictions: {}, defaultJurisdiction: 'MT' } });
  });
});
