import type { ContentMessages } from './en';

export const es: ContentMessages = {
  content: {
    lobbyHeading: 'Vestíbulo del casino',
    loadingPage: 'Cargando la página…',
    pageFailedTitle: 'No se pudo cargar esta página',
    pageFailedText: 'Comprueba tu conexión e inténtalo de nuevo.',
    retry: 'Reintentar',
    notAvailableTitle: 'No disponible en tu región',
    notAvailableText: 'Este contenido no se ofrece donde te encuentras. Puedes seguir explorando el resto del casino.',
    channelMenu: 'Canales',
    miniHeader: 'Sitio',
    footerNav: 'Más información',
    disabledLink: '{{title}} (no disponible ahora)',
    externalLink: '{{title}} (abre otro sitio)',
    allCategories: 'Todas las categorías',
    closeOverlay: 'Cerrar',
    slideshow: 'Destacados',
    slideOf: 'Diapositiva {{index}} de {{count}}',
    previousSlide: 'Diapositiva anterior',
    nextSlide: 'Diapositiva siguiente',
    pauseSlides: 'Pausar el carrusel',
    playSlides: 'Reproducir el carrusel',
    jackpots: 'Botes',
    search: 'Buscar juegos',
    playerActions: 'Accesos rápidos',
  },
};
