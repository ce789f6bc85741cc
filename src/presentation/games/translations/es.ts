import type { GamesMessages } from './en';

export const es: GamesMessages = {
  gameCard: {
    freeGames: 'Partidas gratis',
    jackpot: 'Bote',
    badge_new: 'Nuevo',
    badge_hot: 'Popular',
    badge_exclusive: 'Exclusivo',
    quickPlay: 'Jugar ya a {{name}}',
    quickPlayShort: 'Jugar',
    practicePlay: 'Demo: jugar gratis a {{name}}',
    practicePlayShort: 'Demo',
    star: 'Añadir {{name}} a mis juegos',
    unstar: 'Quitar {{name}} de mis juegos',
  },
  gameRail: {
    previous: 'Juegos anteriores: {{title}}',
    next: 'Más juegos: {{title}}',
    more: 'Ver todos',
    moreLabel: 'Ver todos: {{title}}',
  },
  gameSearch: {
    open: 'Buscar juegos',
    label: 'Buscar juegos',
    placeholder: 'Busca juegos',
    close: 'Cerrar la búsqueda',
    results: 'Juegos encontrados',
    recent: 'Búsquedas recientes',
    searching: 'Buscando…',
    noResults: 'No se encontró ningún juego, revisa la ortografía',
    failed: 'La búsqueda no está disponible ahora. Inténtalo más tarde.',
    resultCount_one: '{{count}} juego encontrado',
    resultCount_other: '{{count}} juegos encontrados',
    hint: 'Usa las flechas para recorrer los resultados y Intro para abrir un juego.',
  },
  favourites: {
    starFailed: 'No se pudo añadir el juego a tus juegos. Inténtalo de nuevo.',
    unstarFailed: 'No se pudo quitar el juego de tus juegos. Inténtalo de nuevo.',
  },
};
