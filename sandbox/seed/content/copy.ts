import { englishPromotions, germanPromotions, spanishPromotions, type PromotionsCopy } from './promotions.ts';

/** Every text the demo pages show, per language (the content service keeps one page per language). */
export interface PageCopy {
  siteTitle: string;
  help: string;
  menu: {
    casino: string;
    slots: string;
    jackpots: string;
    tableGames: string;
    liveCasino: string;
    virtualSports: string;
    sportsbook: string;
    sports: string;
    promotions: string;
    newGames: string;
    myGames: string;
    home: string;
    live: string;
    search: string;
    account: string;
  };
  slides: {
    welcome: { title: string; text: string; alt: string; cta: string };
    jackpots: { title: string; text: string; alt: string; cta: string };
    live: { title: string; text: string; alt: string; cta: string };
    joinNow: { title: string; text: string; alt: string; cta: string };
  };
  heroTitle: string;
  rails: { newGames: string; popular: string; jackpots: string; live: string; provider: string; virtual: string; favourites: string };
  responsible: { title: string; body: string };
  featured: { title: string };
  footer: {
    about: string;
    aboutUs: string;
    roulette: string;
    gameOfTheWeek: string;
    weekend: string;
    payments: string;
    helpCentre: string;
    licence: string;
    saferGambling: string;
  };
  account: { title: string; deposit: string; withdraw: string; myGames: string; promotions: string };
  casinoPage: { title: string; intro: string };
  livePage: { title: string; intro: string };
  virtualPage: { title: string; intro: string };
  sportsbookPage: { title: string; body: string };
  promotionsPage: { title: string; intro: string; listTitle: string };
  promotions: PromotionsCopy;
  welcomeOffer: { title: string; body: string; cta: string };
  aboutUs: { title: string; body: string };
  responsiblePage: { title: string; body: string };
  rouletteArticle: { title: string; body: string };
  weekendPromotion: { title: string; body: string };
  paymentsHelp: { title: string; body: string };
  commonFaq: { title: string; body: string };
  contentChecks: { title: string; markupTitle: string; markupBody: string; badLink: string; badImage: string };
}

export const english: PageCopy = {
  siteTitle: 'Aurora Casino',
  help: 'Help',
  menu: {
    casino: 'Casino',
    slots: 'Slots',
    jackpots: 'Jackpots',
    tableGames: 'Table games',
    liveCasino: 'Live casino',
    virtualSports: 'Virtual sports',
    sportsbook: 'Sportsbook',
    sports: 'Sports',
    promotions: 'Promotions',
    newGames: 'New games',
    myGames: 'My games',
    home: 'Home',
    live: 'Live',
    search: 'Search',
    account: 'Account',
  },
  slides: {
    welcome: { title: 'Welcome offer: 100% up to €200', text: 'Double your first deposit and start spinning tonight.', alt: 'Golden rings on a purple night sky', cta: 'Claim the offer' },
    jackpots: { title: 'Jackpots that keep growing', text: 'Every spin on a jackpot game adds to the pot.', alt: 'Golden rings on a bronze background', cta: 'See the jackpots' },
    live: { title: 'Live tables, real dealers', text: 'Roulette, blackjack and game shows, streamed around the clock.', alt: 'Pink rings on a deep blue background', cta: 'Take a seat' },
    joinNow: { title: 'New here? Join now', text: 'Open an account in a minute and play for real.', alt: 'Teal rings on a dark green background', cta: 'Join now' },
  },
  heroTitle: 'Featured',
  rails: {
    newGames: 'New games',
    popular: 'Popular right now',
    jackpots: 'Jackpots',
    live: 'Live tables',
    provider: 'Nebula Gaming',
    virtual: 'Virtual sports',
    favourites: 'Players love these',
  },
  responsible: {
    title: 'Play <b>responsibly</b> & have fun',
    body: 'Set a deposit limit before you play, and take a break whenever you need one.\n\nGambling is for adults over 18 only.',
  },
  featured: { title: 'Player favourites' },
  footer: {
    about: 'About Aurora',
    aboutUs: 'About us',
    roulette: 'How to play roulette',
    gameOfTheWeek: 'Game of the week: Starburst',
    weekend: 'Weekend reload',
    payments: 'Payments',
    helpCentre: 'Help centre',
    licence: 'Our licences',
    saferGambling: 'Safer gambling (BeGambleAware)',
  },
  account: { title: 'Quick actions', deposit: 'Deposit', withdraw: 'Withdraw', myGames: 'My games', promotions: 'My promotions' },
  casinoPage: { title: 'Casino', intro: 'Over three thousand slots, jackpots and table games from a dozen studios.' },
  livePage: { title: 'Live casino', intro: 'Real dealers, real tables, streamed in HD.' },
  virtualPage: { title: 'Virtual sports', intro: 'A football match or a horse race every few minutes, day and night.' },
  sportsbookPage: { title: 'Sportsbook', body: 'The sportsbook opens here in a later release.\n\nUntil then, try our virtual sports: a match every few minutes.' },
  promotionsPage: { title: 'Promotions', intro: 'Offers for new and returning players.', listTitle: 'Current offers' },
  promotions: englishPromotions,
  welcomeOffer: {
    title: 'Welcome offer',
    body: 'Deposit at least €20 and we match it 100%, up to €200.\n\nThe bonus must be wagered 30 times within 30 days. Terms apply.',
    cta: 'Deposit now',
  },
  aboutUs: { title: 'About us', body: 'Aurora Casino is a demo casino built to show a modern lobby.\n\nNo real money is involved.' },
  responsiblePage: { title: 'Responsible gaming', body: 'Set limits, take breaks and never chase losses.\n\nIf gambling stops being fun, ask for help.' },
  rouletteArticle: { title: 'How to play roulette', body: 'Pick a number, a colour or a group of numbers, then place your chips.\n\nThe ball decides: a straight number pays 35 to 1.' },
  weekendPromotion: { title: 'Weekend reload', body: 'Every Saturday and Sunday, a 50% reload bonus up to €50.\n\nOne per player per weekend.' },
  paymentsHelp: { title: 'Payments', body: 'Deposits arrive at once. Withdrawals are paid within 24 hours once your account is verified.' },
  commonFaq: { title: 'Frequently asked questions', body: 'How do I reset my password? Use "Forgot password" on the login form.\n\nHow long do withdrawals take? Up to 24 hours.' },
  contentChecks: {
    title: 'Content checks',
    markupTitle: '<img src=x onerror=alert(1)> & <script>alert("x")</script>',
    markupBody: 'This text holds <b>bold markup</b>, a script<script>alert(1)</script> & an "ampersand": the site shows the bold words, never a tag or the script.',
    badLink: 'A javascript: link (dropped)',
    badImage: 'An image from a data: URL (dropped)',
  },
};

export const spanish: PageCopy = {
  siteTitle: 'Aurora Casino',
  help: 'Ayuda',
  menu: {
    casino: 'Casino',
    slots: 'Tragaperras',
    jackpots: 'Botes',
    tableGames: 'Juegos de mesa',
    liveCasino: 'Casino en vivo',
    virtualSports: 'Deportes virtuales',
    sportsbook: 'Apuestas deportivas',
    sports: 'Deportes',
    promotions: 'Promociones',
    newGames: 'Novedades',
    myGames: 'Mis juegos',
    home: 'Inicio',
    live: 'En vivo',
    search: 'Buscar',
    account: 'Cuenta',
  },
  slides: {
    welcome: { title: 'Oferta de bienvenida: 100% hasta 200 €', text: 'Duplica tu primer depósito y empieza a girar esta noche.', alt: 'Anillos dorados sobre un cielo nocturno morado', cta: 'Obtener la oferta' },
    jackpots: { title: 'Botes que no paran de crecer', text: 'Cada giro en un juego con bote suma al premio.', alt: 'Anillos dorados sobre fondo bronce', cta: 'Ver los botes' },
    live: { title: 'Mesas en vivo, crupieres reales', text: 'Ruleta, blackjack y concursos, emitidos a todas horas.', alt: 'Anillos rosas sobre fondo azul oscuro', cta: 'Siéntate a jugar' },
    joinNow: { title: '¿Eres nuevo? Únete ahora', text: 'Abre una cuenta en un minuto y juega con dinero real.', alt: 'Anillos turquesa sobre fondo verde oscuro', cta: 'Únete ahora' },
  },
  heroTitle: 'Destacados',
  rails: {
    newGames: 'Juegos nuevos',
    popular: 'Lo más jugado ahora',
    jackpots: 'Botes',
    live: 'Mesas en vivo',
    provider: 'Nebula Gaming',
    virtual: 'Deportes virtuales',
    favourites: 'Los favoritos de los jugadores',
  },
  responsible: {
    title: 'Juega con <b>responsabilidad</b> y diviértete',
    body: 'Fija un límite de depósito antes de jugar y tómate un descanso cuando lo necesites.\n\nEl juego es solo para mayores de 18 años.',
  },
  featured: { title: 'Favoritos de los jugadores' },
  footer: {
    about: 'Sobre Aurora',
    aboutUs: 'Quiénes somos',
    roulette: 'Cómo jugar a la ruleta',
    gameOfTheWeek: 'Juego de la semana: Starburst',
    weekend: 'Recarga de fin de semana',
    payments: 'Pagos',
    helpCentre: 'Centro de ayuda',
    licence: 'Nuestras licencias',
    saferGambling: 'Juego más seguro (BeGambleAware)',
  },
  account: { title: 'Acciones rápidas', deposit: 'Depositar', withdraw: 'Retirar', myGames: 'Mis juegos', promotions: 'Mis promociones' },
  casinoPage: { title: 'Casino', intro: 'Más de tres mil tragaperras, botes y juegos de mesa de una docena de estudios.' },
  livePage: { title: 'Casino en vivo', intro: 'Crupieres reales y mesas reales, en HD.' },
  virtualPage: { title: 'Deportes virtuales', intro: 'Un partido de fútbol o una carrera de caballos cada pocos minutos, de día y de noche.' },
  sportsbookPage: { title: 'Apuestas deportivas', body: 'Las apuestas deportivas llegarán aquí en una próxima versión.\n\nMientras tanto, prueba los deportes virtuales: un partido cada pocos minutos.' },
  promotionsPage: { title: 'Promociones', intro: 'Ofertas para jugadores nuevos y habituales.', listTitle: 'Ofertas actuales' },
  promotions: spanishPromotions,
  welcomeOffer: {
    title: 'Oferta de bienvenida',
    body: 'Deposita al menos 20 € y te damos el 100%, hasta 200 €.\n\nEl bono debe apostarse 30 veces en 30 días. Se aplican condiciones.',
    cta: 'Depositar ahora',
  },
  aboutUs: { title: 'Quiénes somos', body: 'Aurora Casino es un casino de demostración hecho para mostrar un lobby moderno.\n\nNo se usa dinero real.' },
  responsiblePage: { title: 'Juego responsable', body: 'Fija límites, haz pausas y no intentes recuperar lo perdido.\n\nSi el juego deja de ser divertido, pide ayuda.' },
  rouletteArticle: { title: 'Cómo jugar a la ruleta', body: 'Elige un número, un color o un grupo de números y coloca tus fichas.\n\nLa bola decide: un pleno paga 35 a 1.' },
  weekendPromotion: { title: 'Recarga de fin de semana', body: 'Cada sábado y domingo, un bono de recarga del 50% hasta 50 €.\n\nUno por jugador y fin de semana.' },
  paymentsHelp: { title: 'Pagos', body: 'Los depósitos llegan al instante. Las retiradas se pagan en 24 horas una vez verificada tu cuenta.' },
  commonFaq: { title: 'Preguntas frecuentes', body: '¿Cómo cambio mi contraseña? Usa "He olvidado mi contraseña" en el formulario de acceso.\n\n¿Cuánto tarda una retirada? Hasta 24 horas.' },
  contentChecks: {
    title: 'Pruebas de contenido',
    markupTitle: '<img src=x onerror=alert(1)> & <script>alert("x")</script>',
    markupBody: 'Este texto lleva <b>marcado en negrita</b>, un script<script>alert(1)</script> y un "ampersand" (&): el sitio muestra la negrita, nunca una etiqueta ni el script.',
    badLink: 'Un enlace javascript: (descartado)',
    badImage: 'Una imagen con URL data: (descartada)',
  },
};

export const german: PageCopy = {
  siteTitle: 'Aurora Casino',
  help: 'Hilfe',
  menu: {
    casino: 'Casino',
    slots: 'Slots',
    jackpots: 'Jackpots',
    tableGames: 'Tischspiele',
    liveCasino: 'Live-Casino',
    virtualSports: 'Virtuelle Sportarten',
    sportsbook: 'Sportwetten',
    sports: 'Sport',
    promotions: 'Aktionen',
    newGames: 'Neue Spiele',
    myGames: 'Meine Spiele',
    home: 'Startseite',
    live: 'Live',
    search: 'Suche',
    account: 'Konto',
  },
  slides: {
    welcome: { title: 'Willkommensangebot: 100 % bis zu 200 €', text: 'Verdoppeln Sie Ihre erste Einzahlung und drehen Sie noch heute Abend.', alt: 'Goldene Ringe an einem violetten Nachthimmel', cta: 'Angebot sichern' },
    jackpots: { title: 'Jackpots, die immer weiter wachsen', text: 'Jeder Dreh an einem Jackpot-Spiel erhöht den Topf.', alt: 'Goldene Ringe auf bronzenem Hintergrund', cta: 'Zu den Jackpots' },
    live: { title: 'Live-Tische, echte Croupiers', text: 'Roulette, Blackjack und Spielshows, rund um die Uhr übertragen.', alt: 'Rosa Ringe auf tiefblauem Hintergrund', cta: 'Platz nehmen' },
    joinNow: { title: 'Neu hier? Jetzt registrieren', text: 'Eröffnen Sie in einer Minute ein Konto und spielen Sie um echtes Geld.', alt: 'Türkise Ringe auf dunkelgrünem Hintergrund', cta: 'Jetzt registrieren' },
  },
  heroTitle: 'Empfohlen',
  rails: {
    newGames: 'Neue Spiele',
    popular: 'Gerade beliebt',
    jackpots: 'Jackpots',
    live: 'Live-Tische',
    provider: 'Nebula Gaming',
    virtual: 'Virtuelle Sportarten',
    favourites: 'Das lieben unsere Spieler',
  },
  responsible: {
    title: 'Spielen Sie <b>verantwortungsvoll</b> & mit Spaß',
    body: 'Legen Sie vor dem Spielen ein Einzahlungslimit fest und machen Sie eine Pause, wann immer Sie eine brauchen.\n\nGlücksspiel nur für Erwachsene ab 18 Jahren.',
  },
  featured: { title: 'Lieblinge der Spieler' },
  footer: {
    about: 'Über Aurora',
    aboutUs: 'Über uns',
    roulette: 'So spielen Sie Roulette',
    gameOfTheWeek: 'Spiel der Woche: Starburst',
    weekend: 'Wochenend-Reload',
    payments: 'Zahlungen',
    helpCentre: 'Hilfe-Center',
    licence: 'Unsere Lizenzen',
    saferGambling: 'Sicheres Spielen (BeGambleAware)',
  },
  account: { title: 'Schnellaktionen', deposit: 'Einzahlen', withdraw: 'Auszahlen', myGames: 'Meine Spiele', promotions: 'Meine Aktionen' },
  casinoPage: { title: 'Casino', intro: 'Über dreitausend Slots, Jackpots und Tischspiele von einem Dutzend Studios.' },
  livePage: { title: 'Live-Casino', intro: 'Echte Croupiers, echte Tische, in HD übertragen.' },
  virtualPage: { title: 'Virtuelle Sportarten', intro: 'Alle paar Minuten ein Fußballspiel oder ein Pferderennen, Tag und Nacht.' },
  sportsbookPage: { title: 'Sportwetten', body: 'Die Sportwetten öffnen hier mit einer späteren Version.\n\nBis dahin probieren Sie unsere virtuellen Sportarten: alle paar Minuten ein Spiel.' },
  promotionsPage: { title: 'Aktionen', intro: 'Angebote für neue und wiederkehrende Spieler.', listTitle: 'Aktuelle Angebote' },
  promotions: germanPromotions,
  welcomeOffer: {
    title: 'Willkommensangebot',
    body: 'Zahlen Sie mindestens 20 € ein, und wir verdoppeln den Betrag um 100 %, bis zu 200 €.\n\nDer Bonus muss innerhalb von 30 Tagen 30-mal umgesetzt werden. Es gelten die Bedingungen.',
    cta: 'Jetzt einzahlen',
  },
  aboutUs: { title: 'Über uns', body: 'Aurora Casino ist ein Demo-Casino, das eine moderne Lobby zeigt.\n\nEs ist kein echtes Geld im Spiel.' },
  responsiblePage: { title: 'Verantwortungsvolles Spielen', body: 'Setzen Sie sich Limits, machen Sie Pausen und jagen Sie Verlusten niemals hinterher.\n\nWenn das Spielen keinen Spaß mehr macht, holen Sie sich Hilfe.' },
  rouletteArticle: { title: 'So spielen Sie Roulette', body: 'Wählen Sie eine Zahl, eine Farbe oder eine Zahlengruppe und setzen Sie Ihre Chips.\n\nDie Kugel entscheidet: Eine einzelne Zahl zahlt 35 zu 1.' },
  weekendPromotion: { title: 'Wochenend-Reload', body: 'Jeden Samstag und Sonntag ein Reload-Bonus von 50 % bis zu 50 €.\n\nEiner pro Spieler und Wochenende.' },
  paymentsHelp: { title: 'Zahlungen', body: 'Einzahlungen kommen sofort an. Auszahlungen erfolgen innerhalb von 24 Stunden, sobald Ihr Konto verifiziert ist.' },
  commonFaq: { title: 'Häufig gestellte Fragen', body: 'Wie setze ich mein Passwort zurück? Nutzen Sie „Passwort vergessen“ im Anmeldeformular.\n\nWie lange dauern Auszahlungen? Bis zu 24 Stunden.' },
  contentChecks: {
    title: 'Inhaltsprüfungen',
    markupTitle: '<img src=x onerror=alert(1)> & <script>alert("x")</script>',
    markupBody: 'Dieser Text enthält <b>fettes Markup</b>, ein Skript<script>alert(1)</script> & ein "Kaufmanns-Und": Die Website zeigt das Fette, nie ein Tag oder das Skript.',
    badLink: 'Ein javascript:-Link (entfernt)',
    badImage: 'Ein Bild aus einer data:-URL (entfernt)',
  },
};
