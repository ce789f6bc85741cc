import type { LoyaltyMessages } from './en';

export const de: LoyaltyMessages = {
  loyalty: { tier: 'Stufe {{tier}}', points: '{{points}} Punkte' },
};
