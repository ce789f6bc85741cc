/**
 * The help centre's articles (docs/api.md "Help centre"): seven categories in the order the help
 * home shows them, each article in English, Spanish and German. Bodies are plain text; a blank line
 * separates paragraphs.
 */

export type HelpLanguage = 'en' | 'es' | 'de';
export const helpLanguages: readonly HelpLanguage[] = ['en', 'es', 'de'];

export type HelpText = Readonly<Record<HelpLanguage, string>>;

export interface HelpArticleSeed {
  readonly slug: string;
  readonly contentId: string;
  readonly title: HelpText;
  readonly body: HelpText;
}

export interface HelpCategorySeed {
  readonly slug: string;
  readonly title: HelpText;
  readonly articles: readonly HelpArticleSeed[];
}

const article = (category: string, slug: string, title: HelpText, body: HelpText): HelpArticleSeed => ({
  slug,
  contentId: `help-${category}-${slug}`,
  title,
  body,
});

const commonFaq: HelpCategorySeed = {
  slug: 'common-faq',
  title: { en: 'Common questions', es: 'Preguntas frecuentes', de: 'Häufige Fragen' },
  articles: [
    article(
      'common-faq',
      'contact-support',
      { en: 'How do I contact support?', es: '¿Cómo contacto con el servicio de atención?', de: 'Wie erreiche ich den Kundenservice?' },
      {
        en: 'Send us a message through the contact form at any time: we answer every message by e-mail within 24 hours, usually much sooner.\n\nYou can also write to support@aurora.example or call +356 2000 0000 every day from 08:00 to 24:00 (CET). Never share your password or PIN with anyone, our staff included.',
        es: 'Envíanos un mensaje mediante el formulario de contacto en cualquier momento: respondemos cada mensaje por correo electrónico en menos de 24 horas, normalmente mucho antes.\n\nTambién puedes escribir a support@aurora.example o llamar al +356 2000 0000 todos los días de 08:00 a 24:00 (CET). Nunca compartas tu contraseña ni tu PIN con nadie, tampoco con nuestro personal.',
        de: 'Schreiben Sie uns jederzeit über das Kontaktformular: Wir beantworten jede Nachricht innerhalb von 24 Stunden per E-Mail, meist deutlich schneller.\n\nSie erreichen uns auch unter support@aurora.example oder täglich von 08:00 bis 24:00 Uhr (MEZ) unter +356 2000 0000. Geben Sie Ihr Passwort oder Ihre PIN niemals weiter, auch nicht an unsere Mitarbeiter.',
      },
    ),
    article(
      'common-faq',
      'is-my-money-safe',
      { en: 'Is my money safe?', es: '¿Está seguro mi dinero?', de: 'Ist mein Geld sicher?' },
      {
        en: 'Player funds are kept in a separate bank account, apart from the operator\'s own money, so your balance is protected even if the company gets into difficulties.\n\nAll payments travel over encrypted connections and we never store full card numbers.',
        es: 'Los fondos de los jugadores se guardan en una cuenta bancaria separada del dinero propio del operador, así tu saldo está protegido incluso si la empresa tiene dificultades.\n\nTodos los pagos viajan por conexiones cifradas y nunca guardamos números de tarjeta completos.',
        de: 'Spielergelder liegen auf einem getrennten Bankkonto, getrennt vom Geld des Betreibers, sodass Ihr Guthaben auch dann geschützt ist, wenn das Unternehmen in Schwierigkeiten gerät.\n\nAlle Zahlungen laufen über verschlüsselte Verbindungen, und wir speichern niemals vollständige Kartennummern.',
      },
    ),
    article(
      'common-faq',
      'who-can-play',
      { en: 'Who can play at Aurora Casino?', es: '¿Quién puede jugar en Aurora Casino?', de: 'Wer darf bei Aurora Casino spielen?' },
      {
        en: 'You must be 18 or older (or the legal age where you live, if higher) and live in a country where we hold a licence.\n\nOne account per person: a second account is closed and its balance returned to the original account once checked.',
        es: 'Debes tener 18 años o más (o la edad legal de tu país, si es mayor) y residir en un país donde tengamos licencia.\n\nUna cuenta por persona: una segunda cuenta se cierra y su saldo se devuelve a la cuenta original tras comprobarlo.',
        de: 'Sie müssen mindestens 18 Jahre alt sein (oder das höhere gesetzliche Mindestalter Ihres Landes erreicht haben) und in einem Land leben, in dem wir eine Lizenz besitzen.\n\nEin Konto pro Person: Ein zweites Konto wird geschlossen und sein Guthaben nach Prüfung dem ursprünglichen Konto gutgeschrieben.',
      },
    ),
  ],
};

const account: HelpCategorySeed = {
  slug: 'account',
  title: { en: 'Account and verification', es: 'Cuenta y verificación', de: 'Konto und Verifizierung' },
  articles: [
    article(
      'account',
      'verify-my-identity',
      { en: 'Why and how do I verify my identity?', es: '¿Por qué y cómo verifico mi identidad?', de: 'Warum und wie verifiziere ich meine Identität?' },
      {
        en: 'The law asks us to know who our players are before paying out, to protect you from fraud and to keep minors out.\n\nOpen your account page and choose "Verify identity": upload a clear photo of a passport, identity card or driving licence. Most documents are checked within a few hours; we tell you by e-mail when it is done.',
        es: 'La ley nos exige saber quiénes son nuestros jugadores antes de pagar, para protegerte del fraude y evitar que jueguen menores.\n\nAbre la página de tu cuenta y elige «Verificar identidad»: sube una foto nítida de tu pasaporte, documento de identidad o permiso de conducir. La mayoría de los documentos se revisan en pocas horas; te avisamos por correo electrónico al terminar.',
        de: 'Das Gesetz verlangt, dass wir unsere Spieler vor einer Auszahlung kennen, um Sie vor Betrug zu schützen und Minderjährige fernzuhalten.\n\nÖffnen Sie Ihre Kontoseite und wählen Sie „Identität verifizieren“: Laden Sie ein gut lesbares Foto Ihres Reisepasses, Personalausweises oder Führerscheins hoch. Die meisten Dokumente werden innerhalb weniger Stunden geprüft; wir informieren Sie per E-Mail.',
      },
    ),
    article(
      'account',
      'forgotten-password',
      { en: 'I forgot my password', es: 'He olvidado mi contraseña', de: 'Ich habe mein Passwort vergessen' },
      {
        en: 'On the login page choose "Forgotten password" and enter your e-mail address: we send you a link to choose a new password. The link works once and expires after an hour.\n\nAfter five wrong passwords in a row, logging in from that device pauses for 15 minutes to protect your account.',
        es: 'En la página de inicio de sesión elige «¿Has olvidado la contraseña?» e introduce tu correo electrónico: te enviaremos un enlace para elegir una nueva. El enlace funciona una vez y caduca en una hora.\n\nTras cinco contraseñas incorrectas seguidas, el acceso desde ese dispositivo se pausa 15 minutos para proteger tu cuenta.',
        de: 'Wählen Sie auf der Anmeldeseite „Passwort vergessen“ und geben Sie Ihre E-Mail-Adresse ein: Wir senden Ihnen einen Link, mit dem Sie ein neues Passwort festlegen. Der Link funktioniert einmal und läuft nach einer Stunde ab.\n\nNach fünf falschen Passwörtern in Folge wird die Anmeldung von diesem Gerät aus 15 Minuten lang gesperrt, um Ihr Konto zu schützen.',
      },
    ),
    article(
      'account',
      'two-factor-authentication',
      { en: 'Protecting your account with two-factor authentication', es: 'Protege tu cuenta con la verificación en dos pasos', de: 'Ihr Konto mit Zwei-Faktor-Authentifizierung schützen' },
      {
        en: 'Two-factor authentication asks for a code from your phone as well as your password, so a stolen password alone cannot open your account.\n\nTurn it on from the security section of your account page. Keep your phone number up to date: codes are sent by SMS.',
        es: 'La verificación en dos pasos pide un código de tu teléfono además de la contraseña, así una contraseña robada no basta para abrir tu cuenta.\n\nActívala desde la sección de seguridad de tu cuenta. Mantén tu número de teléfono al día: los códigos se envían por SMS.',
        de: 'Die Zwei-Faktor-Authentifizierung verlangt zusätzlich zum Passwort einen Code von Ihrem Telefon, sodass ein gestohlenes Passwort allein Ihr Konto nicht öffnet.\n\nAktivieren Sie sie im Sicherheitsbereich Ihrer Kontoseite. Halten Sie Ihre Telefonnummer aktuell: Die Codes werden per SMS gesendet.',
      },
    ),
  ],
};

const payments: HelpCategorySeed = {
  slug: 'payments',
  title: { en: 'Deposits and withdrawals', es: 'Depósitos y retiradas', de: 'Einzahlungen und Auszahlungen' },
  articles: [
    article(
      'payments',
      'how-to-deposit',
      { en: 'How do I make a deposit?', es: '¿Cómo hago un depósito?', de: 'Wie zahle ich ein?' },
      {
        en: 'Open the cashier from your account and choose "Deposit", then a payment method: card, bank transfer or e-wallet. Deposits by card and e-wallet arrive at once; bank transfers take one to three working days.\n\nThe minimum deposit is 10 EUR (or the same in your currency). We never charge a fee for deposits.',
        es: 'Abre la caja desde tu cuenta y elige «Depositar» y un método de pago: tarjeta, transferencia bancaria o monedero electrónico. Los depósitos con tarjeta y monedero llegan al instante; las transferencias tardan de uno a tres días hábiles.\n\nEl depósito mínimo es de 10 EUR (o su equivalente en tu moneda). Nunca cobramos comisión por depositar.',
        de: 'Öffnen Sie die Kasse in Ihrem Konto, wählen Sie „Einzahlen“ und eine Zahlungsart: Karte, Banküberweisung oder E-Wallet. Einzahlungen per Karte und E-Wallet kommen sofort an; Banküberweisungen dauern ein bis drei Werktage.\n\nDie Mindesteinzahlung beträgt 10 EUR (oder den Gegenwert in Ihrer Währung). Für Einzahlungen berechnen wir keine Gebühren.',
      },
    ),
    article(
      'payments',
      'withdrawal-times',
      { en: 'How long does a withdrawal take?', es: '¿Cuánto tarda una retirada?', de: 'Wie lange dauert eine Auszahlung?' },
      {
        en: 'We review every withdrawal within 24 hours. Once approved, e-wallets receive the money within hours, cards in one to three working days and bank transfers in up to five.\n\nYour first withdrawal needs a verified identity. While a withdrawal is pending you can cancel it from the cashier and play with the money again.',
        es: 'Revisamos cada retirada en menos de 24 horas. Una vez aprobada, los monederos electrónicos reciben el dinero en horas, las tarjetas en uno a tres días hábiles y las transferencias en hasta cinco.\n\nTu primera retirada requiere una identidad verificada. Mientras una retirada esté pendiente puedes cancelarla desde la caja y volver a jugar con ese dinero.',
        de: 'Wir prüfen jede Auszahlung innerhalb von 24 Stunden. Nach der Freigabe erhalten E-Wallets das Geld innerhalb weniger Stunden, Karten in ein bis drei Werktagen und Banküberweisungen in bis zu fünf.\n\nFür Ihre erste Auszahlung ist eine verifizierte Identität nötig. Solange eine Auszahlung aussteht, können Sie sie in der Kasse stornieren und mit dem Geld weiterspielen.',
      },
    ),
    article(
      'payments',
      'declined-deposit',
      { en: 'Why was my deposit declined?', es: '¿Por qué se rechazó mi depósito?', de: 'Warum wurde meine Einzahlung abgelehnt?' },
      {
        en: 'Most declines come from the bank: not enough funds, a card not enabled for online payments, or a daily limit reached. Check with your bank, or try another method.\n\nA deposit may also be refused when it would go over a deposit limit you set yourself: you can see and change your limits under safer gambling.',
        es: 'La mayoría de los rechazos vienen del banco: fondos insuficientes, una tarjeta no habilitada para pagos en línea o un límite diario alcanzado. Consulta con tu banco o prueba otro método.\n\nUn depósito también puede rechazarse si supera un límite de depósito que tú mismo fijaste: puedes ver y cambiar tus límites en juego más seguro.',
        de: 'Die meisten Ablehnungen kommen von der Bank: nicht genug Guthaben, eine nicht für Online-Zahlungen freigeschaltete Karte oder ein erreichtes Tageslimit. Fragen Sie bei Ihrer Bank nach oder versuchen Sie eine andere Zahlungsart.\n\nEine Einzahlung kann auch abgelehnt werden, wenn sie ein selbst gesetztes Einzahlungslimit überschreitet: Ihre Limits sehen und ändern Sie unter Sicheres Spielen.',
      },
    ),
    article(
      'payments',
      'currencies',
      { en: 'Which currencies can I use?', es: '¿Qué monedas puedo usar?', de: 'Welche Währungen kann ich nutzen?' },
      {
        en: 'Your account has one currency, chosen when you join: EUR, GBP, USD, SEK, NOK or CAD. Deposits in another currency are converted by your bank or payment provider.\n\nTo change your account\'s currency, contact support before your first deposit.',
        es: 'Tu cuenta tiene una moneda, elegida al registrarte: EUR, GBP, USD, SEK, NOK o CAD. Los depósitos en otra moneda los convierte tu banco o proveedor de pago.\n\nPara cambiar la moneda de tu cuenta, contacta con atención al cliente antes de tu primer depósito.',
        de: 'Ihr Konto hat eine Währung, die Sie bei der Anmeldung wählen: EUR, GBP, USD, SEK, NOK oder CAD. Einzahlungen in einer anderen Währung rechnet Ihre Bank oder Ihr Zahlungsanbieter um.\n\nUm die Währung Ihres Kontos zu ändern, kontaktieren Sie den Kundenservice vor Ihrer ersten Einzahlung.',
      },
    ),
  ],
};

const bonuses: HelpCategorySeed = {
  slug: 'bonuses',
  title: { en: 'Bonuses and promotions', es: 'Bonos y promociones', de: 'Boni und Aktionen' },
  articles: [
    article(
      'bonuses',
      'wagering-requirements',
      { en: 'What are wagering requirements?', es: '¿Qué son los requisitos de apuesta?', de: 'Was sind Umsatzbedingungen?' },
      {
        en: 'A bonus must be played through a number of times before it turns into cash you can withdraw. With a 10 EUR bonus and a 30x requirement, you need to place 300 EUR of bets.\n\nSlots count 100% towards wagering; table games and live casino count 10%. Your progress is shown in your balance as "Locked" money becoming "Withdrawable".',
        es: 'Un bono debe jugarse un número de veces antes de convertirse en dinero que puedes retirar. Con un bono de 10 EUR y un requisito de 30x, debes apostar 300 EUR.\n\nLas tragaperras cuentan al 100 % para el requisito; los juegos de mesa y el casino en vivo, al 10 %. Tu progreso aparece en tu saldo cuando el dinero «Bloqueado» pasa a «Retirable».',
        de: 'Ein Bonus muss mehrfach umgesetzt werden, bevor er zu auszahlbarem Geld wird. Bei einem Bonus von 10 EUR und 30-fachem Umsatz müssen Sie 300 EUR setzen.\n\nSpielautomaten zählen zu 100 % zum Umsatz, Tischspiele und Live-Casino zu 10 %. Ihren Fortschritt sehen Sie im Guthaben, wenn „Gesperrtes“ Geld zu „Auszahlbarem“ wird.',
      },
    ),
    article(
      'bonuses',
      'claim-a-bonus',
      { en: 'How do I claim a bonus?', es: '¿Cómo consigo un bono?', de: 'Wie erhalte ich einen Bonus?' },
      {
        en: 'Welcome and reload offers are added when you make a qualifying deposit during the offer. Free spins appear on the games they are for, with a badge on the game card.\n\nEach offer has its own terms: the minimum deposit, the wagering and the date it ends. Read them on the promotion\'s page before you deposit.',
        es: 'Las ofertas de bienvenida y de recarga se añaden al hacer un depósito válido durante la oferta. Las tiradas gratis aparecen en los juegos correspondientes, con una insignia en la tarjeta del juego.\n\nCada oferta tiene sus propias condiciones: el depósito mínimo, el requisito de apuesta y la fecha de fin. Léelas en la página de la promoción antes de depositar.',
        de: 'Willkommens- und Reload-Angebote werden gutgeschrieben, wenn Sie während des Angebots eine qualifizierende Einzahlung tätigen. Freispiele erscheinen bei den jeweiligen Spielen, mit einem Abzeichen auf der Spielkarte.\n\nJedes Angebot hat eigene Bedingungen: Mindesteinzahlung, Umsatz und Enddatum. Lesen Sie sie vor der Einzahlung auf der Seite der Aktion.',
      },
    ),
    article(
      'bonuses',
      'loyalty-points',
      { en: 'How do loyalty points work?', es: '¿Cómo funcionan los puntos de fidelidad?', de: 'Wie funktionieren Treuepunkte?' },
      {
        en: 'Every real-money bet earns loyalty points. Points raise your tier (Bronze, Silver, Gold) and can be exchanged for bonus money from your account page.\n\nPoints are shown rounded down; they never expire while your account is active.',
        es: 'Cada apuesta con dinero real suma puntos de fidelidad. Los puntos suben tu nivel (Bronce, Plata, Oro) y se pueden canjear por dinero de bono desde tu cuenta.\n\nLos puntos se muestran redondeados hacia abajo; no caducan mientras tu cuenta esté activa.',
        de: 'Jeder Echtgeld-Einsatz bringt Treuepunkte. Punkte heben Ihre Stufe (Bronze, Silber, Gold) und lassen sich auf Ihrer Kontoseite gegen Bonusgeld eintauschen.\n\nPunkte werden abgerundet angezeigt; sie verfallen nicht, solange Ihr Konto aktiv ist.',
      },
    ),
  ],
};

const games: HelpCategorySeed = {
  slug: 'games',
  title: { en: 'Games and rules', es: 'Juegos y reglas', de: 'Spiele und Regeln' },
  articles: [
    article(
      'games',
      'practice-play',
      { en: 'Can I try games for free?', es: '¿Puedo probar los juegos gratis?', de: 'Kann ich Spiele kostenlos testen?' },
      {
        en: 'Most slots have a practice mode: press "Try" on the game\'s page to play with pretend money. Live casino games have no practice mode.\n\nPractice results do not predict real-money results: every spin is independent.',
        es: 'La mayoría de las tragaperras tienen un modo de práctica: pulsa «Probar» en la página del juego para jugar con dinero ficticio. Los juegos de casino en vivo no tienen modo de práctica.\n\nLos resultados de práctica no predicen los de dinero real: cada tirada es independiente.',
        de: 'Die meisten Spielautomaten haben einen Übungsmodus: Tippen Sie auf der Spielseite auf „Testen“, um mit Spielgeld zu spielen. Live-Casino-Spiele haben keinen Übungsmodus.\n\nÜbungsergebnisse sagen nichts über Echtgeld-Ergebnisse voraus: Jeder Dreh ist unabhängig.',
      },
    ),
    article(
      'games',
      'game-fairness',
      { en: 'Are the games fair?', es: '¿Son justos los juegos?', de: 'Sind die Spiele fair?' },
      {
        en: 'Every game uses a certified random number generator, tested by an independent laboratory. The return to player (RTP) of each slot is shown in its rules.\n\nAn RTP of 96% means that over millions of spins, 96% of the money bet is paid back as wins; a single session can be very different.',
        es: 'Cada juego usa un generador de números aleatorios certificado, probado por un laboratorio independiente. El retorno al jugador (RTP) de cada tragaperras figura en sus reglas.\n\nUn RTP del 96 % significa que, en millones de tiradas, el 96 % del dinero apostado se devuelve en premios; una sesión concreta puede ser muy distinta.',
        de: 'Jedes Spiel verwendet einen zertifizierten Zufallszahlengenerator, geprüft von einem unabhängigen Labor. Die Auszahlungsquote (RTP) jedes Spielautomaten steht in seinen Regeln.\n\nEin RTP von 96 % bedeutet, dass über Millionen Drehungen 96 % der Einsätze als Gewinne zurückfließen; eine einzelne Sitzung kann ganz anders verlaufen.',
      },
    ),
    article(
      'games',
      'roulette-rules',
      { en: 'Roulette rules in brief', es: 'Reglas de la ruleta en breve', de: 'Roulette-Regeln in Kürze' },
      {
        en: 'European roulette has 37 pockets: 1 to 36 and a single zero. Bet on a number (pays 35 to 1), a colour or odd/even (1 to 1), a dozen or a column (2 to 1).\n\nWhen the ball lands on zero, every even-money bet loses. Open the rules inside each game for its limits.',
        es: 'La ruleta europea tiene 37 casillas: del 1 al 36 y un único cero. Apuesta a un número (paga 35 a 1), a un color o a par/impar (1 a 1), a una docena o a una columna (2 a 1).\n\nSi la bola cae en el cero, pierden todas las apuestas a la par. Consulta las reglas dentro de cada juego para ver sus límites.',
        de: 'Europäisches Roulette hat 37 Felder: 1 bis 36 und eine einfache Null. Setzen Sie auf eine Zahl (zahlt 35 zu 1), eine Farbe oder Gerade/Ungerade (1 zu 1), ein Dutzend oder eine Kolonne (2 zu 1).\n\nFällt die Kugel auf die Null, verlieren alle einfachen Chancen. Die Limits finden Sie in den Regeln im jeweiligen Spiel.',
      },
    ),
  ],
};

const saferGambling: HelpCategorySeed = {
  slug: 'safer-gambling',
  title: { en: 'Safer gambling', es: 'Juego más seguro', de: 'Sicheres Spielen' },
  articles: [
    article(
      'safer-gambling',
      'deposit-limits',
      { en: 'Setting deposit limits', es: 'Fijar límites de depósito', de: 'Einzahlungslimits festlegen' },
      {
        en: 'Choose how much you may deposit per day, week or month. A lower limit applies at once; a higher one only after 24 hours, so that the decision is not made in the heat of the moment.\n\nSet your limits before you play, when you are calm, and stick to them.',
        es: 'Elige cuánto puedes depositar por día, semana o mes. Un límite más bajo se aplica al momento; uno más alto solo tras 24 horas, para que la decisión no se tome en caliente.\n\nFija tus límites antes de jugar, con calma, y respétalos.',
        de: 'Legen Sie fest, wie viel Sie pro Tag, Woche oder Monat einzahlen dürfen. Ein niedrigeres Limit gilt sofort, ein höheres erst nach 24 Stunden, damit die Entscheidung nicht im Eifer des Gefechts fällt.\n\nLegen Sie Ihre Limits vor dem Spielen in Ruhe fest und halten Sie sich daran.',
      },
    ),
    article(
      'safer-gambling',
      'take-a-break',
      { en: 'Taking a break or excluding yourself', es: 'Tomar un descanso o autoexcluirse', de: 'Eine Pause einlegen oder sich sperren lassen' },
      {
        en: 'A time-out closes your account for 24 hours to six weeks. Self-exclusion closes it for six months or more and cannot be undone early.\n\nDuring a break we send you no marketing. Contact support to start one, or use the safer gambling section of your account.',
        es: 'Una pausa cierra tu cuenta de 24 horas a seis semanas. La autoexclusión la cierra seis meses o más y no puede deshacerse antes de tiempo.\n\nDurante una pausa no te enviamos publicidad. Contacta con atención al cliente para iniciarla o usa la sección de juego más seguro de tu cuenta.',
        de: 'Eine Auszeit schließt Ihr Konto für 24 Stunden bis sechs Wochen. Eine Selbstsperre schließt es für sechs Monate oder länger und kann nicht vorzeitig aufgehoben werden.\n\nWährend einer Pause senden wir Ihnen keine Werbung. Kontaktieren Sie den Kundenservice oder nutzen Sie den Bereich Sicheres Spielen in Ihrem Konto.',
      },
    ),
    article(
      'safer-gambling',
      'signs-of-problem-gambling',
      { en: 'Is gambling still fun for you?', es: '¿Sigue siendo divertido jugar?', de: 'Macht Ihnen das Spielen noch Spaß?' },
      {
        en: 'Warning signs: chasing losses, playing with money meant for bills, hiding how much you play, or feeling restless when you do not play.\n\nIf any of these sound familiar, set limits or take a break, and talk to someone: free, confidential help is available from organisations such as GamCare and Gamblers Anonymous.',
        es: 'Señales de alerta: intentar recuperar pérdidas, jugar con dinero destinado a facturas, ocultar cuánto juegas o sentir inquietud cuando no juegas.\n\nSi alguna te resulta familiar, fija límites o tómate un descanso, y habla con alguien: organizaciones como Jugadores Anónimos ofrecen ayuda gratuita y confidencial.',
        de: 'Warnzeichen: Verlusten hinterherjagen, mit Geld für Rechnungen spielen, verheimlichen, wie viel Sie spielen, oder Unruhe, wenn Sie nicht spielen.\n\nWenn Ihnen etwas davon bekannt vorkommt, setzen Sie Limits oder legen Sie eine Pause ein, und sprechen Sie mit jemandem: Organisationen wie die Anonymen Spieler helfen kostenlos und vertraulich.',
      },
    ),
  ],
};

const technical: HelpCategorySeed = {
  slug: 'technical',
  title: { en: 'Technical issues', es: 'Problemas técnicos', de: 'Technische Probleme' },
  articles: [
    article(
      'technical',
      'game-will-not-load',
      { en: 'A game will not load', es: 'Un juego no carga', de: 'Ein Spiel lädt nicht' },
      {
        en: 'Reload the page, then check that your browser is up to date and that no extension blocks the game\'s frame. A slow connection can also stop a live game from starting.\n\nIf a round was interrupted, it is completed on the game server: its result is in your history and your balance.',
        es: 'Recarga la página y comprueba que tu navegador esté actualizado y que ninguna extensión bloquee el marco del juego. Una conexión lenta también puede impedir que empiece un juego en vivo.\n\nSi una ronda se interrumpió, se completa en el servidor del juego: su resultado está en tu historial y en tu saldo.',
        de: 'Laden Sie die Seite neu und prüfen Sie, ob Ihr Browser aktuell ist und keine Erweiterung den Spielrahmen blockiert. Auch eine langsame Verbindung kann den Start eines Live-Spiels verhindern.\n\nWurde eine Runde unterbrochen, wird sie auf dem Spielserver beendet: Ihr Ergebnis steht in Ihrem Verlauf und Ihrem Guthaben.',
      },
    ),
    article(
      'technical',
      'supported-browsers',
      { en: 'Supported browsers and devices', es: 'Navegadores y dispositivos compatibles', de: 'Unterstützte Browser und Geräte' },
      {
        en: 'The site works in the latest two versions of Chrome, Firefox, Safari and Edge, on computers, tablets and phones from 360 pixels wide. No download is needed.\n\nCookies must be allowed for the site so that you stay logged in.',
        es: 'El sitio funciona en las dos últimas versiones de Chrome, Firefox, Safari y Edge, en ordenadores, tabletas y móviles desde 360 píxeles de ancho. No hace falta descargar nada.\n\nDebes permitir las cookies del sitio para mantener la sesión iniciada.',
        de: 'Die Website funktioniert in den beiden neuesten Versionen von Chrome, Firefox, Safari und Edge, auf Computern, Tablets und Telefonen ab 360 Pixel Breite. Ein Download ist nicht nötig.\n\nCookies müssen für die Website erlaubt sein, damit Sie angemeldet bleiben.',
      },
    ),
    article(
      'technical',
      'logged-out',
      { en: 'Why was I logged out?', es: '¿Por qué se cerró mi sesión?', de: 'Warum wurde ich abgemeldet?' },
      {
        en: 'For your safety, a session ends after 30 minutes without activity, and when you log in on another device.\n\nYour balance and any game in progress are kept: log in again to carry on.',
        es: 'Por tu seguridad, la sesión termina tras 30 minutos sin actividad y cuando inicias sesión en otro dispositivo.\n\nTu saldo y cualquier juego en curso se conservan: vuelve a iniciar sesión para continuar.',
        de: 'Zu Ihrer Sicherheit endet eine Sitzung nach 30 Minuten ohne Aktivität und wenn Sie sich auf einem anderen Gerät anmelden.\n\nIhr Guthaben und laufende Spiele bleiben erhalten: Melden Sie sich erneut an, um weiterzumachen.',
      },
    ),
  ],
};

/** The help home's categories, in the order it shows them. */
export const helpCategorySeeds: readonly HelpCategorySeed[] = [commonFaq, account, payments, bonuses, games, saferGambling, technical];
