import type { LoyaltyMessages } from './en';

export const es: LoyaltyMessages = {
  loyalty: { tier: 'Nivel {{tier}}', points: '{{points}} puntos' },
};
