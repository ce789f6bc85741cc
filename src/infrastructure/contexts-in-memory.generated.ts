// Written by scripts/contexts.ts from src/infrastructure/*/*.context.ts: do not edit, run `node --import tsx scripts/contexts.ts`.
import { deferred, eager, type Contexts } from './adapters';
import { bonusInMemory } from './bonus/bonus-in-memory';
import { cashierInMemory } from './cashier/cashier-in-memory';
import { contactInMemory } from './contact/contact-in-memory';
import { contentInMemory } from './content/content-in-memory';
import { contentModule } from './content/content.module';
import { documentsInMemory } from './documents/documents-in-memory';
import { embeddedInMemory } from './embedded/embedded-in-memory';
import { gamesInMemory } from './games/games-in-memory';
import { gamesModule } from './games/games.module';
import { helpInMemory } from './help/help-in-memory';
import { i18nModule } from './i18n/i18n.module';
import { inboxInMemory } from './inbox/inbox-in-memory';
import { joinInMemory } from './join/join-in-memory';
import { loginInMemory } from './login/login-in-memory';
import { loyaltyInMemory } from './loyalty/loyalty-in-memory';
import { playInMemory } from './play/play-in-memory';
import { playerGamesInMemory } from './player-games/player-games-in-memory';
import { redemptionInMemory } from './redemption/redemption-in-memory';
import { referralInMemory } from './referral/referral-in-memory';
import { saferGamblingInMemory } from './safer-gambling/safer-gambling-in-memory';
import { sessionInMemory } from './session/session-in-memory';
import { sessionModule } from './session/session.module';
import { twoFactorInMemory } from './twofactor/twofactor-in-memory';
import { verificationInMemory } from './verification/verification-in-memory';
import { walletInMemory } from './wallet/wallet-in-memory';

/** The tests' contexts, over the in-memory platform (never reachable from main.tsx). */
export const CONTEXTS_IN_MEMORY = {
  bonus: deferred(['wallet'], () => import('./bonus/bonus.module').then((module) => module.bonusModule), () => Promise.resolve(bonusInMemory)),
  cashier: deferred(['play', 'wallet'], () => import('./cashier/cashier.module').then((module) => module.cashierModule), () => Promise.resolve(cashierInMemory)),
  contact: deferred([], () => import('./contact/contact.module').then((module) => module.contactModule), () => Promise.resolve(contactInMemory)),
  content: eager(contentModule, contentInMemory),
  documents: deferred([], () => import('./documents/documents.module').then((module) => module.documentsModule), () => Promise.resolve(documentsInMemory)),
  embedded: deferred(['wallet'], () => import('./embedded/embedded.module').then((module) => module.embeddedModule), () => Promise.resolve(embeddedInMemory)),
  games: eager(gamesModule, gamesInMemory),
  help: deferred([], () => import('./help/help.module').then((module) => module.helpModule), () => Promise.resolve(helpInMemory)),
  i18n: eager(i18nModule, undefined),
  inbox: deferred(['wallet'], () => import('./inbox/inbox.module').then((module) => module.inboxModule), () => Promise.resolve(inboxInMemory)),
  join: deferred(['referral', 'verification', 'wallet'], () => import('./join/join.module').then((module) => module.joinModule), () => Promise.resolve(joinInMemory)),
  login: deferred([], () => import('./login/login.module').then((module) => module.loginModule), () => Promise.resolve(loginInMemory)),
  loyalty: deferred([], () => import('./loyalty/loyalty.module').then((module) => module.loyaltyModule), () => Promise.resolve(loyaltyInMemory)),
  play: deferred(['wallet', 'player-games'], () => import('./play/play.module').then((module) => module.playModule), () => Promise.resolve(playInMemory)),
  'player-games': deferred([], () => import('./player-games/player-games.module').then((module) => module.playerGamesModule), () => Promise.resolve(playerGamesInMemory)),
  redemption: deferred(['wallet'], () => import('./redemption/redemption.module').then((module) => module.redemptionModule), () => Promise.resolve(redemptionInMemory)),
  referral: deferred([], () => import('./referral/referral.module').then((module) => module.referralModule), () => Promise.resolve(referralInMemory)),
  'safer-gambling': deferred(['wallet'], () => import('./safer-gambling/safer-gambling.module').then((module) => module.saferGamblingModule), () => Promise.resolve(saferGamblingInMemory)),
  search: deferred([], () => import('./search/search.module').then((module) => module.searchModule), () => Promise.resolve(undefined)),
  session: eager(sessionModule, sessionInMemory),
  twofactor: deferred([], () => import('./twofactor/twofactor.module').then((module) => module.twoFactorModule), () => Promise.resolve(twoFactorInMemory)),
  verification: deferred([], () => import('./verification/verification.module').then((module) => module.verificationModule), () => Promise.resolve(verificationInMemory)),
  wallet: deferred(['loyalty'], () => import('./wallet/wallet.module').then((module) => module.walletModule), () => Promise.resolve(walletInMemory)),
} as const satisfies Contexts;
