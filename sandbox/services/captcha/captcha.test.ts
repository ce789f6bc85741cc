// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { record, text } from '../../test-support/harness.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

const sandbox = useTestSandbox();
const minute = 60_000;

async function captchaToken(): Promise<string> {
  const result = await sandbox.request('POST', '/services/captcha/v1/tokens', { body: {} });
  expect(result.status).toBe(201);
  return text(record(result.body).token);
}

describe('captcha', () => {
  it('is enforced for a player who must pass one; a token works once', async () => {
    const enforcement = { status: 401, body: { errorCode: 'invalid_grant_captcha_enforcement' } };
    expect(await sandbox.login('captcha@demo.test', 'Captcha-Player-1')).toMatchObject(enforcement);
    expect(
      await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': 'made-up' }),
    ).toMatchObject(enforcement);

    const token = await captchaToken();
    expect((await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': token })).status).toBe(200);
    expect(await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': token })).toMatchObject(
      enforcement,
    );
  });

  it('expires a token after 2 minutes', async () => {
    const token = await captchaToken();
    sandbox.advanceClock(2 * minute + 1000);
    expect(await sandbox.login('captcha@demo.test', 'Captcha-Player-1', { 'X-CAPTCHA-TOKEN': token })).toMatchObject({
      status: 401,
      body: { errorCode: 'invalid_grant_captcha_enforcement' },
    });
  });
});
