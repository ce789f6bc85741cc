// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConfirmationCode, PinCode } from '../../src/domain/verification';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpProfileGateway } from '../../src/infrastructure/session/http-profile-gateway';
import { HttpConfirmationCodeGateway } from '../../src/infrastructure/verification/http-confirmation-code-gateway';
import { HttpOperationStatusGateway } from '../../src/infrastructure/verification/http-operation-status-gateway';
import { HttpPhoneValidationGateway } from '../../src/infrastructure/verification/http-phone-validation-gateway';
import { HttpPinCodeGateway } from '../../src/infrastructure/verification/http-pin-code-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const loggedIn = async (patch: Record<string, unknown> = {}) => {
  const player = await sandbox.newPlayer('ready@demo.test', patch);
  const reply = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (reply._tag === 'Left' || reply.right.kind !== 'SUCCESS') throw new Error('login failed');
  return { ...player, session: reply.right.success.sessionId };
};

const outbox = async (username: string) =>
  (await (await sandbox.control('GET', `/sandbox/outbox?to=${encodeURIComponent(username)}`)).json()) as { channel: string; code?: string; link?: string }[];

/** The outbox lists the newest first. */
const lastSmsCode = async (username: string) => ((await outbox(username)).find((row) => row.channel === 'SMS')?.code ?? '') as ConfirmationCode;

const fullPhoneOf = async (session: string) => {
  const profile = await new HttpProfileGateway(sandbox.http).profile(session as never);
  if (profile._tag === 'Left') throw new Error('no profile');
  return `${profile.right.phonePrefix ?? ''}${profile.right.phones[0] ?? ''}`;
};

describe('phone validation over HTTP (PH-04, PH-05, PH-06)', () => {
  it('sends a code, refuses a wrong one with the attempts left, accepts the right one, then answers PLAYER_VALIDATED', async () => {
    const player = await loggedIn({ phoneStatus: 'NOT_VALIDATED' });
    const codes = new HttpConfirmationCodeGateway(sandbox.http);
    const phones = new HttpPhoneValidationGateway(sandbox.http);
    expect(await codes.send(player.session, 'validatePhone')).toEqual({ _tag: 'Right', right: { kind: 'SENT', remainingSendAttempts: 4 } });
    const code = await lastSmsCode(player.username);
    const wrong = (code === '000000' ? '111111' : '000000') as ConfirmationCode;
    const fullPhone = await fullPhoneOf(player.session);
    expect(await phones.validate(player.session, fullPhone, wrong)).toEqual({
      _tag: 'Right',
      right: { kind: 'REFUSED', rejection: { kind: 'INVALID_CODE', remainingAttempts: 2, maxAttempts: 3 } },
    });
    expect(await phones.validate(player.session, '+0000000', code)).toMatchObject({ left: { code: 'HTTP', status: 404 } });
    expect(await phones.validate(player.session, fullPhone, code)).toEqual({ _tag: 'Right', right: { kind: 'VALIDATED' } });
    expect(await new HttpProfileGateway(sandbox.http).profile(player.session)).toMatchObject({ right: { phoneStatus: 'VALIDATED' } });
    expect(await codes.send(player.session, 'validatePhone')).toEqual({ _tag: 'Right', right: { kind: 'ALREADY_VALIDATED' } });
  });

  it('blocks after the third wrong code, which the send and the status then report (BLK-01)', async () => {
    const player = await loggedIn({ phoneStatus: 'NOT_VALIDATED' });
    const codes = new HttpConfirmationCodeGateway(sandbox.http);
    const phones = new HttpPhoneValidationGateway(sandbox.http);
    await codes.send(player.session, 'validatePhone');
    const code = await lastSmsCode(player.username);
    const wrong = (code === '000000' ? '111111' : '000000') as ConfirmationCode;
    const fullPhone = await fullPhoneOf(player.session);
    await phones.validate(player.session, fullPhone, wrong);
    expect(await phones.validate(player.session, fullPhone, wrong)).toMatchObject({ right: { rejection: { kind: 'INVALID_CODE', remainingAttempts: 1 } } });
    expect(await phones.validate(player.session, fullPhone, wrong)).toMatchObject({ right: { rejection: { kind: 'BLOCKED' } } });
    expect(await codes.send(player.session, 'validatePhone')).toMatchObject({ right: { kind: 'BLOCKED' } });
    const status = await new HttpOperationStatusGateway(sandbox.http).status(player.session, 'validatePhone');
    expect(status).toMatchObject({ right: { status: 'BLOCKED' } });
    if (status._tag === 'Right') expect(status.right.remainingBlockingTime).toBeGreaterThan(14 * 60);
  });

  it('answers PLAYER_NOT_VALIDATED for another operation while the phone is not verified', async () => {
    const player = await loggedIn({ phoneStatus: 'NOT_VALIDATED' });
    expect(await new HttpConfirmationCodeGateway(sandbox.http).send(player.session, 'withdraw')).toEqual({ _tag: 'Right', right: { kind: 'PHONE_NOT_VALIDATED' } });
  });
});

describe("the player's number over HTTP (JRN-03)", () => {
  it('adds or corrects an unverified number, says a bad one is invalid, and keeps a verified one', async () => {
    const phones = new HttpPhoneValidationGateway(sandbox.http);
    const player = await loggedIn({ phones: [], phonePrefix: null, phoneStatus: 'NOT_VALIDATED' });
    expect(await phones.changeNumber(player.session, { phonePrefix: '+44', phone: '7700900123' })).toEqual({ _tag: 'Right', right: { kind: 'CHANGED' } });
    expect(await fullPhoneOf(player.session)).toBe('+447700900123');
    expect(await phones.changeNumber(player.session, { phonePrefix: '+44', phone: '77-00' })).toEqual({ _tag: 'Right', right: { kind: 'NUMBER_INVALID' } });
    const verified = await loggedIn();
    expect(await phones.changeNumber(verified.session, { phonePrefix: '+44', phone: '7700900123' })).toEqual({ _tag: 'Right', right: { kind: 'ALREADY_VALIDATED' } });
  });
});

describe('operation status over HTTP (BLK-01)', () => {
  it('reads ACTIVE, then BLOCKED with the seconds left once the operator blocks withdrawals', async () => {
    const player = await loggedIn();
    const statuses = new HttpOperationStatusGateway(sandbox.http);
    expect(await statuses.status(player.session, 'withdraw')).toEqual({ _tag: 'Right', right: { status: 'ACTIVE', remainingBlockingTime: 0 } });
    await sandbox.control('PATCH', `/sandbox/control/players/${encodeURIComponent(player.username)}`, { operationBlocks: { withdraw: new Date(Date.now() + 120_000).toISOString() } });
    const blocked = await statuses.status(player.session, 'withdraw');
    expect(blocked).toMatchObject({ right: { status: 'BLOCKED' } });
    if (blocked._tag === 'Right') expect(blocked.right.remainingBlockingTime).toBeGreaterThan(100);
  });
});

describe('PIN over HTTP (PIN-02, PIN-04)', () => {
  it('changes the PIN with the current one, refusing a wrong current PIN as a wrong code', async () => {
    const player = await loggedIn();
    const pins = new HttpPinCodeGateway(sandbox.http);
    expect(await pins.update(player.session, '5678' as PinCode, '9999' as PinCode)).toMatchObject({
      right: { kind: 'REFUSED', rejection: { kind: 'INVALID_CODE', remainingAttempts: 2, maxAttempts: 3 } },
    });
    expect(await pins.update(player.session, '5678' as PinCode, '1234' as PinCode)).toEqual({ _tag: 'Right', right: { kind: 'CHANGED' } });
  });

  it('asks for a reset e-mail, whose link lands on the PIN page', async () => {
    const player = await loggedIn();
    expect(await new HttpPinCodeGateway(sandbox.http).requestReset(player.session)).toEqual({ _tag: 'Right', right: undefined });
    const email = (await outbox(player.username)).find((row) => row.channel === 'EMAIL');
    expect(email?.link).toMatch(/\/account\/pin-code\?action=forcePinReset&token=/);
  });
});
