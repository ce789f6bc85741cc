export const BonusTokens = {
  BonusGateway: Symbol.for('bonus.BonusGateway'),
  BonusService: Symbol.for('bonus.BonusService'),
} as const;

/** How often the bonus's progress is asked for while a page shows it (a round also asks at once, through the balances' refresh). */
export const BONUS_REFRESH_MS = 15_000;
