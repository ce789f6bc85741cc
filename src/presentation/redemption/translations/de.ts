import type { RedemptionMessages } from './en';

export const de: RedemptionMessages = {
  redeem: {
    title: 'Punkte einlösen',
    offer: 'Sie können {{points}} {{name}} gegen {{value}} Bonusguthaben einlösen.',
    keepsTier: 'Das Einlösen ändert Ihre Stufe nie: Sie bleiben {{tier}}. Ihre Stufe ergibt sich aus Statuspunkten, die Sie beim Spielen sammeln und nie ausgeben.',
    nothing: 'Sammeln Sie 100 {{name}}, um sie gegen Bonusguthaben einzulösen: Echtgeldspiel bringt 10 Punkte für jeden Einsatz von 1,00.',
    start: 'Für {{value}} einlösen',
    question: '{{points}} {{name}} gegen {{value}} Bonusguthaben einlösen?',
    confirm: 'Ja, einlösen',
    redeeming: 'Wird eingelöst…',
    cancel: 'Abbrechen',
    done: '{{value}} wurde Ihrem Bonusguthaben gutgeschrieben.',
    retry: 'Erneut versuchen',
    close: 'Schließen',
    failed: {
      notEnoughPoints: 'Sie haben nicht mehr so viele {{name}} zum Einlösen. Ihr Punktestand wurde aktualisiert.',
      excluded: 'Mit Ihrem Konto können keine {{name}} eingelöst werden. Bitte wenden Sie sich an den Support.',
      onBreak: 'Sie legen gerade eine Spielpause ein. {{name}} können erst nach dem Ende der Pause eingelöst werden.',
      refused: 'Ihre Punkte konnten nicht eingelöst werden. Bitte versuchen Sie es später erneut.',
      unavailable: 'Der Treueservice war nicht erreichbar, daher wissen wir noch nicht, ob Ihre Punkte eingelöst wurden. Versuchen Sie es erneut: Sie werden niemals doppelt eingelöst.',
    },
  },
};
