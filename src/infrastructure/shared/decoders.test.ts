import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionId } from '../../domain/session';
import { HttpClient } from './http-client';
import { HttpLoginGateway } from '../login/http-login-gateway';
import { HttpLoyaltyGateway } from '../loyalty/http-loyalty-gateway';
import { HttpProfileGateway } from '../session/http-profile-gateway';
import { decodeSiteConfig } from '../config/http-site-config-gateway';
import { HttpNotificationsGateway } from '../wallet/http-notifications-gateway';
import { HttpWalletGateway } from '../wallet/http-wallet-gateway';

const session = 'abcdefghijklmnopqrstuvwxyz012345' as SessionId;

const clientAnswering = (status: number, text: string) =>
  new HttpClient({ baseUrl: '', fetch: async () => new Response(text, { status, headers: { 'Content-Type': 'application/json' } }) });

/** Numbers as a hostile server might write them: JSON.parse turns 1e400 into Infinity. */
const rawNumber = fc.oneof(
  fc.constantFrom('1e400', '-1e400', '9007199254740993', '123456789012345678901234567890', '-0', '0.1', '1e-400', 'NaN', 'Infinity', '"12"', 'null', 'true'),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((value) => JSON.stringify(value)),
  fc.integer().map(String),
);
const rawString = fc.oneof(fc.constantFrom('"EUR"', '"BTC"', '"__proto__"', '""', '"€"', 'null', '1', '{}', `"${'x'.repeat(5000)}"`), fc.string().map((value) => JSON.stringify(value)));
const balanceType = fc.constantFrom('"Playable"', '"Withdrawable"', '"Bonus"', '"Total"', '"Unknown"', '"__proto__"', '"constructor"', '1');

const hostileBalances = fc.oneof(
  fc.array(fc.tuple(balanceType, rawNumber, rawString), { maxLength: 6 }).map(
    (rows) => `[${rows.map(([type, amount, currency]) => `{"type":${type},"amount":${amount},"currency":${currency}}`).join(',')}]`,
  ),
  fc.json(),
  fc.constantFrom('', 'not json', '{"__proto__":{"polluted":true}}', '[' + '{"type":"Playable","amount":1,"currency":"EUR"},'.repeat(500) + '{}]', '[[[[[[[[[[]]]]]]]]]]'),
);

const expectSafeNumbers = (value: unknown): void => {
  if (typeof value === 'number') expect(Number.isFinite(value)).toBe(true);
  else if (Array.isArray(value)) value.forEach(expectSafeNumbers);
  else if (typeof value === 'object' && value !== null) Object.values(value).forEach(expectSafeNumbers);
};

describe('decoding hostile platform answers', () => {
  it('balances: a typed failure or safe-integer money, never a throw', async () => {
    await fc.assert(
      fc.asyncProperty(hostileBalances, async (text) => {
        const result = await new HttpWalletGateway(clientAnswering(200, text)).balances(session);
        if (result._tag === 'Left') {
          expect(['DECODE']).toContain(result.left.code);
          return;
        }
        for (const entry of result.right) {
          expect(Number.isSafeInteger(entry.amount.minor)).toBe(true);
          expect(entry.amount.currency).toMatch(/^[A-Za-z]{3,5}$/);
        }
      }),
      { numRuns: 500 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('balances: refuses the whole answer when a known balance is unreadable', async () => {
    const result = await new HttpWalletGateway(clientAnswering(200, '[{"type":"Playable","amount":1e400,"currency":"EUR"}]')).balances(session);
    expect(result).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
  });

  it('balances: a negative amount is malformed, for a known type', async () => {
    const answer = (amount: string) => new HttpWalletGateway(clientAnswering(200, `[{"type":"Withdrawable","amount":${amount},"currency":"EUR"}]`)).balances(session);
    expect(await answer('-0.01')).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
    expect(await answer('-125.5')).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
    expect(await answer('0')).toMatchObject({ _tag: 'Right', right: [{ type: 'Withdrawable', amount: { minor: 0 } }] });
  });

  it('loyalty: negative points are malformed, so no summary shows them', async () => {
    const profile = (points: number) =>
      `{"excluded":false,"redemptionAmount":0,"redemptionPoints":0,"redemptionPointsName":"points","tierPoints":${points},"currentTierId":null,"tiersInfo":[]}`;
    expect(await new HttpLoyaltyGateway(clientAnswering(200, profile(-5))).profile(session)).toMatchObject({ _tag: 'Left', left: { code: 'DECODE' } });
    expect(await new HttpLoyaltyGateway(clientAnswering(200, profile(1234.9))).profile(session)).toMatchObject({ _tag: 'Right', right: { tierPoints: 1234.9 } });
  });

  it('notifications, profile and loyalty: typed failure or finite values', async () => {
    const body = fc.oneof(
      fc.json(),
      fc.tuple(rawNumber, rawNumber, rawNumber).map(([a, d, n]) => `{"acknowledged":${a},"deleted":${d},"numberOfMessages":${n}}`),
      fc.tuple(rawString, rawNumber).map(
        ([name, points]) => `{"excluded":false,"redemptionAmount":1,"redemptionPoints":${points},"redemptionPointsName":${name},"tierPoints":${points},"currentTierId":"gold","tiersInfo":[{"id":"gold","name":${name}}]}`,
      ),
      fc.tuple(rawString, rawString).map(([email, currency]) => `{"email":${email},"attributes":{"currency":${currency}},"hasPinCode":true,"__proto__":{"x":1}}`),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(200, 200, 401, 404, 500), async (text, status) => {
        for (const call of [
          () => new HttpNotificationsGateway(clientAnswering(status, text)).summary(session),
          () => new HttpProfileGateway(clientAnswering(status, text)).profile(session),
          () => new HttpLoyaltyGateway(clientAnswering(status, text)).profile(session),
        ]) {
          const result = await call();
          if (result._tag === 'Right') expectSafeNumbers(result.right);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('login: every answer becomes an outcome or a typed cause', async () => {
    const body = fc.oneof(
      fc.json(),
      fc.tuple(rawString, rawNumber).map(([code, remaining]) => `{"errorCode":${code},"errors":[${code}],"remainingAttempts":${remaining}}`),
      fc.tuple(rawString, rawString).map(([action, token]) => `{"action":${action},"token":${token},"profileInfo":{"__proto__":{"a":1}}}`),
      fc.tuple(rawString).map(([id]) => `{"sessionId":${id},"userCountry":"MT","attributes":{"language":"en"}}`),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.constantFrom(200, 400, 401, 403, 422, 428, 500, 503), async (text, status) => {
        const result = await new HttpLoginGateway(clientAnswering(status, text)).login({ credentials: { username: 'a@b.c', password: 'x' } });
        if (result._tag === 'Right' && result.right.kind === 'SUCCESS') expect(result.right.success.sessionId).toMatch(/^[A-Za-z0-9_-]{16,256}$/);
        if (result._tag === 'Left') expect(typeof result.left.code).toBe('string');
      }),
      { numRuns: 500 },
    );
  });

  it('site configuration: malformed flags fall back to their defaults', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const result = decodeSiteConfig(body);
        if (result._tag === 'Left') return;
        expect(typeof result.right.isCashierDepositEnabled).toBe('boolean');
        expect(result.right.languagesPublished.length).toBeGreaterThan(0);
        expect(result.right.servicesBaseUrl).not.toMatch(/^(javascript|data):/i);
      }),
      { numRuns: 500 },
    );
    for (const [url, kept] of [
      ['https://platform.example', true],
      ['/platform', true],
      ['http://127.0.0.1:8081', true],
      ['http://platform.example', false],
      ['//platform.example', false],
      ['data:text/plain,x', false],
    ] as const) {
      expect(decodeSiteConfig({ servicesBaseUrl: url })).toMatchObject({ right: { servicesBaseUrl: kept ? url : '' } });
    }
    const config = decodeSiteConfig({ isLoyaltyEnabled: 'yes', servicesBaseUrl: 'javascript:alert(1)', languagesPublished: [], tfaEnrolment: 'PIN_CODE' });
    expect(config).toMatchObject({ _tag: 'Right', right: { isLoyaltyEnabled: false, servicesBaseUrl: '', languagesPublished: ['en'], tfaEnrolment: 'PIN_CODE' } });
  });
});
