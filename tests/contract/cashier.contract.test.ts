// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FILTER } from '../../src/domain/cashier';
import type { SessionId } from '../../src/domain/session';
import { HttpMethodGroupsGateway } from '../../src/infrastructure/cashier/http-method-groups-gateway';
import { HttpPaymentProfileGateway } from '../../src/infrastructure/cashier/http-payment-profile-gateway';
import { HttpTransactionHistoryGateway } from '../../src/infrastructure/cashier/http-transaction-history-gateway';
import { HttpWithdrawalsGateway } from '../../src/infrastructure/cashier/http-withdrawals-gateway';
import { HttpLoginGateway } from '../../src/infrastructure/login/http-login-gateway';
import { HttpProfileGateway } from '../../src/infrastructure/session/http-profile-gateway';
import { startFixture, type SandboxFixture } from './sandbox-fixture';

let sandbox: SandboxFixture;
beforeAll(async () => {
  sandbox = await startFixture();
});
afterAll(() => sandbox.close());

const sessionFor = async (template: string, patch: Record<string, unknown> = {}): Promise<SessionId> => {
  const player = await sandbox.newPlayer(template, patch);
  const result = await new HttpLoginGateway(sandbox.http).login({ credentials: { username: player.username, password: player.password } });
  if (result._tag === 'Left' || result.right.kind !== 'SUCCESS') throw new Error(`login failed for ${template}`);
  return result.right.success.sessionId;
};

let keys = 0;
/** A withdrawal asked through the platform's API, as the legacy cashier asks it. */
const withdraw = async (session: SessionId, amount: number, currency = 'EUR') => {
  keys += 1;
  const response = await fetch(`${sandbox.url}/services/payment/v1/profiles/${encodeURIComponent(session)}/withdrawals`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `contract-withdrawal-${keys}` },
    body: JSON.stringify({ amount, currency, method: 'CARD' }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as { id: string };
};

const withdrawable = async (session: SessionId): Promise<number | undefined> => {
  const response = await fetch(`${sandbox.url}/services/wallet-gateway/v1/profiles/${encodeURIComponent(session)}/balances`);
  const balances = (await response.json()) as { type: string; amount: number }[];
  return balances.find((entry) => entry.type === 'Withdrawable')?.amount;
};

describe('payment profile and method groups (CASH-02, CASH-03)', () => {
  it('reads cp, ct and ftd', async () => {
    const info = await new HttpPaymentProfileGateway(sandbox.http).info(await sessionFor('ready@demo.test'));
    expect(info._tag).toBe('Right');
    if (info._tag === 'Right') {
      expect(info.right.cp.length).toBeGreaterThan(0);
      expect(typeof info.right.ct).toBe('string');
      expect(typeof info.right.ftd).toBe('boolean');
    }
  });

  it('reads the withdrawal groups of a region: a transfer to a player in Malta, none in Spain', async () => {
    const gateway = new HttpMethodGroupsGateway(sandbox.http);
    const query = { brand: 'demo', channel: 'DESKTOP' as const, cp: ['STANDARD'], ct: 'REGULAR', currency: 'EUR', paymentType: 'W' as const };
    const malta = await gateway.groups({ ...query, region: 'MT-01' });
    expect(malta._tag === 'Right' && malta.right.map((group) => group.code)).toEqual(['CARD', 'CBT', 'TTP']);
    const madrid = await gateway.groups({ ...query, region: 'ES-MD' });
    expect(madrid._tag === 'Right' && madrid.right.map((group) => group.code)).toEqual(['CARD', 'CBT']);
  });

  it('reads linked persona accounts, which the platform sends as objects, on the profile (CASH-04)', async () => {
    const profile = await new HttpProfileGateway(sandbox.http).profile(await sessionFor('alice@demo.test'));
    expect(profile._tag === 'Right' && profile.right.personaLinkedAccounts).toEqual(['bank-alice-1']);
  });
});

describe('pending withdrawals (CASH-05)', () => {
  it('lists a pending withdrawal with its amount in minor units and the formatted amount', async () => {
    const session = await sessionFor('bob@demo.test');
    const { id } = await withdraw(session, 1250);
    const pending = await new HttpWithdrawalsGateway(sandbox.http).pending(session);
    expect(pending._tag === 'Right' && pending.right.map(({ id: listed, amount, formattedAmount, reversible, status }) => ({ listed, amount, formattedAmount, reversible, status }))).toEqual([
      { listed: id, amount: { minor: 1250, currency: 'EUR' }, formattedAmount: '€12.50', reversible: true, status: 'PENDING' },
    ]);
  });

  it('cancels a withdrawal once: a retry answers the same reversal and the money comes back once', async () => {
    const session = await sessionFor('bob@demo.test');
    const before = await withdrawable(session);
    const { id } = await withdraw(session, 2000);
    const gateway = new HttpWithdrawalsGateway(sandbox.http);
    const first = await gateway.reverse(session, id);
    const again = await gateway.reverse(session, id);
    expect(first).toMatchObject({ right: { id, status: 'REVERSED', amount: { minor: 2000 } } });
    expect(again).toEqual(first);
    expect(await withdrawable(session)).toBe(before);
    expect(await gateway.pending(session)).toEqual({ _tag: 'Right', right: [] });
  });

  it('is told when the jurisdiction does not allow a reversal', async () => {
    const session = await sessionFor('london@demo.test');
    const pending = await new HttpWithdrawalsGateway(sandbox.http).pending(session);
    const { id } = await withdraw(session, 1500, 'GBP');
    expect(pending._tag === 'Right' && pending.right.every((withdrawal) => !withdrawal.reversible)).toBe(true);
    expect(await new HttpWithdrawalsGateway(sandbox.http).reverse(session, id)).toEqual({ _tag: 'Left', left: { code: 'REVERSAL_NOT_ALLOWED' } });
  });

  it('is told when a withdrawal was already decided, or is not the player’s', async () => {
    const session = await sessionFor('bob@demo.test');
    const { id } = await withdraw(session, 1000);
    await sandbox.control('POST', `/sandbox/control/withdrawals/${id}/approve`);
    expect(await new HttpWithdrawalsGateway(sandbox.http).reverse(session, id)).toEqual({ _tag: 'Left', left: { code: 'NOT_PENDING' } });
    const stranger = await sessionFor('ready@demo.test');
    expect(await new HttpWithdrawalsGateway(sandbox.http).reverse(stranger, id)).toEqual({ _tag: 'Left', left: { code: 'NOT_FOUND' } });
  });
});

describe('transaction history', () => {
  it('pages the player’s lines newest first, filters by kind, and links a CSV of them', async () => {
    const session = await sessionFor('bob@demo.test');
    const { id } = await withdraw(session, 1000);
    await new HttpWithdrawalsGateway(sandbox.http).reverse(session, id);
    const gateway = new HttpTransactionHistoryGateway(sandbox.http);
    const all = await gateway.page(session, NO_FILTER);
    expect(all._tag).toBe('Right');
    if (all._tag !== 'Right') return;
    expect(all.right.items.slice(0, 2).map((line) => [line.kind, line.amount.minor])).toEqual([
      ['withdrawal_reversal', 1000],
      ['withdrawal', -1000],
    ]);
    const withdrawals = await gateway.page(session, { ...NO_FILTER, kinds: ['withdrawal'] });
    expect(withdrawals._tag === 'Right' && withdrawals.right.items.map((line) => line.kind)).toEqual(['withdrawal']);

    const csv = await fetch(gateway.csvUrl(session, { kinds: ['withdrawal', 'withdrawal_reversal'], from: null, to: null }));
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = (await csv.text()).trim().split(/\r?\n/);
    expect(rows[0]).toBe('date,kind,description,amount,currency,status');
    expect(rows.slice(1).map((row) => row.split(',')[1])).toEqual(['withdrawal_reversal', 'withdrawal']);
  });

  it('asks nothing the platform would refuse for a date range', async () => {
    const session = await sessionFor('bob@demo.test');
    const page = await new HttpTransactionHistoryGateway(sandbox.http).page(session, { kinds: ['deposit'], from: '2020-01-01', to: '2020-01-31', page: 1 });
    expect(page).toMatchObject({ right: { items: [], total: 0, page: 1 } });
  });
});
