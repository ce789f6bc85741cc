import { describe, expect, it } from 'vitest';
import { jurisdictionFor, messageIn, strictestRules, type JurisdictionRules, type JurisdictionsConfig } from './jurisdiction';

const rules = (code: string, overrides: Partial<JurisdictionRules> = {}): JurisdictionRules => ({
  ...strictestRules(code),
  autoplayAllowed: true,
  quickSpinAllowed: true,
  practicePlayNeedsVerifiedAge: false,
  ...overrides,
});

const config: JurisdictionsConfig = {
  jurisdictions: {
    GB: rules('GB', { autoplayAllowed: false, practicePlayNeedsVerifiedAge: true }),
    MT: rules('MT'),
    CA: rules('CA', { minimumAge: 18 }),
    'CA-ON': rules('CA-ON', { minimumAge: 19 }),
  },
  defaultJurisdiction: 'MT',
};

describe('jurisdictionFor', () => {
  it("takes the subdivision's rules when it has a row", () => {
    expect(jurisdictionFor(config, { countryCode: 'CA', subdivision: 'CA-ON' })).toMatchObject({ code: 'CA-ON', minimumAge: 19 });
  });

  it("else the country's", () => {
    expect(jurisdictionFor(config, { countryCode: 'GB', subdivision: 'GB-LND' })).toMatchObject({ code: 'GB', autoplayAllowed: false });
    expect(jurisdictionFor(config, { countryCode: 'CA', subdivision: 'CA-QC' })).toMatchObject({ code: 'CA', minimumAge: 18 });
  });

  it('else the default jurisdiction, also for a visitor whose location is unknown', () => {
    expect(jurisdictionFor(config, { countryCode: 'FR', subdivision: null })).toMatchObject({ code: 'MT', autoplayAllowed: true });
    expect(jurisdictionFor(config, { countryCode: null, subdivision: null })).toMatchObject({ code: 'MT' });
  });

  it('reads codes whatever their case', () => {
    expect(jurisdictionFor(config, { countryCode: 'ca', subdivision: 'ca-on' })).toMatchObject({ code: 'CA-ON' });
  });

  it('never takes an inherited property for a row', () => {
    expect(jurisdictionFor(config, { countryCode: 'constructor', subdivision: '__proto__' })).toMatchObject({ code: 'MT' });
  });

  it("applies the strictest rules to a jurisdiction whose rules were malformed, never the default's", () => {
    expect(jurisdictionFor({ ...config, jurisdictions: { ...config.jurisdictions, GB: null } }, { countryCode: 'GB', subdivision: 'GB-LND' })).toEqual(strictestRules('GB'));
  });

  it('applies the strictest rules when not even the default has a row', () => {
    expect(jurisdictionFor({ jurisdictions: {}, defaultJurisdiction: 'MT' }, { countryCode: 'GB', subdivision: null })).toEqual(strictestRules('MT'));
    expect(strictestRules('MT')).toMatchObject({ autoplayAllowed: false, quickSpinAllowed: false, practicePlayNeedsVerifiedAge: true, withdrawalReversal: false });
    // SG-19: the strictest rules name no national self-exclusion scheme.
    expect(strictestRules('GB').selfExclusionScheme).toBeNull();
  });
});

describe('messageIn', () => {
  const message = { en: 'Play responsibly.', es: 'Juega con responsabilidad.', de: '' };

  it("is the player's language, else English, else nothing", () => {
    expect(messageIn(message, 'es')).toBe('Juega con responsabilidad.');
    expect(messageIn(message, 'de')).toBe('Play responsibly.');
    expect(messageIn(message, 'fr')).toBe('Play responsibly.');
    expect(messageIn({ en: ' ', es: '' }, 'es')).toBeNull();
    expect(messageIn({}, 'constructor')).toBeNull();
  });
});
