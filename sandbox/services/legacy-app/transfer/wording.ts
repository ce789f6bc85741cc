import type { LegacyLanguage } from '../language.ts';

/** The transfer to another player's texts. */
export interface TransferWording {
  transferTitle: string;
  recipient: string;
  recipientHint: string;
  send: string;
  transferCompleted: string;
  unknownRecipient: string;
  samePlayer: string;
  recipientCurrency: string;
  /** The recipient may not receive money now (a break, a deposit limit): not why, which is theirs. */
  recipientCannotReceive: string;
}

const en: TransferWording = {
  transferTitle: 'Send money to a player',
  recipient: 'Recipient (email or username)',
  recipientHint: 'For example bob@demo.test',
  send: 'Send',
  transferCompleted: 'You sent {amount} to {recipient}.',
  unknownRecipient: 'There is no player with that email or username.',
  samePlayer: 'You cannot send money to yourself.',
  recipientCurrency: 'That player uses another currency.',
  recipientCannotReceive: 'That player cannot receive money now. Nothing was sent.',
};

const es: TransferWording = {
  transferTitle: 'Enviar dinero a un jugador',
  recipient: 'Destinatario (correo o usuario)',
  recipientHint: 'Por ejemplo bob@demo.test',
  send: 'Enviar',
  transferCompleted: 'Has enviado {amount} a {recipient}.',
  unknownRecipient: 'No hay ningún jugador con ese correo o usuario.',
  samePlayer: 'No puedes enviarte dinero a ti mismo.',
  recipientCurrency: 'Ese jugador usa otra moneda.',
  recipientCannotReceive: 'Ese jugador no puede recibir dinero ahora. No se ha enviado nada.',
};

const de: TransferWording = {
  transferTitle: 'Geld an einen Spieler senden',
  recipient: 'Empfänger (E-Mail oder Benutzername)',
  recipientHint: 'Zum Beispiel bob@demo.test',
  send: 'Senden',
  transferCompleted: 'Sie haben {amount} an {recipient} gesendet.',
  unknownRecipient: 'Es gibt keinen Spieler mit dieser E-Mail-Adresse oder diesem Benutzernamen.',
  samePlayer: 'Sie können sich selbst kein Geld senden.',
  recipientCurrency: 'Dieser Spieler verwendet eine andere Währung.',
  recipientCannotReceive: 'Dieser Spieler kann gerade kein Geld empfangen. Es wurde nichts gesendet.',
};

export const transferWording: Record<LegacyLanguage, TransferWording> = { en, es, de };
