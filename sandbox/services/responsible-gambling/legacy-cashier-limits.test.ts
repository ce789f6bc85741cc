// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hiddenInputs, visible } from '../../test-support/legacy-pages.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

/** SG-04, SG-05: the legacy cashier and sportsbook say, in the player's language, which limit refused the money. */
const sandbox = useTestSandbox();

async function playerWithLimit(type: string, period: string, amount: number) {
  const player = await sandbox.createPlayer({ balances: [{ type: 'Withdrawable', amount: 100 }, { type: 'Playable', amount: 100 }] });
  const session = await sandbox.sessionFor(player.username, player.password);
  const limit = await sandbox.request('PUT', `/services/responsible-gambling/v1/profiles/${session}/limits/${type}/${period}`, { body: { amount, currency: 'EUR' } });
  expect(limit.status).toBe(200);
  return { session, cookie: { cookie: `sid=${session}` } };
}

const fromItsOwnPage = (cookie: Record<string, string>) => ({ ...cookie, 'sec-fetch-site': 'same-origin' });
const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('the legacy cashier shows a limit refusal', { timeout: 60_000 }, () => {
  it.each([
    ['en', 'This would go over your daily deposit limit of €20.00. Left until it resets: €20.00.'],
    ['es', 'Esto superaría tu límite diario de depósito de 20,00 €. Te queda hasta que se reinicie: 20,00 €.'],
    ['de', 'Damit würden Sie Ihr tägliches Einzahlungslimit von 20,00 € überschreiten. Bis zum Zurücksetzen verbleiben: 20,00 €.'],
  ])('a deposit over the limit, in %s', async (language, message) => {
    const player = await playerWithLimit('DEPOSIT', 'DAY', 2000);
    const form = await sandbox.legacyRequest('GET', `/cashier/deposit?lang=${language}`, { headers: player.cookie });
    const refused = await sandbox.legacyRequest('POST', `/cashier/deposit?lang=${language}`, {
      form: { ...hiddenInputs(form), amount: '30', ...card },
      headers: fromItsOwnPage(player.cookie),
    });
    expect(refused.status).toBe(200);
    expect(visible(refused.text)).toContain(message);
  });

  it('a sports bet over the wager limit', async () => {
    const player = await playerWithLimit('WAGER', 'WEEK', 500);
    const event = await sandbox.legacyRequest('GET', '/sports/event/fx-1', { headers: player.cookie });
    const refused = await sandbox.legacyRequest('POST', '/sports/event/fx-1', {
      form: { ...hiddenInputs(event), selection: 'HOME', stake: '10' },
      headers: fromItsOwnPage(player.cookie),
    });
    expect(refused.status).toBe(200);
    expect(visible(refused.text)).toContain('This would go over your weekly wager limit of €5.00. Left until it resets: €5.00.');
  });
});
