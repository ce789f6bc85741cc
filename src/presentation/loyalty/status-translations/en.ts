/** The way to the next tier (the account menu and page): loaded with the pages' English chunk, not in the first script. */
export const en = {
  loyaltyStatus: {
    toTier_one: '{{points}} status point to {{tier}}',
    toTier_other: '{{points}} status points to {{tier}}',
    toNextTier_one: '{{points}} status point to the next tier',
    toNextTier_other: '{{points}} status points to the next tier',
    top: 'Top tier, with {{points}} status points',
  },
};

export type LoyaltyStatusMessages = typeof en;
