import { expect, pageChecked, test } from './fixtures';
import { logIn, newPlayer } from './support';

/** A Bronze player with 1,240 points, all earned by play (as many status points), and €5.00 of bonus money. */
const bronzePlayer = { loyaltyPoints: 1240, balances: [{ type: 'Playable', amount: 15 }, { type: 'Withdrawable', amount: 10 }, { type: 'Bonus', amount: 5 }] };

// At both widths: the tier, the points to spend and the way to the next tier fit a phone too.
for (const tag of ['', '@mobile ']) {
  test(`${tag}a player redeems most of their points and keeps their tier and their way to the next one (LOYP-01, LOYP-02, LOYP-04)`, async ({ page, request }) => {
    await logIn(page, await newPlayer(request, 'ready@demo.test', bronzePlayer));
    await expect(page.getByTestId('header-balance')).toHaveText('€15.00');
    await page.goto('/account');
    const main = page.getByRole('main');
    const summary = main.getByTestId('loyalty-summary');
    await expect(summary).toHaveText('Bronze tier 1,240 points');
    const progress = main.getByRole('progressbar', { name: '3,760 status points to Silver' });
    await expect(progress).toBeVisible();
    await expect(main.getByText('3,760 status points to Silver')).toBeVisible();

    const panel = main.getByRole('region', { name: 'Redeem points' });
    await expect(panel.getByText('Redeeming never changes your tier: you stay Bronze.', { exact: false })).toBeVisible();
    expect(await pageChecked(page)).toBe(true);
    await panel.getByRole('button', { name: 'Redeem for €12.00' }).click();
    await panel.getByRole('button', { name: 'Yes, redeem' }).click();
    await expect(panel.getByRole('status')).toHaveText('€12.00 was added to your bonus balance.');

    // The points to spend went; the tier and the way to Silver stayed.
    await expect(summary).toHaveText('Bronze tier 40 points');
    await expect(progress).toBeVisible();
    await expect(panel.getByText('Redeeming never changes your tier: you stay Bronze.', { exact: false })).toBeVisible();

    // The account menu in the header says the same.
    await page.getByRole('button', { name: /^Account menu/ }).click();
    const menu = page.getByRole('region', { name: 'Account menu' });
    await expect(menu.getByTestId('loyalty-summary')).toHaveText('Bronze tier 40 points');
    await expect(menu.getByRole('progressbar', { name: '3,760 status points to Silver' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
