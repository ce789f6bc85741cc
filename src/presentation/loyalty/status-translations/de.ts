import type { LoyaltyStatusMessages } from './en';

export const de: LoyaltyStatusMessages = {
  loyaltyStatus: {
    toTier_one: 'Noch {{points}} Statuspunkt bis {{tier}}',
    toTier_other: 'Noch {{points}} Statuspunkte bis {{tier}}',
    toNextTier_one: 'Noch {{points}} Statuspunkt bis zur nächsten Stufe',
    toNextTier_other: 'Noch {{points}} Statuspunkte bis zur nächsten Stufe',
    top: 'Höchste Stufe, mit {{points}} Statuspunkten',
  },
};
