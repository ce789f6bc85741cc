import { randomBytes } from 'node:crypto';
import type { HttpResult, TestSandbox } from './harness.ts';
import { record } from './harness.ts';

export const paymentPath = (session: string, rest: string) => `/services/payment/v1/profiles/${session}/${rest}`;

export const newKey = (): string => `key-${randomBytes(8).toString('hex')}`;

export const approvedCard = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
export const declinedCard = { number: '4000 0000 0000 0002', expiry: '12/39', cvc: '123' };
export const confirmationCard = { number: '4000 0000 0000 3220', expiry: '12/39', cvc: '123' };

/** A money-moving POST as the legacy cashier sends it: JSON and an Idempotency-Key. */
export function moneyPost(sandbox: TestSandbox, session: string, rest: string, body: unknown, key: string = newKey()): Promise<HttpResult> {
  return sandbox.request('POST', paymentPath(session, rest), { body, headers: { 'Idempotency-Key': key } });
}

/** The player's balances by type, in major units, as the wallet answers them. */
export async function walletOf(sandbox: TestSandbox, session: string): Promise<Record<string, number>> {
  const result = await sandbox.request('GET', `/services/wallet-gateway/v1/profiles/${session}/balances`);
  if (result.status !== 200 || !Array.isArray(result.body)) throw new Error(`Balances answered ${result.status}`);
  return Object.fromEntries(result.body.map((entry) => [String(record(entry).type), Number(record(entry).amount)]));
}

/** A fresh player copied from a demo player (so each test owns its money), logged in. */
export async function freshPlayer(sandbox: TestSandbox, template = 'ready@demo.test', patch: Record<string, unknown> = {}): Promise<{ username: string; password: string; session: string }> {
  const { username, password } = await sandbox.createPlayer({ template, ...patch });
  return { username, password, session: await sandbox.sessionFor(username, password) };
}
