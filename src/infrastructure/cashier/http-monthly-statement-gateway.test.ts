import { describe, expect, it } from 'vitest';
import type { SessionId } from '../../domain/session';
import { HttpClient } from '../shared/http-client';
import { HttpMonthlyStatementGateway } from './http-monthly-statement-gateway';

const SESSION = 'session-1' as SessionId;

/** A gateway over a platform that answers every call with `body`, keeping the addresses it was asked. */
const answering = (body: unknown) => {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    asked.push(String(input));
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { gateway: new HttpMonthlyStatementGateway(new HttpClient({ baseUrl: 'https://platform.test', fetch })), asked };
};

const month = (overrides: Record<string, unknown> = {}) => ({ month: '2026-11', deposits: 5000, withdrawals: 2000, netPosition: -1200, ...overrides });

describe('HttpMonthlyStatementGateway (SG-11)', () => {
  it('asks for the months in the query and reads each month as money of the statement’s currency', async () => {
    const { gateway, asked } = answering({ currency: 'EUR', months: [month(), month({ month: '2026-10', netPosition: 350 })] });
    expect(await gateway.statement(SESSION, 12)).toEqual({
      _tag: 'Right',
      right: {
        months: [
          { month: '2026-11', deposits: { minor: 5000, currency: 'EUR' }, withdrawals: { minor: 2000, currency: 'EUR' }, netPosition: { minor: -1200, currency: 'EUR' } },
          { month: '2026-10', deposits: { minor: 5000, currency: 'EUR' }, withdrawals: { minor: 2000, currency: 'EUR' }, netPosition: { minor: 350, currency: 'EUR' } },
        ],
      },
    });
    expect(asked).toEqual(['https://platform.test/services/payment/v1/profiles/session-1/statement?months=12']);
  });

  it.each([
    ['a month that is not one', { currency: 'EUR', months: [month({ month: '2026-13' })] }],
    ['an amount that is not a whole number of minor units', { currency: 'EUR', months: [month({ deposits: 12.5 })] }],
    ['an unsafe amount', { currency: 'EUR', months: [month({ withdrawals: 2 ** 60 })] }],
    ['a currency that is not one', { currency: 'euros!', months: [month()] }],
    ['no months', { currency: 'EUR' }],
  ])('turns %s into a decoding failure, never a wrong figure', async (_case, body) => {
    const { gateway } = answering(body);
    expect(await gateway.statement(SESSION, 12)).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
  });
});
