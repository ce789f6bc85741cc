import type { CashierMessages } from './en';

export const es: CashierMessages = {
  cashier: {
    depositTitle: 'Depositar',
    withdrawTitle: 'Retirar',
    unavailable: 'La caja aún no está conectada en este sitio. Contacta con soporte para depósitos y retiradas.',
  },
};
