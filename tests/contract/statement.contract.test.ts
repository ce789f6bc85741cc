// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATEMENT_MONTHS } from '../../src/domain/cashier';
import type { SessionId } from '../../src/domain/session';
import { HttpMonthlyStatementGateway } from '../../src/infrastructure/cashier/http-monthly-statement-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const sessionFor = async (template: string): Promise<SessionId> => {
  const player = await sandbox.newPlayer(template, {});
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error(`login failed for ${template}`);
  return result.right.success.sessionId;
};

let keys = 0;
const money = async (session: SessionId, rest: string, body: unknown) => {
  keys += 1;
  const response = await fetch(`${sandbox.url}/services/payment/v1/profiles/${encodeURIComponent(session)}/${rest}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `contract-statement-${keys}` },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
};

describe('monthly statement (SG-11)', () => {
  it('reads twelve months, newest first, in minor units of the player’s currency', async () => {
    const session = await sessionFor('ready@demo.test');
    await money(session, 'deposits', { amount: 2500, currency: 'EUR', method: 'CARD', card: { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' } });
    await money(session, 'withdrawals', { amount: 1000, currency: 'EUR', method: 'CARD' });

    const statement = await new HttpMonthlyStatementGateway(sandbox.http).statement(session, STATEMENT_MONTHS);
    if (statement._tag === 'Left') throw new Error(JSON.stringify(statement.left));
    expect(statement.right.months).toHaveLength(12);
    const [current, previous] = statement.right.months;
    expect(current).toEqual({
      month: expect.stringMatching(/^\d{4}-\d{2}$/),
      deposits: { minor: 2500, currency: 'EUR' },
      withdrawals: { minor: 1000, currency: 'EUR' },
      netPosition: { minor: 0, currency: 'EUR' },
    });
    expect((previous?.month ?? '') < (current?.month ?? '')).toBe(true);
    expect(previous?.deposits).toEqual({ minor: 0, currency: 'EUR' });
  });

  it('answers UNAUTHORIZED for an unknown session', async () => {
    const statement = await new HttpMonthlyStatementGateway(sandbox.http).statement('no-such-session' as SessionId, 3);
    expect(statement._tag === 'Left' && statement.left.code).toBe('UNAUTHORIZED');
  });
});
