// @vitest-environment node
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionId } from '../../src/domain/session';
import { parseOtpAuthUri } from '../../src/domain/twofactor';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpTwoFactorGateway } from '../../src/infrastructure/twofactor/http-two-factor-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
let gateway: HttpTwoFactorGateway;
beforeAll(async () => {
  sandbox = await startFixture();
  gateway = new HttpTwoFactorGateway(sandbox.http);
});
afterAll(() => sandbox.close());

const signal = () => new AbortController().signal;

const loggedIn = async (patch: Record<string, unknown> = {}) => {
  const player = await sandbox.newPlayer('ready@demo.test', patch);
  const reply = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (reply._tag === 'Left' || reply.right.kind !== 'SUCCESS') throw new Error('login failed');
  return { ...player, session: reply.right.success.sessionId };
};

const lastSmsCode = async (username: string): Promise<string> => {
  const rows = (await (await sandbox.control('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`)).json()) as { channel: string; code?: string }[];
  const sms = rows.filter((row) => row.channel === 'SMS');
  // The outbox lists the newest first.
  return sms[0]?.code ?? '';
};

const totpOf = (uri: string, offsetSteps = 0): string => {
  const key = parseOtpAuthUri(uri);
  if (key === null) throw new Error('not an otpauth URI');
  return generateSync({ secret: key.secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });
};

describe('two-factor over HTTP (MFA-01, MFA-06..08, MFA-10, MFA-13)', () => {
  it('reads the status as a background refresh', async () => {
    const player = await loggedIn();
    expect(await gateway.status(player.session, signal())).toEqual({ _tag: 'Right', right: 'PENDING' });
  });

  it('enrols with the SMS code of enable2fa, verifies the first TOTP, then disables with a TOTP', async () => {
    const player = await loggedIn();
    expect(await gateway.sendCode(player.session, 'enable2fa')).toMatchObject({ _tag: 'Right' });
    const enrolled = await gateway.enrol(player.session, await lastSmsCode(player.username));
    if (enrolled._tag === 'Left') throw new Error(`enrol refused: ${JSON.stringify(enrolled.left)}`);
    const key = parseOtpAuthUri(enrolled.right);
    expect(key?.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await gateway.status(player.session, signal())).toEqual({ _tag: 'Right', right: 'PENDING' });
    expect(await gateway.verify(player.session, totpOf(enrolled.right))).toMatchObject({ _tag: 'Right' });
    expect(await gateway.status(player.session, signal())).toEqual({ _tag: 'Right', right: 'ENABLED' });
    // The step just used is refused (replay); the next step's code is within the window.
    expect(await gateway.disable(player.session, totpOf(enrolled.right, 1))).toMatchObject({ _tag: 'Right' });
    expect(await gateway.status(player.session, signal())).toEqual({ _tag: 'Right', right: 'DISABLED' });
  });

  it('reads a wrong code as invalid with the attempts left, then blocked at the third', async () => {
    const player = await loggedIn();
    await gateway.sendCode(player.session, 'enable2fa');
    expect(await gateway.enrol(player.session, '000000')).toEqual({ _tag: 'Left', left: { kind: 'INVALID_CODE', remainingAttempts: 2, maxAttempts: 3 } });
    expect(await gateway.enrol(player.session, '000000')).toEqual({ _tag: 'Left', left: { kind: 'INVALID_CODE', remainingAttempts: 1, maxAttempts: 3 } });
    expect(await gateway.enrol(player.session, '000000')).toMatchObject({ _tag: 'Left', left: { kind: 'BLOCKED' } });
  });

  it('stops enrolment for a phone that is not validated (MFA-11)', async () => {
    const player = await loggedIn({ phoneStatus: 'NOT_VALIDATED' });
    expect(await gateway.sendCode(player.session, 'enable2fa')).toEqual({ _tag: 'Left', left: { kind: 'PLAYER_NOT_VALIDATED' } });
  });

  it('resets an enabled two-factor with the SMS code of changeStatus2FA (MFA-13)', async () => {
    const player = await loggedIn();
    await gateway.sendCode(player.session, 'enable2fa');
    const enrolled = await gateway.enrol(player.session, await lastSmsCode(player.username));
    if (enrolled._tag === 'Left') throw new Error('enrol refused');
    await gateway.verify(player.session, totpOf(enrolled.right));
    expect(await gateway.status(player.session, signal())).toEqual({ _tag: 'Right', right: 'ENABLED' });
    expect(await gateway.sendCode(player.session, 'changeStatus2FA')).toMatchObject({ _tag: 'Right' });
    expect(await gateway.reset(player.session, await lastSmsCode(player.username))).toMatchObject({ _tag: 'Right' });
    expect(await gateway.status(player.session, signal())).toEqual({ _tag: 'Right', right: 'PENDING' });
  });

  it('reports an ended session as a 401 does', async () => {
    const player = await loggedIn();
    const ended = 'not-a-session-0000000000000' as SessionId;
    expect(await gateway.enrol(ended, '123456')).toMatchObject({ _tag: 'Left', left: { kind: 'OTHER', cause: { code: 'UNAUTHORIZED' } } });
    expect(sandbox.rejected).toContain(ended);
    expect(player.session).not.toBe(ended);
  });
});
