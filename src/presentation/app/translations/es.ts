import type { AppMessages } from './en';

export const es: AppMessages = {
  app: { name: 'Aurora Casino' },
  nav: {
    home: 'Inicio',
    casino: 'Casino',
    liveCasino: 'Casino en vivo',
    virtualSports: 'Deportes virtuales',
    account: 'Cuenta',
    login: 'Iniciar sesión',
    join: 'Regístrate',
    skipToContent: 'Ir al contenido',
    bottom: 'Navegación rápida',
  },
  errors: {
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'La página que buscas no existe o se ha movido.',
    internalTitle: 'Algo salió mal',
    internalText: 'Se produjo un error inesperado. Inténtalo de nuevo en un momento.',
    backHome: 'Volver al inicio',
  },
  footer: {
    responsible: 'Juega con responsabilidad. Solo mayores de {{age}} años.',
    payments: 'Formas de pago',
    bankTransfer: 'Transferencia bancaria',
    eWallet: 'Monedero electrónico',
    regulation: 'Licencia y juego más seguro',
    adultsOnly: 'Solo para jugadores de {{age}} años o más',
    licence: 'Con licencia de {{authority}}, n.º {{number}}.',
    rights: '© {{year}} Aurora Casino. Un sitio de demostración.',
    saferGambling: 'Juego más seguro',
    contact: 'Contacto',
    affiliate: 'Hazte afiliado',
  },
  common: { loading: 'Cargando…', dismiss: 'Cerrar' },
  reachability: {
    offline: 'Estás sin conexión: seguiremos intentándolo.',
    unreachable: 'No podemos conectar con el casino,',
    retryingIn: 'reintentando en {{count}} s.',
    retryNow: 'Reintentar ahora',
  },
};
