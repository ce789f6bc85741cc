import { describe, expect, it } from 'vitest';
import { firstValueFrom, filter } from 'rxjs';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { ReferralTokens } from '../referral/tokens';
import type { StoredReferral } from '../../domain/referral';
import { EMPTY_SIGN_UP, type SignUpForm } from '../../domain/join';
import type { FixedClock } from '../../infrastructure/shared/fixed-clock';
import type { JoinService } from './join-service';
import { JoinTokens } from './tokens';
import { CONTRACT_REGISTRATION_OPTIONS } from '../../infrastructure/join/in-memory-join';

const TODAY = Date.UTC(2026, 10, 23, 12);

const MARY: SignUpForm = {
  ...EMPTY_SIGN_UP,
  email: ' Mary@Example.test ',
  password: 'correct horse battery',
  firstName: 'Mary',
  lastName: "O'Brien",
  birthDate: '1990-04-12',
  country: 'MT',
  currency: 'EUR',
  phonePrefix: '+356',
  phone: '9912 3456',
  acceptTerms: true,
};

/** A join service over the in-memory platform, with the referral the referral context would hand over. */
const joining = async (options: { referral?: StoredReferral | null; mfaOperations?: string[] } = {}) => {
  const app: TestApp = createTestApp({ config: { mfaOperations: options.mfaOperations ?? [] } });
  await app.load('join');
  // The referral context's own source is replaced by one holding the referral this test arrived with.
  await app.container.unbind(ReferralTokens.JoinReferralSource);
  app.container.bind(ReferralTokens.JoinReferralSource).toConstantValue({ current: () => options.referral ?? null });
  app.get<FixedClock>(SharedTokens.Clock).time = TODAY;
  return { app, join: app.get<JoinService>(JoinTokens.JoinService) };
};

describe('JoinService', () => {
  it('registers the player with the referral and the page language, starts the session and goes to the welcome', async () => {
    const referral: StoredReferral = { token: 'AFF-AURORA-001', type: 'AFFILIATE', affiliateId: null, sharingMethod: null, storedAt: TODAY - 1000 };
    const { app, join } = await joining({ referral });
    const outcome = await join.join(MARY, CONTRACT_REGISTRATION_OPTIONS);
    expect(outcome).toEqual({ _tag: 'Right', right: { target: '/account/welcome' } });
    expect(app.platform.join.registrations).toEqual([{ form: MARY, language: 'en', referral }]);
    const session = await firstValueFrom(app.get<SessionService>(SessionTokens.SessionService).authenticated$.pipe(filter((state) => state !== null)));
    expect(session?.user).toMatchObject({ email: 'mary@example.test', firstName: 'Mary', phoneStatus: 'NOT_VALIDATED' });
  });

  it('sends the player to validate the phone first when the platform asks a code for it, the code already sent to the number given', async () => {
    const { app, join } = await joining({ mfaOperations: ['login', 'validatePhone'] });
    expect(await join.join(MARY, CONTRACT_REGISTRATION_OPTIONS)).toEqual({
      _tag: 'Right',
      right: { target: '/validation-code/validatePhone?destination=%2Faccount%2Fwelcome' },
    });
    expect(app.platform.verification.sentCodes).toEqual([expect.objectContaining({ username: 'mary@example.test', operation: 'validatePhone' })]);
    const session = app.get<SessionService>(SessionTokens.SessionService).current();
    expect(session.status === 'authenticated' ? session.user : null).toMatchObject({ phones: ['99123456'], phonePrefix: '+356' });
  });

  it('sends no code when the platform asks none for the phone', async () => {
    const { app, join } = await joining();
    await join.join(MARY, CONTRACT_REGISTRATION_OPTIONS);
    expect(app.platform.verification.sentCodes).toEqual([]);
  });

  it("starts the prefix at the calling code of the site's jurisdiction", async () => {
    const { join } = await joining();
    expect(join.defaultPhonePrefix()).toBe('+356');
  });

  it('sends nothing while the site\'s own checks fail, naming every field', async () => {
    const { app, join } = await joining();
    const outcome = await join.join({ ...MARY, email: 'mary@', password: 'short', birthDate: '2010-01-01', phone: '12 34-5', acceptTerms: false }, CONTRACT_REGISTRATION_OPTIONS);
    expect(outcome).toEqual({
      _tag: 'Left',
      left: {
        code: 'INVALID_FIELDS',
        fieldErrors: [
          { field: 'email', cause: 'INVALID_FORMAT' },
          { field: 'password', cause: 'TOO_SHORT' },
          { field: 'birthDate', cause: 'UNDER_AGE' },
          { field: 'phone', cause: 'INVALID_FORMAT' },
          { field: 'acceptTerms', cause: 'REQUIRED' },
        ],
      },
    });
    expect(app.platform.callsOf('registration')).toHaveLength(0);
  });

  it('passes on the platform\'s refusal and starts no session', async () => {
    const { app, join } = await joining();
    app.platform.join.refuseNext({ code: 'INVALID_FIELDS', fieldErrors: [{ field: 'password', cause: 'COMMON_PASSWORD' }] });
    expect(await join.join(MARY, CONTRACT_REGISTRATION_OPTIONS)).toEqual({
      _tag: 'Left',
      left: { code: 'INVALID_FIELDS', fieldErrors: [{ field: 'password', cause: 'COMMON_PASSWORD' }] },
    });
    expect(app.get<SessionService>(SessionTokens.SessionService).currentId()).toBeNull();
  });
});
