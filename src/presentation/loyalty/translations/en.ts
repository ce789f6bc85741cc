export const en = {
  loyalty: { tier: '{{tier}} tier', points: '{{points}} points' },
};

export type LoyaltyMessages = typeof en;
