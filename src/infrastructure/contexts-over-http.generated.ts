// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.
import { deferred, eager, type Contexts } from './adapters';
import { contentModule } from './content/content.module';
import { contentOverHttp } from './content/content-over-http';
import { gamesModule } from './games/games.module';
import { gamesOverHttp } from './games/games-over-http';
import { i18nModule } from './i18n/i18n.module';
import { sessionModule } from './session/session.module';
import { sessionOverHttp } from './session/session-over-http';

/** The site's contexts: eager ones in the first script, deferred ones (module and HTTP adapters) chunks of their own. */
export const CONTEXTS_OVER_HTTP = {
  bonus: deferred(['wallet'], () => import('./bonus/bonus.module').then((module) => module.bonusModule), () => import('./bonus/bonus-over-http').then((module) => module.bonusOverHttp)),
  cashier: deferred(['play', 'wallet'], () => import('./cashier/cashier.module').then((module) => module.cashierModule), () => import('./cashier/cashier-over-http').then((module) => module.cashierOverHttp)),
  contact: deferred([], () => import('./contact/contact.module').then((module) => module.contactModule), () => import('./contact/contact-over-http').then((module) => module.contactOverHttp)),
  content: eager(contentModule, contentOverHttp),
  documents: deferred([], () => import('./documents/documents.module').then((module) => module.documentsModule), () => import('./documents/documents-over-http').then((module) => module.documentsOverHttp)),
  embedded: deferred(['wallet'], () => import('./embedded/embedded.module').then((module) => module.embeddedModule), () => import('./embedded/embedded-over-http').then((module) => module.embeddedOverHttp)),
  games: eager(gamesModule, gamesOverHttp),
  help: deferred([], () => import('./help/help.module').then((module) => module.helpModule), () => import('./help/help-over-http').then((module) => module.helpOverHttp)),
  i18n: eager(i18nModule, undefined),
  inbox: deferred(['wallet'], () => import('./inbox/inbox.module').then((module) => module.inboxModule), () => import('./inbox/inbox-over-http').then((module) => module.inboxOverHttp)),
  join: deferred(['referral', 'verification', 'wallet'], () => import('./join/join.module').then((module) => module.joinModule), () => import('./join/join-over-http').then((module) => module.joinOverHttp)),
  login: deferred([], () => import('./login/login.module').then((module) => module.loginModule), () => import('./login/login-over-http').then((module) => module.loginOverHttp)),
  loyalty: deferred([], () => import('./loyalty/loyalty.module').then((module) => module.loyaltyModule), () => import('./loyalty/loyalty-over-http').then((module) => module.loyaltyOverHttp)),
  play: deferred(['wallet', 'player-games'], () => import('./play/play.module').then((module) => module.playModule), () => import('./play/play-over-http').then((module) => module.playOverHttp)),
  'player-games': deferred([], () => import('./player-games/player-games.module').then((module) => module.playerGamesModule), () => import('./player-games/player-games-over-http').then((module) => module.playerGamesOverHttp)),
  redemption: deferred(['wallet'], () => import('./redemption/redemption.module').then((module) => module.redemptionModule), () => import('./redemption/redemption-over-http').then((module) => module.redemptionOverHttp)),
  referral: deferred([], () => import('./referral/referral.module').then((module) => module.referralModule), () => import('./referral/referral-over-http').then((module) => module.referralOverHttp)),
  'safer-gambling': deferred(['wallet'], () => import('./safer-gambling/safer-gambling.module').then((module) => module.saferGamblingModule), () => import('./safer-gambling/safer-gambling-over-http').then((module) => module.saferGamblingOverHttp)),
  search: deferred([], () => import('./search/search.module').then((module) => module.searchModule), () => Promise.resolve(undefined)),
  session: eager(sessionModule, sessionOverHttp),
  twofactor: deferred([], () => import('./twofactor/twofactor.module').then((module) => module.twoFactorModule), () => import('./twofactor/twofactor-over-http').then((module) => module.twoFactorOverHttp)),
  verification: deferred([], () => import('./verification/verification.module').then((module) => module.verificationModule), () => import('./verification/verification-over-http').then((module) => module.verificationOverHttp)),
  wallet: deferred(['loyalty'], () => import('./wallet/wallet.module').then((module) => module.walletModule), () => import('./wallet/wallet-over-http').then((module) => module.walletOverHttp)),
} as const satisfies Contexts;
