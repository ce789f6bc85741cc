import { expect, test } from './fixtures';
import { newPlayer } from './support';

const starburst = '/casino/slots/classic/starburst';
const welcome = 'Welcome offer: 100% up to €200';

// BON-02, BON-04, BON-07, BON-08: a deposit, the opt-in on the promotions page, real-money spins that
// move the wagering, and the forfeit after a confirmation, through the built site and the sandbox.
test('a player opts in to the welcome offer, real-money spins move its wagering, and it is forfeited after a confirmation', async ({ page, request }) => {
  // Real money only to start with: the bonus balance is then the bonus's alone.
  const player = await newPlayer(request, 'ready@demo.test', { balances: [{ type: 'Playable', amount: 100 }, { type: 'Withdrawable', amount: 100 }] });
  const login = await page.request.post('/services/login-service/v1/login', { data: { username: player.username, password: player.password } });
  expect(login.status()).toBe(200);
  const { sessionId } = (await login.json()) as { sessionId: string };
  const deposit = await page.request.post(`/services/payment/v1/profiles/${sessionId}/deposits`, {
    headers: { 'Idempotency-Key': `bonus-journey-${Date.now()}` },
    data: { amount: 4000, currency: 'EUR', method: 'CARD', card: { number: '4242424242424242', expiry: '12/30', cvc: '123' } },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  await page.context().addCookies([{ name: 'sid', value: sessionId, url: test.info().project.use.baseURL ?? '' }]);

  await page.goto('/promotions');
  const card = page.getByRole('article', { name: welcome });
  await card.getByRole('button', { name: 'Opt in' }).click();
  await expect(card.getByTestId('opted-in')).toContainText('Opted in');
  // The account menu shows the bonus money apart from the real money, and the way to its wagering.
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await expect(page.locator('[data-balance-type="Bonus"] dd')).toHaveText('€40.00');
  await page.getByRole('link', { name: 'Bonus wagering progress' }).click();

  const panel = page.getByRole('main').getByRole('region', { name: 'Your bonus' });
  await expect(panel.getByTestId('bonus-balance')).toHaveText('€40.00');
  await expect(panel.getByTestId('bonus-wagered')).toHaveText('€0.00');
  await expect(panel.getByTestId('bonus-left')).toHaveText('€1,200.00');
  await expect(panel.getByRole('progressbar', { name: 'Wagering progress' })).toHaveAttribute('aria-valuenow', '0');

  await page.goto(`${starburst}#quickplay_realplay`);
  await expect(page.getByText('Real money', { exact: true })).toBeVisible();
  const spin = page.frameLocator('iframe[title="Starburst, the game"]').getByRole('button', { name: 'Spin', exact: true });
  for (let round = 0; round < 2; round += 1) {
    await expect(spin).toBeEnabled();
    await spin.click();
  }
  await expect(spin).toBeEnabled();

  await page.goto('/account');
  await expect(panel.getByTestId('bonus-wagered')).not.toHaveText('€0.00');
  await expect(panel.getByTestId('bonus-left')).not.toHaveText('€1,200.00');

  await panel.getByRole('button', { name: 'Forfeit bonus' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Forfeit your bonus?' });
  await expect(dialog).toContainText('You will lose €40.00 of bonus money');
  await dialog.getByRole('button', { name: 'Yes, forfeit it' }).click();
  await expect(panel).toContainText('You have no active bonus.');
  await expect(panel.getByTestId('past-bonuses')).toContainText('Forfeited');
});
