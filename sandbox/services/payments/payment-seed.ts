import type { Queryable } from '../../kernel/database/database.ts';
import { heldByPlayer } from '../wallet/index.ts';
import { makeDeposit } from './deposits.ts';
import { writeJurisdiction, type JurisdictionSettings } from './jurisdictions.ts';
import { replaceLinkedAccounts, type LinkedAccount } from './linked-accounts.ts';
import { requestWithdrawal } from './withdrawals.ts';

/** The jurisdictions' rules as migrations 050, 140, 221 and 230 write them; a reset brings test-control changes back to these. */
export const seededJurisdictions: readonly JurisdictionSettings[] = [
  {
    code: 'MT',
    minimumAge: 18,
    practicePlayNeedsVerifiedAge: false,
    realityCheckMinutes: 60,
    withdrawalReversal: true,
    coolingOffHours: 24,
    helpOrganisations: [
      { name: 'Sedqa', phone: '1810', url: 'https://fsws.gov.mt/en/sedqa' },
    ],
    loginMessage: {
      en: 'Play responsibly. You can set limits at any time in Safer gambling.',
      es: 'Juega con responsabilidad. Puedes fijar límites en cualquier momento en Juego más seguro.',
      de: 'Spielen Sie verantwortungsbewusst. Sie können jederzeit Limits in Sicherer Spielen festlegen.',
    },
    logoutMessage: {
      en: 'Thank you for playing. If you need help, Sedqa answers on 1810.',
      es: 'Gracias por jugar. Si necesitas ayuda, Sedqa atiende en el 1810.',
      de: 'Danke fürs Spielen. Wenn Sie Hilfe brauchen, erreichen Sie Sedqa unter 1810.',
    },
    autoplayAllowed: true,
    quickSpinAllowed: true,
    selfExclusionScheme: null,
    licence: { authority: 'Malta Gaming Authority', number: 'MGA/B2C/000/2026', url: 'https://www.mga.org.mt' },
  },
  {
    code: 'ES',
    minimumAge: 18,
    practicePlayNeedsVerifiedAge: false,
    realityCheckMinutes: 60,
    withdrawalReversal: true,
    coolingOffHours: 24,
    helpOrganisations: [
      { name: 'Jugadores Anónimos', phone: '900 200 225', url: 'https://www.jugarbien.es' },
    ],
    loginMessage: {
      en: 'Play responsibly. You can set limits at any time in Safer gambling.',
      es: 'Juega con responsabilidad. Puedes fijar límites en cualquier momento en Juego más seguro.',
      de: 'Spielen Sie verantwortungsbewusst. Sie können jederzeit Limits in Sicherer Spielen festlegen.',
    },
    logoutMessage: {
      en: 'Thank you for playing. If you need help, call 900 200 225.',
      es: 'Gracias por jugar. Si necesitas ayuda, llama al 900 200 225.',
      de: 'Danke fürs Spielen. Wenn Sie Hilfe brauchen, rufen Sie 900 200 225 an.',
    },
    autoplayAllowed: true,
    quickSpinAllowed: true,
    selfExclusionScheme: null,
    licence: { authority: 'Dirección General de Ordenación del Juego', number: 'GO/00-2026', url: 'https://www.ordenacionjuego.es' },
  },
  {
    code: 'CA-ON',
    minimumAge: 19,
    practicePlayNeedsVerifiedAge: false,
    realityCheckMinutes: 60,
    withdrawalReversal: true,
    coolingOffHours: 24,
    helpOrganisations: [
      { name: 'ConnexOntario', phone: '1-866-531-2600', url: 'https://www.connexontario.ca' },
    ],
    loginMessage: {
      en: 'Know your limit, play within it. You can set limits at any time in Safer gambling.',
      es: 'Conoce tu límite y juega dentro de él. Puedes fijar límites en cualquier momento en Juego más seguro.',
      de: 'Kennen Sie Ihr Limit und spielen Sie innerhalb davon. Sie können jederzeit Limits in Sicherer Spielen festlegen.',
    },
    logoutMessage: {
      en: 'Thank you for playing. ConnexOntario offers free help, day and night: 1-866-531-2600.',
      es: 'Gracias por jugar. ConnexOntario ofrece ayuda gratuita día y noche: 1-866-531-2600.',
      de: 'Danke fürs Spielen. ConnexOntario bietet rund um die Uhr kostenlose Hilfe: 1-866-531-2600.',
    },
    autoplayAllowed: true,
    quickSpinAllowed: true,
    selfExclusionScheme: null,
    licence: { authority: 'iGaming Ontario / AGCO', number: 'OPIG-0000-2026', url: 'https://igamingontario.ca' },
  },
  {
    code: 'GB',
    minimumAge: 18,
    practicePlayNeedsVerifiedAge: true,
    realityCheckMinutes: 60,
    withdrawalReversal: false,
    coolingOffHours: 24,
    helpOrganisations: [
      { name: 'GamCare', phone: '0808 8020 133', url: 'https://www.gamcare.org.uk' },
      { name: 'GambleAware', phone: '0808 8020 133', url: 'https://www.begambleaware.org' },
    ],
    loginMessage: {
      en: 'When the fun stops, stop. You can set deposit, loss, wager and time limits in Safer gambling.',
      es: 'Cuando deje de ser divertido, para. Puedes fijar límites de depósito, pérdida, apuesta y tiempo en Juego más seguro.',
      de: 'Wenn der Spaß aufhört, hören Sie auf. Sie können in Sicherer Spielen Einzahlungs-, Verlust-, Einsatz- und Zeitlimits festlegen.',
    },
    logoutMessage: {
      en: 'Thank you for playing. If gambling is no longer fun, GamCare can help: 0808 8020 133.',
      es: 'Gracias por jugar. Si el juego ha dejado de ser divertido, GamCare puede ayudarte: 0808 8020 133.',
      de: 'Danke fürs Spielen. Wenn das Spielen keinen Spaß mehr macht, hilft GamCare: 0808 8020 133.',
    },
    autoplayAllowed: false,
    quickSpinAllowed: false,
    selfExclusionScheme: { name: 'GAMSTOP', url: 'https://www.gamstop.co.uk' },
    licence: { authority: 'Gambling Commission', number: '000-012345-R-330022-001', url: 'https://www.gamblingcommission.gov.uk' },
  },
];

export async function resetJurisdictions(db: Queryable): Promise<void> {
  for (const jurisdiction of seededJurisdictions) await writeJurisdiction(db, jurisdiction);
}

export interface SeededPayments {
  playerId: number;
  currency: string;
  personaLinkedAccounts: readonly LinkedAccount[];
  /** Minor units; each is paid in by a test-card deposit first, so the ledger tells the whole story. */
  pendingWithdrawals: readonly number[];
  nowMs: number;
}

const hourMs = 3_600_000;
const approvedTestCard = { method: 'CARD', brand: 'VISA', last4: '4242', expiry: '12/99', outcome: 'APPROVED' } as const;

/** A demo player's payment state: linked accounts, and withdrawals pending for hours. */
export async function seedPlayerPayments(db: Queryable, seeded: SeededPayments): Promise<void> {
  await replaceLinkedAccounts(db, seeded.playerId, seeded.personaLinkedAccounts);
  for (const [index, amount] of seeded.pendingWithdrawals.entries()) {
    const at = new Date(seeded.nowMs - (seeded.pendingWithdrawals.length - index) * hourMs);
    const paidIn = await makeDeposit(db, { playerId: seeded.playerId, amount, currency: seeded.currency, payment: approvedTestCard, at });
    if (paidIn.status !== 201) throw new Error(`The seed's deposit answered ${paidIn.status}`);
    const holdings = await heldByPlayer(db, seeded.playerId);
    const requested = await requestWithdrawal(db, holdings, {
      playerId: seeded.playerId,
      amount,
      currency: seeded.currency,
      method: 'CARD',
      accountId: null,
      reversalAllowed: false,
      at: new Date(at.getTime() + 60_000),
    });
    if (requested.status !== 201) throw new Error(`The seed's withdrawal answered ${requested.status}`);
  }
}
