import { expect, test } from './fixtures';
import { logIn, newPlayer } from './support';

/** A player with 1234.99 loyalty points (1,200 redeemable for €12.00) and €5.00 of bonus money. */
const pointsHolder = { loyaltyPoints: 1234.99, balances: [{ type: 'Playable', amount: 15 }, { type: 'Withdrawable', amount: 10 }, { type: 'Bonus', amount: 5 }] };

test(`a player redeems loyalty points and sees the bonus balance grow`, async ({ page, request }) => {
  await logIn(page, await newPlayer(request, 'ready@demo.test', pointsHolder));
  await expect(page.getByTestId('header-balance')).toHaveText('€15.00');
  await page.goto('/account');
  const main = page.getByRole('main');
  const bonus = main.locator('[data-balance-type="Bonus"] dd');
  await expect(bonus).toHaveText('€5.00');
  const panel = main.getByRole('region', { name: 'Redeem points' });
  await expect(panel.getByText('You can redeem 1,200 Aurora points for €12.00 of bonus money.')).toBeVisible();

  await panel.getByRole('button', { name: 'Redeem for €12.00' }).click();
  await expect(panel.getByText('Redeem 1,200 Aurora points for €12.00 of bonus money?')).toBeVisible();
  await panel.getByRole('button', { name: 'Yes, redeem' }).click();

  await expect(panel.getByRole('status')).toHaveText('€12.00 was added to your bonus balance.');
  // The wallet and the loyalty profile are asked again at once, not at the next 30-second poll.
  await expect(bonus).toHaveText('€17.00');
  await expect(page.getByTestId('header-balance')).toHaveText('€27.00');
  await expect(main.getByTestId('loyalty-summary')).toContainText('34 points');
  await expect(panel.getByText(/Collect 100 Aurora points/)).toBeVisible();
});
