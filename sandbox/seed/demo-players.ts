import type { DocumentStatus } from '../services/documents/index.ts';
import type { MfaMethod } from '../services/login/index.ts';
import type { LinkedAccount } from '../services/payments/index.ts';
import type { ProfileFields } from '../services/profile/index.ts';

export interface DemoPlayer extends ProfileFields {
  password: string;
  /** What a developer sees when logging in as this player (for the console table and docs). */
  shows: string;
  subdivision: string;
  phonePrefix: string;
  phoneNumber: string;
  pinCode: string | null;
  disabled: boolean;
  captchaRequired: boolean;
  mfaLoginMethod: MfaMethod | null;
  requiredAction: string | null;
  balances: { type: string; amount: number }[];
  /** The inbox, seeded with messages: numberOfMessages unread, acknowledged read, deleted deleted. */
  notifications: { acknowledged: number; deleted: number; numberOfMessages: number };
  loyaltyPoints: number;
  /** Status points (the tier's); as many as the points when absent (nothing redeemed yet). */
  loyaltyStatusPoints?: number;
  /** GAME-05: the games the player has promotional spins on. */
  promotionalSpinGames: number[];
  /** CASH-04: bank accounts a withdrawal by bank transfer may go to. */
  personaLinkedAccounts: LinkedAccount[];
  /**
   * Withdrawals waiting for the operator (minor units), each seeded as what it really is: a card
   * deposit of the amount, then the withdrawal request (cash → pending_withdrawal).
   */
  pendingWithdrawals: number[];
  /** DOC-04: the identity document's status (VERIFIED unless the operator asks for one). */
  documentStatus: DocumentStatus;
}

type DemoPlayerSpec = Pick<DemoPlayer, 'email' | 'password' | 'shows'> & Partial<DemoPlayer>;

let nextPhoneSuffix = 0;

function demoPlayer(spec: DemoPlayerSpec): DemoPlayer {
  nextPhoneSuffix += 1;
  return {
    firstName: null,
    lastName: null,
    nickname: null,
    currency: 'EUR',
    language: 'en',
    countryCode: 'MT',
    subdivision: 'MT-01',
    phonePrefix: '+356',
    phoneNumber: `9920${String(nextPhoneSuffix).padStart(4, '0')}`,
    phoneStatus: 'VALIDATED',
    pinCode: '1234',
    disabled: false,
    captchaRequired: false,
    mfaLoginMethod: null,
    requiredAction: null,
    balances: [{ type: 'Playable', amount: 0 }],
    notifications: { acknowledged: 0, deleted: 0, numberOfMessages: 0 },
    loyaltyPoints: 0,
    promotionalSpinGames: [],
    personaLinkedAccounts: [],
    pendingWithdrawals: [],
    documentStatus: 'VERIFIED',
    ...spec,
  };
}

export const defaultTemplateUsername = 'ready@demo.test';

export const demoPlayers: readonly DemoPlayer[] = [
  demoPlayer({
    email: 'ready@demo.test', password: 'Ready-Player-1', shows: 'everything: balances, PIN, validated phone, 15 messages (12 unread)',
    firstName: 'Ada', lastName: 'Lovelace', nickname: 'ada', phoneNumber: '99123456',
    balances: [
      { type: 'Playable', amount: 125.5 }, { type: 'PlayableCasino', amount: 125.5 },
      { type: 'Withdrawable', amount: 100 }, { type: 'Total', amount: 125.5 },
    ],
    notifications: { acknowledged: 3, deleted: 0, numberOfMessages: 12 },
    loyaltyPoints: 1234.99,
    promotionalSpinGames: [1002, 1003, 2410],
  }),
  demoPlayer({
    email: 'nopin@demo.test', password: 'No-Pin-Player-1', shows: 'no PIN code set',
    firstName: 'Grace', lastName: 'Hopper', pinCode: null, balances: [{ type: 'Playable', amount: 40 }],
  }),
  demoPlayer({
    email: 'reset@demo.test', password: 'Reset-Player-1', shows: '428 forcePasswordReset',
    firstName: 'Alan', lastName: 'Turing', requiredAction: 'forcePasswordReset',
  }),
  demoPlayer({
    email: 'phone-reset@demo.test', password: 'Phone-Reset-Player-1', shows: '428 forcePhoneNumberReset',
    firstName: 'Katherine', lastName: 'Johnson', requiredAction: 'forcePhoneNumberReset',
  }),
  demoPlayer({
    email: 'pin-reset@demo.test', password: 'Pin-Reset-Player-1', shows: '428 forcePinReset',
    firstName: 'Edsger', lastName: 'Dijkstra', requiredAction: 'forcePinReset',
  }),
  demoPlayer({
    email: 'disabled@demo.test', password: 'Disabled-Player-1', shows: '401 DISABLED_PROFILE', disabled: true,
  }),
  demoPlayer({
    email: 'captcha@demo.test', password: 'Captcha-Player-1', shows: 'captcha required (X-CAPTCHA-TOKEN)',
    captchaRequired: true,
  }),
  demoPlayer({
    email: 'twofactor@demo.test', password: 'Two-Factor-Player-1', shows: 'SMS code at login (see /sandbox/outbox)',
    firstName: 'Barbara', lastName: 'Liskov', mfaLoginMethod: 'SMS',
  }),
  demoPlayer({
    email: 'satoshi@demo.test', password: 'Bitcoin-Player-1', shows: 'BTC wallet, nickname only',
    nickname: 'satoshi', currency: 'BTC',
    balances: [{ type: 'Playable', amount: 0.01234567 }, { type: 'Total', amount: 0.01234567 }],
  }),
  demoPlayer({
    email: 'yen@demo.test', password: 'Yen-Player-1', shows: 'JPY wallet (no minor units)',
    firstName: 'Hiro', lastName: 'Tanaka', currency: 'JPY', balances: [{ type: 'Playable', amount: 15000 }],
  }),
  demoPlayer({
    email: 'pending@demo.test', password: 'Pending-Player-1', shows: 'two pending withdrawals (30.00 and 20.00), bonus and locked money',
    firstName: 'Margaret', lastName: 'Hamilton',
    // PendingWithdrawal reads 50: the two withdrawals below put it there, through the ledger.
    balances: [
      { type: 'Playable', amount: 80 }, { type: 'Withdrawable', amount: 60 },
      { type: 'PendingWithdrawal', amount: 0 }, { type: 'Bonus', amount: 20 }, { type: 'Locked', amount: 10 },
      { type: 'NonPlayableBonus', amount: 5 }, { type: 'Total', amount: 95 },
    ],
    pendingWithdrawals: [3000, 2000],
    loyaltyPoints: 25000,
  }),
  demoPlayer({
    email: 'inbox@demo.test', password: 'Inbox-Player-1', shows: 'no names (email as display name), 1500 messages (1100 unread; offers, account news, safer-gambling notes)',
    balances: [{ type: 'Playable', amount: 10 }],
    notifications: { acknowledged: 400, deleted: 0, numberOfMessages: 1100 },
  }),
  demoPlayer({
    email: 'es@demo.test', password: 'Spanish-Player-1', shows: 'Spanish language',
    firstName: 'Lucía', lastName: 'García', language: 'es', balances: [{ type: 'Playable', amount: 55 }],
  }),
  demoPlayer({
    email: 'de@demo.test', password: 'German-Player-1', shows: 'German language',
    firstName: 'Jürgen', lastName: 'Müller', language: 'de', balances: [{ type: 'Playable', amount: 65 }],
  }),
  demoPlayer({
    email: 'madrid@demo.test', password: 'Madrid-Player-1', shows: 'lives in Madrid (ES-MD): live casino hidden',
    firstName: 'Carmen', lastName: 'Ruiz', countryCode: 'ES', subdivision: 'ES-MD', phonePrefix: '+34',
    balances: [{ type: 'Playable', amount: 50 }],
  }),
  demoPlayer({
    email: 'alice@demo.test', password: 'Alice-Player-1', shows: 'linked bank account (bank transfer offered), sends money to bob',
    firstName: 'Alice', lastName: 'Moreau',
    balances: [{ type: 'Playable', amount: 200 }, { type: 'Withdrawable', amount: 200 }, { type: 'Total', amount: 200 }],
    personaLinkedAccounts: [{ id: 'bank-alice-1', type: 'BANK', label: 'MT84 MALT •••• 6789' }],
  }),
  demoPlayer({
    email: 'bob@demo.test', password: 'Bob-Player-1', shows: 'EUR player to send money to (and from)',
    firstName: 'Bob', lastName: 'Martin',
    balances: [{ type: 'Playable', amount: 50 }, { type: 'Withdrawable', amount: 50 }, { type: 'Total', amount: 50 }],
  }),
  demoPlayer({
    email: 'london@demo.test', password: 'London-Player-1', shows: 'GB (GBP): a pending withdrawal the player may not cancel',
    firstName: 'Ada', lastName: 'Byron', currency: 'GBP', countryCode: 'GB', subdivision: 'GB-LND', phonePrefix: '+44',
    balances: [
      { type: 'Playable', amount: 125 }, { type: 'Withdrawable', amount: 125 }, { type: 'PendingWithdrawal', amount: 0 },
      { type: 'Total', amount: 125 },
    ],
    pendingWithdrawals: [2500],
  }),
  demoPlayer({
    email: 'ontario@demo.test', password: 'Ontario-Player-1', shows: 'CA-ON (CAD): the rules of Ontario, minimum age 19 and ConnexOntario for help',
    firstName: 'Lucy', lastName: 'Maud', currency: 'CAD', countryCode: 'CA', subdivision: 'CA-ON', phonePrefix: '+1',
    balances: [{ type: 'Playable', amount: 80 }, { type: 'Withdrawable', amount: 80 }, { type: 'Total', amount: 80 }],
  }),
  demoPlayer({
    email: 'documents@demo.test', password: 'Documents-Player-1', shows: 'identity document REQUESTED: the account page asks for it (/validate-document)',
    firstName: 'Grace', lastName: 'Hopper', documentStatus: 'REQUESTED',
  }),
  demoPlayer({
    email: 'newphone@demo.test', password: 'Newphone-Player-1', shows: 'phone not validated yet (+356 79123456): validate it with an SMS code',
    firstName: 'Mary', lastName: 'Jackson', phoneNumber: '79123456', phoneStatus: 'NOT_VALIDATED',
  }),
];

export function findDemoPlayer(username: string): DemoPlayer | undefined {
  const wanted = username.trim().toLowerCase();
  return demoPlayers.find((player) => player.email === wanted);
}
