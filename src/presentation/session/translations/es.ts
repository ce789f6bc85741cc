import type { SessionMessages } from './en';

export const es: SessionMessages = {
  logout: {
    button: 'Cerrar sesión',
    success: 'Has cerrado la sesión. ¡Hasta pronto!',
    failed: 'Se produjo un error inesperado al cerrar la sesión.',
  },
  session: { expired: 'Tu sesión ha terminado. Vuelve a iniciar sesión.' },
};
