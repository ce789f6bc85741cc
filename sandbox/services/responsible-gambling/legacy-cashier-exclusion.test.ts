// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hiddenInputs, visible } from '../../test-support/legacy-pages.ts';
import { useTestSandbox } from '../../test-support/use-test-sandbox.ts';

/** SG-09: the legacy cashier and sportsbook say, in the player's language, that the player is taking a break and until when. */
const sandbox = useTestSandbox();

async function playerOnABreak() {
  const player = await sandbox.createPlayer({ balances: [{ type: 'Withdrawable', amount: 100 }, { type: 'Playable', amount: 100 }] });
  const session = await sandbox.sessionFor(player.username, player.password);
  const taken = await sandbox.request('POST', `/services/responsible-gambling/v1/profiles/${session}/exclusion`, { body: { kind: 'TIME_OUT', days: 7, password: player.password } });
  expect(taken.status).toBe(201);
  return { cookie: { cookie: `sid=${session}` }, endsAt: new Date(String((taken.body as { exclusion: { endsAt: string } }).exclusion.endsAt)) };
}

const fromItsOwnPage = (cookie: Record<string, string>) => ({ ...cookie, 'sec-fetch-site': 'same-origin' });
const card = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
const dateIn = (language: string, date: Date) =>
  new Intl.DateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }).format(date).replace(/\u00a0|\u202f/g, ' ');

describe('the legacy application shows the refusal of a player taking a break', { timeout: 60_000 }, () => {
  it.each([
    ['en', 'You are taking a break from gambling until {date}. Until then you cannot deposit or bet; you can still withdraw and see your history.'],
    ['es', 'Te estás tomando un descanso del juego hasta el {date}. Hasta entonces no puedes depositar ni apostar; sí puedes retirar y ver tu historial.'],
    ['de', 'Sie legen bis {date} eine Spielpause ein. Bis dahin können Sie weder einzahlen noch wetten; Auszahlungen und Ihr Verlauf bleiben verfügbar.'],
  ])('a deposit, in %s', async (language, message) => {
    const player = await playerOnABreak();
    const form = await sandbox.legacyRequest('GET', `/cashier/deposit?lang=${language}`, { headers: player.cookie });
    const refused = await sandbox.legacyRequest('POST', `/cashier/deposit?lang=${language}`, {
      form: { ...hiddenInputs(form), amount: '30', ...card },
      headers: fromItsOwnPage(player.cookie),
    });
    expect(refused.status, visible(refused.text)).toBe(200);
    expect(visible(refused.text)).toContain(message.replace('{date}', dateIn(language, player.endsAt)));
  });

  it('a transfer to another player', async () => {
    const player = await playerOnABreak();
    const recipient = await sandbox.createPlayer({ template: 'ready@demo.test' });
    const form = await sandbox.legacyRequest('GET', '/cashier/withdraw/ttp', { headers: player.cookie });
    const refused = await sandbox.legacyRequest('POST', '/cashier/withdraw/ttp', {
      form: { ...hiddenInputs(form), recipient: recipient.username, amount: '5' },
      headers: fromItsOwnPage(player.cookie),
    });
    expect(refused.status).toBe(200);
    expect(visible(refused.text)).toContain(`You are taking a break from gambling until ${dateIn('en', player.endsAt)}.`);
  });

  it('a sports bet', async () => {
    const player = await playerOnABreak();
    const event = await sandbox.legacyRequest('GET', '/sports/event/fx-1', { headers: player.cookie });
    const refused = await sandbox.legacyRequest('POST', '/sports/event/fx-1', {
      form: { ...hiddenInputs(event), selection: 'HOME', stake: '10' },
      headers: fromItsOwnPage(player.cookie),
    });
    expect(refused.status).toBe(200);
    expect(visible(refused.text)).toContain(`You are taking a break from gambling until ${dateIn('en', player.endsAt)}.`);
  });
});
