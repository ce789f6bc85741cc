import type { LoyaltyStatusMessages } from './en';

export const es: LoyaltyStatusMessages = {
  loyaltyStatus: {
    toTier_one: 'Te falta {{points}} punto de estado para {{tier}}',
    toTier_other: 'Te faltan {{points}} puntos de estado para {{tier}}',
    toNextTier_one: 'Te falta {{points}} punto de estado para el siguiente nivel',
    toNextTier_other: 'Te faltan {{points}} puntos de estado para el siguiente nivel',
    top: 'Nivel máximo, con {{points}} puntos de estado',
  },
};
