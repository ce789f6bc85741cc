import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newPlayer, signIn } from './support';

/** Seeded catalogue: a European roulette table (docs/roulette-rules.md). */
const roulette = { name: 'European Jade Roulette', path: '/casino/table-games/roulette/european-jade-roulette' };
const gameFrame = (page: Page) => page.frameLocator(`iframe[title="${roulette.name}, the game"]`);
const reds = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

/** Euros in a text ("€1,234.50" → 1234.5). */
const euros = (text: string | null): number => Number((text ?? '').replace(/[^0-9.]/g, ''));

test('a player bets several chips on a roulette table with the mouse and the keyboard, undoes one, spins, and the win and the balance follow (RLT-01..RLT-08)', async ({ page, request }) => {
  await signIn(page, await newPlayer(request));
  await page.goto(`${roulette.path}#quickplay_realplay`);
  const game = gameFrame(page);
  const spin = game.getByRole('button', { name: 'Spin', exact: true });
  await expect(spin).toBeVisible();
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText(/125\.50/);
  const before = euros(await header.textContent());

  // With the mouse: chips of different values on a straight, a split on its border, a corner and an even-money bet.
  const chip = (value: string) => game.getByRole('radiogroup', { name: 'Chip value' }).getByRole('radio', { name: value });
  const spot = (name: string) => game.getByRole('button', { name, exact: true });
  await chip('€1.00').check();
  await spot('Straight 17').click();
  await chip('€0.50').check();
  await spot('Split 17 and 20').click();
  await chip('€0.10').check();
  await spot('Corner 17, 18, 20 and 21').click();
  await chip('€5.00').check();
  await spot('Red').click();
  await expect(game.getByRole('button', { name: 'Split 17 and 20, €0.50 on it' })).toBeVisible();
  await expect(game.getByRole('button', { name: 'Red, €5.00 on it' })).toBeVisible();

  // With the keyboard: the chips are a radio group (arrows); the table is one stop of Tab, back to the
  // spot last used (Red), and the arrows move to the nearest spot that way (up: the 2nd dozen); Enter bets.
  await chip('€5.00').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(chip('€1.00')).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await expect(game.getByRole('button', { name: 'Red, €5.00 on it' })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(spot('2nd 12: 13 to 24')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(game.getByRole('button', { name: '2nd 12: 13 to 24, €1.00 on it' })).toBeVisible();

  // One chip too many, taken back.
  await spot('Black').click();
  await expect(game.getByText('Total stake: €8.60')).toBeVisible();
  await game.getByRole('button', { name: 'Undo' }).click();
  await expect(spot('Black')).toBeVisible();
  await expect(game.getByRole('status').filter({ hasText: 'Last chip taken back. Total stake €7.60.' })).toBeVisible();

  await spin.click();
  const status = game.getByRole('status').filter({ hasText: 'The ball landed on' });
  await expect(status).toBeVisible();
  const number = Number(/landed on (\d+)/.exec((await status.textContent()) ?? '')?.[1]);
  expect(number).toBeGreaterThanOrEqual(0);
  expect(number).toBeLessThanOrEqual(36);
  // The win is the stake times (payout + 1) of each bet that covers the number, and nothing else.
  const win = (number === 17 ? 36 : 0) + ([17, 20].includes(number) ? 9 : 0) + ([17, 18, 20, 21].includes(number) ? 0.9 : 0) + (reds.has(number) ? 10 : 0) + (number >= 13 && number <= 24 ? 3 : 0);
  await expect(status).toContainText(win > 0 ? `You won €${win.toFixed(2)}!` : 'No win this time.');
  // The number is lit on the table and first of the last numbers.
  await expect(spot(`Straight ${number}`).or(game.getByRole('button', { name: `Straight ${number}, €1.00 on it` }))).toHaveClass(/\bwon\b/);
  await expect(game.getByRole('list', { name: 'Last numbers' }).getByRole('listitem').first()).toHaveText(new RegExp(`^${number} (red|black|green)$`));
  if (reds.has(number)) await expect(game.getByText('Red: won €10.00')).toBeVisible();
  // The game's balance and the site's header follow the round.
  const after = before - 7.6 + win;
  await expect(game.locator('#balance')).toHaveText(`€${after.toFixed(2)}`);
  await expect(header).toHaveText(new RegExp(after.toFixed(2).replace('.', '\\.')));
  // The chips stay for the next spin.
  await expect(game.getByText('Total stake: €7.60')).toBeVisible();
});
