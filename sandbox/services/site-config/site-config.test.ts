// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defaultSiteConfig } from './site-config-repository.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();

describe('site configuration', () => {
  it('is the seeded configuration, served without a session', async () => {
    const result = await sandbox.request('GET', '/services/site-config/v1/site-config');
    expect(result.status).toBe(200);
    // The running game provider's and legacy application's origins are allow-listed at run time: they are known only once they listen.
    expect(result.body).toEqual({ ...defaultSiteConfig, gameProviderOrigins: [sandbox.providerUrl], embeddedAppOrigins: [sandbox.legacyUrl], identityProviderOrigins: [sandbox.identityUrl] });
    expect(result.body).toMatchObject({ servicesBaseUrl: '', languagesPublished: ['en', 'es', 'de'], tfaEnrolment: 'SMS', twoFactorAuthenticatorEnabled: true });
    expect(result.body).toMatchObject({
      mfaOperations: ['changeStatus2FA', 'disable2FA', 'enable2fa', 'login', 'updateProfile', 'validatePhone', 'withdraw'],
    });
  });
});
