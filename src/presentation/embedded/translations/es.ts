import type { EmbeddedMessages } from './en';

export const es: EmbeddedMessages = {
  embedded: {
    sportsbook: 'Apuestas deportivas',
    sportsbookFrame: 'Apuestas deportivas: eventos, cuotas y tus apuestas',
    loading: 'Cargando…',
    back: 'Atrás',
    slow: 'Está tardando más de lo habitual. Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    unconfigured: 'Esta parte del sitio no está disponible en este momento. Inténtalo de nuevo más tarde.',
  },
};
