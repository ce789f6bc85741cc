import type { WalletMessages } from './en';

export const es: WalletMessages = {
  wallet: {
    balance: 'Saldo',
    balanceTooltip: 'El dinero con el que puedes jugar ahora.',
    withdrawable: 'Retirable',
    withdrawableTooltip: 'La parte de tu saldo que puedes retirar.',
    bonus: 'Bono',
    bonusTooltip: 'Dinero de bono, jugable según sus condiciones.',
    bonusLink: 'Progreso de apuesta del bono',
    locked: 'Bloqueado',
    lockedTooltip: 'Dinero retenido hasta cumplir sus requisitos de apuesta.',
    nonPlayableBonus: 'Bono pendiente',
    nonPlayableBonusTooltip: 'Dinero de bono que será jugable cuando se cumplan sus condiciones.',
    loading: 'Cargando saldo…',
    stale: 'El saldo puede no estar actualizado: estamos intentando refrescarlo.',
    unavailable: 'Saldo no disponible',
    deposit: 'Depositar',
    withdraw: 'Retirar',
    pendingWithdrawal: 'Tienes una retirada pendiente de {{amount}}.',
    managePending: 'Gestionar retiradas pendientes',
  },
  notifications: {
    label: 'Mensajes',
    unread_one: '{{count}} mensaje sin leer',
    unread_other: '{{count}} mensajes sin leer',
    capped: 'Más de 999 mensajes sin leer',
  },
  account: {
    menu: 'Menú de la cuenta',
    title: 'Mi cuenta',
    historyLink: 'Historial de transacciones',
    greeting: 'Hola, {{name}}',
    email: 'Correo electrónico',
    currency: 'Moneda',
  },
};
