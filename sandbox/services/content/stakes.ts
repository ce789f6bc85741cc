import { currencyDecimals } from '../../kernel/money.ts';

/**
 * The stakes every game of the catalogue offers, in the currency's minor units (pennies for cents,
 * satoshis for bitcoin), smallest first. The game provider's stake picker offers exactly these and
 * refuses any other, and a game's page states their range: the page and the game cannot disagree.
 */
export function stakeStepsMinor(currency: string): readonly number[] {
  switch (currencyDecimals(currency)) {
    case 8:
      return [10_000, 20_000, 50_000, 100_000, 200_000, 500_000, 1_000_000];
    case 5:
      return [100, 200, 500, 1_000, 2_000, 5_000, 10_000];
    default:
      return [10, 20, 50, 100, 200, 500, 1_000];
  }
}

/** The currencies the platform's wallets hold: a game's page states its stake range in each. */
export const stakeCurrencies: readonly string[] = ['EUR', 'GBP', 'USD', 'SEK', 'NOK', 'CAD', 'JPY', 'BTC'];
