/**
 * The promotions page's offers (CNT-03), per language: each card's words, its key terms in a line and
 * its full terms (rich text: paragraphs, lists, bold). What each offer leads to and its art are in
 * pages.ts and the content service's artwork.
 */
export type PromotionName = 'welcome' | 'weekend' | 'spins' | 'roulette' | 'jackpot';

export interface PromotionCopy {
  readonly title: string;
  readonly text: string;
  readonly alt: string;
  readonly keyTerms: string;
  readonly terms: string;
}

export type PromotionsCopy = Readonly<Record<PromotionName, PromotionCopy>>;

export const englishPromotions: PromotionsCopy = {
  welcome: {
    title: 'Welcome offer: 100% up to €200',
    text: 'Double your first deposit and start spinning tonight.',
    alt: 'A gift box under golden rings',
    keyTerms: 'Min. deposit €20 · Wagering 30× · 30 days',
    terms:
      'For new players on their <b>first deposit</b> only. Deposit at least €20 and we match it 100%, up to €200.\n\n' +
      '<ul><li>The bonus must be wagered 30 times within 30 days.</li><li>Slots count 100%, table games 10%, live games 0%.</li><li>The largest bet while wagering is €5.</li></ul>\n\n' +
      'One welcome offer per person, household and payment method. <a href="/help/common-faq">Questions? Ask the help centre.</a>',
  },
  weekend: {
    title: 'Weekend reload: 50% up to €50',
    text: 'Every Saturday and Sunday, top up and get half as much again.',
    alt: 'Coins stacked on a teal night',
    keyTerms: 'Min. deposit €10 · Wagering 35× · 7 days',
    terms:
      'Deposit at least €10 on a Saturday or Sunday (CET) and get a 50% bonus, up to €50.\n\n' +
      '<ul><li>The bonus must be wagered 35 times within 7 days.</li><li>One reload per player per weekend.</li></ul>',
  },
  spins: {
    title: '20 free spins on Starburst',
    text: 'Twenty spins on the classic, on us, every Wednesday.',
    alt: 'Three reels with stars',
    keyTerms: 'No deposit needed · Winnings wagered 10× · 7 days',
    terms:
      'Open Starburst on a Wednesday and your 20 spins of €0.10 are waiting.\n\n' +
      '<ul><li>Winnings from the spins are bonus money, to be wagered 10 times within 7 days.</li><li>At most €100 can be won from the spins.</li></ul>',
  },
  roulette: {
    title: '10% roulette cashback',
    text: 'Lost at the roulette table this week? Get a tenth of it back on Monday.',
    alt: 'A roulette wheel in pink light',
    keyTerms: 'Up to €100 · Paid on Mondays · No wagering',
    terms:
      'We return 10% of your net losses on roulette from Monday to Sunday, up to €100, as cash on the following Monday.\n\n' +
      'Only real-money bets count; bonus bets do not. <i>Net losses</i> are bets minus winnings.',
  },
  jackpot: {
    title: 'Daily jackpot drop',
    text: 'A jackpot that must drop before 22:00 every day.',
    alt: 'A golden crown with falling coins',
    keyTerms: 'Min. bet €0.20 · Drops daily before 22:00 · No opt-in',
    terms:
      'Every real-money bet of €0.20 or more on Daily Crown Drop takes part.\n\n' +
      'The jackpot drops at random, and at the latest at 21:59:59 CET. The winner is paid at once, in cash.',
  },
};

export const spanishPromotions: PromotionsCopy = {
  welcome: {
    title: 'Oferta de bienvenida: 100% hasta 200 €',
    text: 'Duplica tu primer depósito y empieza a girar esta noche.',
    alt: 'Una caja de regalo bajo anillos dorados',
    keyTerms: 'Depósito mín. 20 € · Apuesta 30× · 30 días',
    terms:
      'Solo para jugadores nuevos en su <b>primer depósito</b>. Deposita al menos 20 € y lo igualamos al 100%, hasta 200 €.\n\n' +
      '<ul><li>El bono debe apostarse 30 veces en 30 días.</li><li>Las tragaperras cuentan al 100%, los juegos de mesa al 10% y los juegos en vivo al 0%.</li><li>La apuesta máxima mientras se cumple es de 5 €.</li></ul>\n\n' +
      'Una oferta de bienvenida por persona, hogar y método de pago. <a href="/help/common-faq">¿Dudas? Pregunta al centro de ayuda.</a>',
  },
  weekend: {
    title: 'Recarga de fin de semana: 50% hasta 50 €',
    text: 'Cada sábado y domingo, recarga y recibe la mitad más.',
    alt: 'Monedas apiladas en una noche turquesa',
    keyTerms: 'Depósito mín. 10 € · Apuesta 35× · 7 días',
    terms:
      'Deposita al menos 10 € un sábado o domingo (CET) y recibe un bono del 50%, hasta 50 €.\n\n' +
      '<ul><li>El bono debe apostarse 35 veces en 7 días.</li><li>Una recarga por jugador y fin de semana.</li></ul>',
  },
  spins: {
    title: '20 tiradas gratis en Starburst',
    text: 'Veinte tiradas en el clásico, invitamos nosotros, cada miércoles.',
    alt: 'Tres rodillos con estrellas',
    keyTerms: 'Sin depósito · Ganancias con apuesta 10× · 7 días',
    terms:
      'Abre Starburst un miércoles y tus 20 tiradas de 0,10 € te esperan.\n\n' +
      '<ul><li>Lo ganado con las tiradas es dinero de bono, que debe apostarse 10 veces en 7 días.</li><li>Se pueden ganar como máximo 100 € con las tiradas.</li></ul>',
  },
  roulette: {
    title: '10% de reembolso en la ruleta',
    text: '¿Has perdido en la ruleta esta semana? Recupera una décima parte el lunes.',
    alt: 'Una ruleta con luz rosa',
    keyTerms: 'Hasta 100 € · Se paga los lunes · Sin requisitos de apuesta',
    terms:
      'Te devolvemos el 10% de tus pérdidas netas en la ruleta de lunes a domingo, hasta 100 €, en efectivo el lunes siguiente.\n\n' +
      'Solo cuentan las apuestas con dinero real, no las de bono. Las <i>pérdidas netas</i> son lo apostado menos lo ganado.',
  },
  jackpot: {
    title: 'Bote diario',
    text: 'Un bote que tiene que caer cada día antes de las 22:00.',
    alt: 'Una corona dorada con monedas que caen',
    keyTerms: 'Apuesta mín. 0,20 € · Cae a diario antes de las 22:00 · Sin inscripción',
    terms:
      'Participa cada apuesta con dinero real de 0,20 € o más en Daily Crown Drop.\n\n' +
      'El bote cae al azar y, como muy tarde, a las 21:59:59 CET. El ganador cobra al instante, en efectivo.',
  },
};

export const germanPromotions: PromotionsCopy = {
  welcome: {
    title: 'Willkommensangebot: 100 % bis zu 200 €',
    text: 'Verdoppeln Sie Ihre erste Einzahlung und drehen Sie noch heute Abend.',
    alt: 'Ein Geschenk unter goldenen Ringen',
    keyTerms: 'Mindesteinzahlung 20 € · 30× umsetzen · 30 Tage',
    terms:
      'Nur für neue Spieler bei ihrer <b>ersten Einzahlung</b>. Zahlen Sie mindestens 20 € ein, und wir verdoppeln sie, bis zu 200 €.\n\n' +
      '<ul><li>Der Bonus muss innerhalb von 30 Tagen 30-mal umgesetzt werden.</li><li>Slots zählen zu 100 %, Tischspiele zu 10 %, Live-Spiele zu 0 %.</li><li>Der höchste Einsatz während des Umsatzes beträgt 5 €.</li></ul>\n\n' +
      'Ein Willkommensangebot pro Person, Haushalt und Zahlungsmittel. <a href="/help/common-faq">Fragen? Das Hilfe-Center hilft.</a>',
  },
  weekend: {
    title: 'Wochenend-Reload: 50 % bis zu 50 €',
    text: 'Jeden Samstag und Sonntag: einzahlen und die Hälfte dazu bekommen.',
    alt: 'Gestapelte Münzen in einer türkisen Nacht',
    keyTerms: 'Mindesteinzahlung 10 € · 35× umsetzen · 7 Tage',
    terms:
      'Zahlen Sie an einem Samstag oder Sonntag (MEZ) mindestens 10 € ein und erhalten Sie 50 % Bonus, bis zu 50 €.\n\n' +
      '<ul><li>Der Bonus muss innerhalb von 7 Tagen 35-mal umgesetzt werden.</li><li>Ein Reload pro Spieler und Wochenende.</li></ul>',
  },
  spins: {
    title: '20 Freispiele für Starburst',
    text: 'Zwanzig Drehungen am Klassiker, jeden Mittwoch, von uns.',
    alt: 'Drei Walzen mit Sternen',
    keyTerms: 'Ohne Einzahlung · Gewinne 10× umsetzen · 7 Tage',
    terms:
      'Öffnen Sie Starburst an einem Mittwoch, und Ihre 20 Drehungen zu 0,10 € warten schon.\n\n' +
      '<ul><li>Gewinne aus den Freispielen sind Bonusgeld und müssen innerhalb von 7 Tagen 10-mal umgesetzt werden.</li><li>Mit den Freispielen sind höchstens 100 € zu gewinnen.</li></ul>',
  },
  roulette: {
    title: '10 % Roulette-Cashback',
    text: 'Diese Woche am Roulettetisch verloren? Am Montag kommt ein Zehntel zurück.',
    alt: 'Ein Roulettekessel in rosa Licht',
    keyTerms: 'Bis zu 100 € · Auszahlung montags · Ohne Umsatz',
    terms:
      'Wir erstatten 10 % Ihrer Nettoverluste beim Roulette von Montag bis Sonntag, bis zu 100 €, am folgenden Montag als Echtgeld.\n\n' +
      'Nur Echtgeld-Einsätze zählen, Bonus-Einsätze nicht. <i>Nettoverluste</i> sind Einsätze abzüglich Gewinne.',
  },
  jackpot: {
    title: 'Täglicher Jackpot',
    text: 'Ein Jackpot, der jeden Tag vor 22:00 Uhr fallen muss.',
    alt: 'Eine goldene Krone mit fallenden Münzen',
    keyTerms: 'Mindesteinsatz 0,20 € · Fällt täglich vor 22:00 Uhr · Ohne Anmeldung',
    terms:
      'Jeder Echtgeld-Einsatz ab 0,20 € bei Daily Crown Drop nimmt teil.\n\n' +
      'Der Jackpot fällt zufällig, spätestens um 21:59:59 Uhr MEZ. Der Gewinner wird sofort in Echtgeld ausgezahlt.',
  },
};
