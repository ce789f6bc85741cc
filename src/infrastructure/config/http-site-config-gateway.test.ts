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
  selfExclusionScheme: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
  licence: { authority: 'Gambling Commission', number: '000-012345-R-330022-001', url: 'https://www.gamblingcommission.gov.uk' },
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

  it("reads the national self-exclusion scheme (SG-19); a jurisdiction without one, or with one it cannot read, has none and keeps its rules", () => {
    const { selfExclusionScheme: _scheme, ...withoutScheme } = gb;
    const malformed: readonly unknown[] = [
      null,
      'GAMSTOP',
      ['GAMSTOP', 'https://www.gamstop.co.uk'],
      { name: '', url: 'https://www.gamstop.co.uk' },
      { name: '   ', url: 'https://www.gamstop.co.uk' },
      { name: 42, url: 'https://www.gamstop.co.uk' },
      { name: 'GAMSTOP' },
      { name: 'GAMSTOP', url: 'http://www.gamstop.co.uk' },
      { name: 'GAMSTOP', url: 'javascript:alert(1)' },
      { name: 'GAMSTOP', url: '//www.gamstop.co.uk' },
      { name: 'GAMSTOP', url: 'https://' },
    ];
    const decoded = decodeSiteConfig({
      jurisdictions: {
        GB: gb,
        MT: withoutScheme,
        ...Object.fromEntries(malformed.map((selfExclusionScheme, index) => [`X${String.fromCharCode(65 + index)}`, { ...gb, selfExclusionScheme }])),
      },
    });
    if (decoded._tag === 'Left') throw new Error('the configuration did not decode');
    const { jurisdictions } = decoded.right;
    expect(jurisdictions.GB?.selfExclusionScheme).toEqual({ name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' });
    expect(jurisdictions.MT).toMatchObject({ code: 'MT', helpOrganisations: gb.helpOrganisations, selfExclusionScheme: null });
    malformed.forEach((_, index) => {
      const code = `X${String.fromCharCode(65 + index)}`;
      expect(jurisdictions[code], code).toMatchObject({ code, minimumAge: 18, helpOrganisations: gb.helpOrganisations, selfExclusionScheme: null });
    });
    expect(jurisdictionFor(decoded.right, { countryCode: 'FR', subdivision: null }).selfExclusionScheme).toBeNull();
  });

  it('reads the licence the footer names (issue 22); a jurisdiction without one, or with one it cannot read, has none and keeps its rules', () => {
    const { licence: _licence, ...withoutLicence } = gb;
    const malformed: readonly unknown[] = [
      null,
      'MGA/B2C/000/2026',
      { authority: '', number: '000-012345', url: 'https://www.gamblingcommission.gov.uk' },
      { authority: 'Gambling Commission', number: '  ', url: 'https://www.gamblingcommission.gov.uk' },
      { authority: 'Gambling Commission', number: 12345, url: 'https://www.gamblingcommission.gov.uk' },
      { authority: 'Gambling Commission', number: '000-012345' },
      { authority: 'Gambling Commission', number: '000-012345', url: 'http://www.gamblingcommission.gov.uk' },
      { authority: 'Gambling Commission', number: '000-012345', url: 'javascript:alert(1)' },
    ];
    const decoded = decodeSiteConfig({
      jurisdictions: {
        GB: { ...gb, licence: { ...gb.licence, authority: ' Gambling Commission ' } },
        MT: withoutLicence,
        ...Object.fromEntries(malformed.map((licence, index) => [`X${String.fromCharCode(65 + index)}`, { ...gb, licence }])),
      },
    });
    if (decoded._tag === 'Left') throw new Error('the configuration did not decode');
    const { jurisdictions } = decoded.right;
    expect(jurisdictions.GB?.licence).toEqual(gb.licence);
    expect(jurisdictions.MT).toMatchObject({ code: 'MT', selfExclusionScheme: gb.selfExclusionScheme, licence: null });
    malformed.forEach((_, index) => {
      const code = `X${String.fromCharCode(65 + index)}`;
      expect(jurisdictions[code], code).toMatchObject({ code, helpOrganisations: gb.helpOrganisations, selfExclusionScheme: gb.selfExclusionScheme, licence: null });
    });
    expect(strictestRules('GB').licence).toBeNull();
  });

  it('keeps the defaults when the fields are missing or not what they should be', () => {
    expect(decodeSiteConfig({})).toMatchObject({ right: { jurisdictions: {}, defaultJurisdiction: 'MT' } });
    expect(decodeSiteConfig({ jurisdictions: [gb], defaultJurisdiction: 'somewhere' })).toMatchObject({ right: { jurisdictions: {}, defaultJurisdiction: 'MT' } });
  });
});
