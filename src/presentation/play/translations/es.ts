import type { PlayMessages } from './en';

export const es: PlayMessages = {
  play: {
    real: 'Jugar',
    loginAndPlay: 'Inicia sesión y juega',
    practice: 'Jugar de práctica',
    opening: 'Abriendo el juego…',
    close: 'Cerrar juego',
    retry: 'Reintentar',
    dismiss: 'Descartar',
    frameTitle: '{{name}}, el juego',
    provider: 'de {{provider}}',
    howToPlay: 'Cómo se juega',
    playingReal: 'Jugando con dinero real',
    playingPractice: 'Juego de práctica: solo dinero ficticio',
    loadingPage: 'Cargando el juego…',
    pageFailed: 'No se pudo cargar este juego. Comprueba tu conexión y vuelve a intentarlo.',
    notFound: 'Este juego no está disponible.',
    virtualSports: 'Deportes virtuales',
    virtualSportsIntro: 'Carreras y partidos a todas horas, resueltos cada pocos minutos.',
    practiceAge: {
      why: 'Aquí el modo práctica es para jugadores con la edad verificada.',
      logIn: 'Inicia sesión para jugar gratis',
      verify: 'Verifica tu edad para jugar gratis',
    },
    failure: {
      AGE_VERIFICATION_REQUIRED: 'Donde estás, el modo práctica es solo para jugadores con la edad verificada.',
      LOGIN_REQUIRED: 'Inicia sesión para jugar con dinero real.',
      PRACTICE_NOT_AVAILABLE: 'Este juego no tiene modo de práctica.',
      NOT_AVAILABLE_IN_REGION: 'Este juego no está disponible en tu región.',
      GAME_NOT_FOUND: 'Este juego no está disponible.',
      UNSAFE_URL: 'No se pudo abrir el juego de forma segura, así que no se abrió.',
      UNAVAILABLE: 'No se pudo abrir el juego. Vuelve a intentarlo.',
      SESSION_ENDED: 'Tu sesión terminó y el juego se cerró. Inicia sesión para volver a jugar.',
    },
    problem: {
      INSUFFICIENT_FUNDS: 'Saldo insuficiente para esta apuesta. Baja la apuesta o haz un depósito.',
      GAME_SESSION_ENDED: 'La sesión del juego caducó. Cierra el juego y vuelve a abrirlo.',
      ROUND_FAILED: 'No se pudo jugar esa ronda. Tu saldo no cambió.',
      UNKNOWN: 'El juego informó de un problema.',
    },
  },
};
