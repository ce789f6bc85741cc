import type { statementEn } from './statement-en';

export const statementEs: typeof statementEn = {
  title: 'Extracto mensual',
  explained:
    'El dinero que entró y salió de tu cuenta cada mes, y tu resultado neto: lo que ganaste menos lo que apostaste con dinero real. Las retiradas canceladas cuentan como depósitos; las rechazadas no se incluyen.',
  loading: 'Cargando tu extracto…',
  failed: 'No pudimos cargar tu extracto.',
  empty: 'Aún no hay extracto.',
  month: 'Mes',
  deposits: 'Depósitos',
  withdrawals: 'Retiradas',
  netPosition: 'Resultado neto',
};
