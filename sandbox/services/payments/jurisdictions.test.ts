// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/database/database.ts';
import { openTestDatabase } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';
import { allJurisdictions, jurisdictionOf, readJurisdictionChanges } from './jurisdictions.ts';
import { seededJurisdictions } from './payment-seed.ts';

const sandbox = useTestSandbox({ own: true });
const served = async () => ((await sandbox.request('GET', '/services/site-config/v1/site-config')).body as { jurisdictions: Record<string, Record<string, unknown>> }).jurisdictions;
const patch = (code: string, body: unknown) => sandbox.control('PATCH', `/sandbox/control/jurisdictions/${code}`, body);

describe('the jurisdictions as rows', () => {
  let database: { db: Database; close(): Promise<void> };
  beforeAll(async () => {
    database = await openTestDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('the migrations (140, 221, 230) write what a reset writes back', async () => {
    const rows = await allJurisdictions(database.db);
    expect(rows).toEqual(Object.fromEntries(seededJurisdictions.map(({ code, ...rules }) => [code, rules])));
  });

  it('picks the subdivision row, else the country, else MT', async () => {
    expect(await jurisdictionOf(database.db, { countryCode: 'CA', subdivision: 'CA-ON' })).toMatchObject({ code: 'CA-ON', minimumAge: 19 });
    expect(await jurisdictionOf(database.db, { countryCode: 'GB', subdivision: 'GB-LND' })).toMatchObject({ code: 'GB', autoplayAllowed: false });
    expect(await jurisdictionOf(database.db, { countryCode: 'CA', subdivision: 'CA-QC' })).toMatchObject({ code: 'MT' });
    expect(await jurisdictionOf(database.db, { countryCode: 'FR', subdivision: null })).toMatchObject({ code: 'MT' });
  });

  it('takes a new jurisdiction from one inserted row, with the least strict defaults filled in', async () => {
    await database.db.query("INSERT INTO jurisdictions (code, withdrawal_reversal, minimum_age) VALUES ('DK', false, 18)");
    expect((await allJurisdictions(database.db)).DK).toEqual({
      minimumAge: 18,
      practicePlayNeedsVerifiedAge: false,
      realityCheckMinutes: 60,
      withdrawalReversal: false,
      coolingOffHours: 24,
      helpOrganisations: [],
      loginMessage: { en: '', es: '', de: '' },
      logoutMessage: { en: '', es: '', de: '' },
      autoplayAllowed: true,
      quickSpinAllowed: true,
      selfExclusionScheme: null,
      licence: null,
    });
    expect(await jurisdictionOf(database.db, { countryCode: 'DK', subdivision: 'DK-84' })).toMatchObject({ code: 'DK' });
  });
});

describe('PATCH /sandbox/control/jurisdictions/{code}', { timeout: 60_000 }, () => {
  it('changes every field, and the site configuration serves the change', async () => {
    const changes = {
      minimumAge: 21,
      practicePlayNeedsVerifiedAge: true,
      realityCheckMinutes: 30,
      withdrawalReversal: false,
      coolingOffHours: 72,
      helpOrganisations: [{ name: 'Sedqa', phone: '+356 1810', url: 'https://fsws.gov.mt/en/sedqa' }],
      loginMessage: { en: 'Hello', es: 'Hola', de: 'Guten Tag' },
      logoutMessage: { en: '', es: '', de: '' },
      autoplayAllowed: false,
      quickSpinAllowed: false,
      selfExclusionScheme: { name: 'National register', url: 'https://register.example.mt' },
      licence: { authority: 'Island Gaming Authority', number: 'IGA/1/2026', url: 'https://register.example.mt/licences' },
    };
    expect(await patch('MT', changes)).toMatchObject({ status: 200, body: { code: 'MT', ...changes } });
    expect((await served()).MT).toEqual(changes);
    expect(await patch('MT', { minimumAge: 18 })).toMatchObject({ status: 200, body: { minimumAge: 18, realityCheckMinutes: 30 } });
    expect(await patch('MT', { selfExclusionScheme: null })).toMatchObject({ status: 200, body: { selfExclusionScheme: null } });
    expect((await served()).MT).toMatchObject({ selfExclusionScheme: null });
    expect(await patch('MT', { licence: null })).toMatchObject({ status: 200, body: { licence: null } });
    expect((await served()).MT).toMatchObject({ licence: null });
  });

  it('refuses a bad value, an unknown field or an empty body with field errors, and changes nothing', async () => {
    const before = (await served()).GB;
    const refused: readonly (readonly [Record<string, unknown>, string, string])[] = [
      [{ minimumAge: 17 }, 'minimumAge', 'INVALID_FORMAT'],
      [{ minimumAge: 18.5 }, 'minimumAge', 'INVALID_FORMAT'],
      [{ realityCheckMinutes: 0 }, 'realityCheckMinutes', 'INVALID_FORMAT'],
      [{ coolingOffHours: '24' }, 'coolingOffHours', 'INVALID_FORMAT'],
      [{ autoplayAllowed: 'no' }, 'autoplayAllowed', 'INVALID_FORMAT'],
      [{ helpOrganisations: [{ name: 'X', phone: '123', url: 'http://insecure.example' }] }, 'helpOrganisations', 'INVALID_FORMAT'],
      [{ helpOrganisations: [{ name: 'X', phone: 'call us', url: 'https://x.example' }] }, 'helpOrganisations', 'INVALID_FORMAT'],
      [{ helpOrganisations: [{ name: 'X', phone: '123', url: 'javascript:alert(1)' }] }, 'helpOrganisations', 'INVALID_FORMAT'],
      [{ helpOrganisations: {} }, 'helpOrganisations', 'INVALID_FORMAT'],
      [{ loginMessage: { en: 'Hi' } }, 'loginMessage', 'INVALID_FORMAT'],
      [{ loginMessage: { en: 'Hi', es: 'Hola', de: 'Hallo', fr: 'Salut' } }, 'loginMessage', 'INVALID_FORMAT'],
      [{ logoutMessage: { en: 'a\u0000b', es: '', de: '' } }, 'logoutMessage', 'INVALID_FORMAT'],
      [{ selfExclusionScheme: { name: 'GAMSTOP', url: 'http://www.gamstop.co.uk' } }, 'selfExclusionScheme', 'INVALID_FORMAT'],
      [{ selfExclusionScheme: { name: '', url: 'https://www.gamstop.co.uk' } }, 'selfExclusionScheme', 'INVALID_FORMAT'],
      [{ selfExclusionScheme: 'GAMSTOP' }, 'selfExclusionScheme', 'INVALID_FORMAT'],
      [{ licence: { authority: 'MGA', number: 'MGA/B2C/1', url: 'http://www.mga.org.mt' } }, 'licence', 'INVALID_FORMAT'],
      [{ licence: { authority: '', number: 'MGA/B2C/1', url: 'https://www.mga.org.mt' } }, 'licence', 'INVALID_FORMAT'],
      [{ licence: { authority: 'MGA', url: 'https://www.mga.org.mt' } }, 'licence', 'INVALID_FORMAT'],
      [{ licence: { authority: 'MGA', number: 'MGA/B2C/1', url: 'https://www.mga.org.mt', since: 2026 } }, 'licence', 'INVALID_FORMAT'],
      [{ licence: 'MGA/B2C/1' }, 'licence', 'INVALID_FORMAT'],
      [{ timeZone: 'Europe/London' }, 'timeZone', 'UNKNOWN_FIELD'],
      [{}, 'body', 'REQUIRED'],
    ];
    for (const [body, field, cause] of refused) {
      expect(await patch('GB', body)).toMatchObject({ status: 422, body: { errorCode: 'VALIDATION_ERROR', fieldErrors: [{ field, cause }] } });
    }
    expect((await patch('GB', [1])).status).toBe(422);
    expect((await patch('GB', { minimumAge: 21, autoplayAllowed: 'no' })).status).toBe(422);
    expect((await served()).GB).toEqual(before);
    expect((await patch('XX', { minimumAge: 18 })).status).toBe(404);
  });

  it('is undone by a reset', async () => {
    await patch('CA-ON', { minimumAge: 25, helpOrganisations: [] });
    expect((await sandbox.control('POST', '/sandbox/control/reset')).status).toBe(204);
    const { code, ...seeded } = seededJurisdictions.find((jurisdiction) => jurisdiction.code === 'CA-ON')!;
    expect(code).toBe('CA-ON');
    expect((await served())['CA-ON']).toEqual(seeded);
  });
});

describe('reading control changes', () => {
  it('keeps only the fields it was given', () => {
    expect(readJurisdictionChanges({ quickSpinAllowed: true })).toEqual({ ok: true, changes: { quickSpinAllowed: true } });
  });
});
