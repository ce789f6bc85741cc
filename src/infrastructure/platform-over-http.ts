import type { PlatformAdapters } from './adapters';
import { contentOverHttp } from './content/content-over-http';
import { gamesOverHttp } from './games/games-over-http';
import { loyaltyOverHttp } from './loyalty/loyalty-over-http';
import { sessionOverHttp } from './session/session-over-http';
import { httpTransport } from './shared/over-http';
import { walletOverHttp } from './wallet/wallet-over-http';

/** The operator's platform at `servicesBaseUrl`, over HTTP. */
export const platformOverHttp = (servicesBaseUrl: string, fetch?: typeof globalThis.fetch): PlatformAdapters => ({
  transport: httpTransport(servicesBaseUrl, fetch),
  session: sessionOverHttp,
  wallet: walletOverHttp,
  loyalty: loyaltyOverHttp,
  cashier: () => import('./cashier/cashier-over-http').then((module) => module.cashierOverHttp),
  twoFactor: () => import('./twofactor/two-factor-over-http').then((module) => module.twoFactorOverHttp),
  verification: () => import('./verification/verification-over-http').then((module) => module.verificationOverHttp),
  documents: () => import('./documents/documents-over-http').then((module) => module.documentsOverHttp),
  contact: () => import('./contact/contact-over-http').then((module) => module.contactOverHttp),
  help: () => import('./help/help-over-http').then((module) => module.helpOverHttp),
  join: () => import('./join/join-over-http').then((module) => module.joinOverHttp),
  referral: () => import('./referral/referral-over-http').then((module) => module.referralOverHttp),
  saferGambling: () => import('./safer-gambling/safer-gambling-over-http').then((module) => module.saferGamblingOverHttp),
  games: gamesOverHttp,
  content: contentOverHttp,
  play: () => import('./play/play-over-http').then((module) => module.playOverHttp),
});
