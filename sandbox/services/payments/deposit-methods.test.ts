// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabaseAt } from '../../kernel/database/database.ts';
import { record, startTestSandbox, type TestSandbox } from '../../test-support/harness.ts';
import { forgetTestPostgresDatabase, testPostgresDatabaseFor } from '../../test-support/test-postgres.ts';
import { rm } from 'node:fs/promises';
import { approvedCard, confirmationCard, declinedCard, freshPlayer, moneyPost, paymentPath, walletOf } from '../../test-support/payments.ts';

let sandbox: TestSandbox;
const started = startTestSandbox().then((own) => (sandbox = own));
let reopened = false;
afterAll(async () => {
  await started;
  await sandbox.close();
  // The last test reopened the data dir as its own: it is removed here.
  if (reopened) {
    await rm(sandbox.dataDir, { recursive: true, force: true });
    await forgetTestPostgresDatabase(sandbox.dataDir);
  }
});

const card = (amount: number, details: unknown = approvedCard) => ({ amount, currency: 'EUR', method: 'CARD', card: details });
const methodsOf = async (session: string, type: 'D' | 'W') => (await sandbox.request('GET', paymentPath(session, `payment-methods?paymentType=${type}`))).body;
const savedCards = async (session: string) => (await sandbox.request('GET', paymentPath(session, 'saved-cards'))).body as Record<string, unknown>[];

describe('deposit methods and remembered cards', { timeout: 60_000 }, () => {
  it('offers card, bank transfer and e-wallet deposits, each with its limits in the player’s currency (CSH-01, CSH-02)', async () => {
    await started;
    const euro = await freshPlayer(sandbox);
    expect(await methodsOf(euro.session, 'D')).toEqual([
      { code: 'CARD', name: 'Cards', methods: ['VISA', 'MASTERCARD'], limits: { min: 1000, max: 500_000 } },
      { code: 'CBT', name: 'Bank transfer', methods: ['SEPA'], limits: { min: 2000, max: 1_000_000 } },
      { code: 'EWL', name: 'E-wallet', methods: ['EWALLET'], limits: { min: 1000, max: 200_000 } },
    ]);
    expect((await methodsOf(euro.session, 'W') as Record<string, unknown>[]).map((group) => group.code)).toEqual(['CARD', 'CBT', 'TTP']);
    // Yen: no bank transfer (EUR and GBP only), limits without minor units.
    const yen = await freshPlayer(sandbox, 'yen@demo.test');
    expect(await methodsOf(yen.session, 'D')).toMatchObject([{ code: 'CARD', limits: { min: 1000, max: 500_000 } }, { code: 'EWL' }]);
    expect((await sandbox.request('GET', '/services/routing/config/payment-methods/method-groups?brand=aurora&currency=GBP&paymentType=D&region=GB')).body).toMatchObject([
      { code: 'CARD', limits: { min: 1000 } },
      { code: 'CBT', limits: { min: 2000 } },
      { code: 'EWL' },
    ]);
    expect((await sandbox.request('GET', paymentPath(euro.session, 'payment-methods?paymentType=X'))).status).toBe(422);
  });

  it('pays by bank transfer and by e-wallet at once, keeping only masked accounts, within each method’s own limits', async () => {
    const { session } = await freshPlayer(sandbox);
    const before = (await walletOf(sandbox, session)).Withdrawable ?? 0;
    const bank = await moneyPost(sandbox, session, 'deposits', { amount: 3000, currency: 'EUR', method: 'CBT', bankAccount: { iban: 'de89 3704 0044 0532 0130 00' } });
    expect(bank).toMatchObject({ status: 201, body: { status: 'COMPLETED', method: 'CBT', accountHint: 'DE •••• 3000' } });
    const wallet = await moneyPost(sandbox, session, 'deposits', { amount: 1500, currency: 'EUR', method: 'EWL', wallet: { email: 'ada@wallet.example' } });
    expect(wallet).toMatchObject({ status: 201, body: { status: 'COMPLETED', method: 'EWL', accountHint: 'a••@wallet.example' } });
    expect((await walletOf(sandbox, session)).Withdrawable).toBe(before + 45);
    expect(await moneyPost(sandbox, session, 'deposits', { amount: 3000, currency: 'EUR', method: 'CBT', bankAccount: { iban: 'DE89 3704 0044 0532 0130 01' } })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'bankAccount.iban', cause: 'INVALID_FORMAT' }] },
    });
    expect(await moneyPost(sandbox, session, 'deposits', { amount: 1500, currency: 'EUR', method: 'EWL', wallet: {} })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'wallet.email', cause: 'REQUIRED' }] } });
    // Each method's own bounds: a card takes at most 5,000.00, a bank transfer at least 20.00, an e-wallet at most 2,000.00.
    expect(await moneyPost(sandbox, session, 'deposits', card(500_001))).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'amount', cause: 'TOO_LARGE' }] } });
    expect(await moneyPost(sandbox, session, 'deposits', { amount: 1999, currency: 'EUR', method: 'CBT', bankAccount: { iban: 'DE89370400440532013000' } })).toMatchObject({ status: 422, body: { fieldErrors: [{ cause: 'TOO_SMALL' }] } });
    expect(await moneyPost(sandbox, session, 'deposits', { amount: 200_001, currency: 'EUR', method: 'EWL', wallet: { email: 'a@b.example' } })).toMatchObject({ status: 422, body: { fieldErrors: [{ cause: 'TOO_LARGE' }] } });
    expect(await moneyPost(sandbox, session, 'deposits', { amount: 1500, currency: 'EUR', method: 'PAYPAL' })).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'method' }] } });
    const yen = await freshPlayer(sandbox, 'yen@demo.test');
    expect(await moneyPost(sandbox, yen.session, 'deposits', { amount: 3000, currency: 'JPY', method: 'CBT', bankAccount: { iban: 'DE89370400440532013000' } })).toMatchObject({
      status: 403,
      body: { errorCode: 'METHOD_NOT_AVAILABLE' },
    });
  });

  it('remembers a card after a completed deposit, by brand and last four only; the next deposit needs only its CVC; removing it forgets it (CSH-04, CSH-05)', async () => {
    const { session } = await freshPlayer(sandbox);
    expect(await savedCards(session)).toEqual([]);
    await moneyPost(sandbox, session, 'deposits', card(2500, declinedCard));
    expect(await savedCards(session)).toEqual([]);
    expect((await moneyPost(sandbox, session, 'deposits', card(2500))).status).toBe(201);
    expect((await moneyPost(sandbox, session, 'deposits', card(1000))).status).toBe(201);
    const [saved, ...others] = await savedCards(session);
    expect(others).toEqual([]);
    expect(saved).toEqual({ id: expect.stringMatching(/^card_/), brand: 'VISA', last4: '4242', expiry: '12/39' });

    const before = (await walletOf(sandbox, session)).Withdrawable ?? 0;
    const again = await moneyPost(sandbox, session, 'deposits', { amount: 2000, currency: 'EUR', method: 'CARD', savedCard: { id: saved?.id, cvc: '321' } });
    expect(again).toMatchObject({ status: 201, body: { status: 'COMPLETED', cardLast4: '4242', cardBrand: 'VISA' } });
    expect((await walletOf(sandbox, session)).Withdrawable).toBe(before + 20);
    expect(await moneyPost(sandbox, session, 'deposits', { amount: 2000, currency: 'EUR', method: 'CARD', savedCard: { id: saved?.id } })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'savedCard.cvc', cause: 'REQUIRED' }] },
    });
    // Another player's card is no card of this one's.
    const other = await freshPlayer(sandbox);
    expect(await moneyPost(sandbox, other.session, 'deposits', { amount: 2000, currency: 'EUR', method: 'CARD', savedCard: { id: saved?.id, cvc: '321' } })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'savedCard.id' }] },
    });
    expect((await sandbox.request('DELETE', paymentPath(other.session, `saved-cards/${String(saved?.id)}`))).status).toBe(404);

    // A card that asks for a confirmation is remembered once confirmed, and asks again when used.
    const waiting = await moneyPost(sandbox, session, 'deposits', card(5000, confirmationCard));
    expect((await savedCards(session)).map((entry) => entry.last4)).toEqual(['4242']);
    await sandbox.request('POST', paymentPath(session, `deposits/${String(record(waiting.body).id)}/confirmation`), { body: { code: '1234' } });
    const cards = await savedCards(session);
    expect(cards.map((entry) => entry.last4)).toEqual(['3220', '4242']);
    expect((await moneyPost(sandbox, session, 'deposits', { amount: 2000, currency: 'EUR', method: 'CARD', savedCard: { id: cards[0]?.id, cvc: '123' } })).status).toBe(202);

    expect((await sandbox.request('DELETE', paymentPath(session, `saved-cards/${String(saved?.id)}`))).status).toBe(204);
    expect((await savedCards(session)).map((entry) => entry.last4)).toEqual(['3220']);
    expect(await moneyPost(sandbox, session, 'deposits', { amount: 2000, currency: 'EUR', method: 'CARD', savedCard: { id: saved?.id, cvc: '321' } })).toMatchObject({ status: 422 });
  });

  it('keeps no card number and no CVC anywhere in its database (CSH-05)', async () => {
    const { session } = await freshPlayer(sandbox);
    const secretCard = { number: '4242 4242 4242 4242', expiry: '11/38', cvc: '7319' };
    expect((await moneyPost(sandbox, session, 'deposits', card(2500, secretCard))).status).toBe(201);
    const [saved] = await savedCards(session);
    expect((await moneyPost(sandbox, session, 'deposits', { amount: 2000, currency: 'EUR', method: 'CARD', savedCard: { id: saved?.id, cvc: '8146' } })).status).toBe(201);
    await sandbox.close({ keepData: true });
    const db = await openDatabaseAt({ dataDir: sandbox.dataDir, databaseUrl: await testPostgresDatabaseFor(sandbox.dataDir, { seeded: false }) });
    try {
      const tables = await db.query<{ name: string }>("SELECT quote_ident(table_name) AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'");
      const found: string[] = [];
      for (const { name } of tables.rows) {
        const rows = await db.query(`SELECT 1 FROM ${name} t WHERE t::text ~* '424242424242|4242 4242 4242|cvc' LIMIT 1`);
        if (rows.rows.length > 0) found.push(name);
      }
      expect(found).toEqual([]);
      // What it keeps of the card is there: its last four digits.
      expect((await db.query("SELECT 1 FROM saved_cards WHERE last4 = '4242' AND expiry = '11/38'")).rows).toHaveLength(1);
      expect(tables.rows.length).toBeGreaterThan(20);
    } finally {
      await db.close();
      sandbox = await startTestSandbox({ dataDir: sandbox.dataDir });
      reopened = true;
    }
  });
});
