import type { PlatformAdapters } from './adapters';
import { cashierInMemory } from './cashier/cashier-in-memory';
import { contactInMemory } from './contact/contact-in-memory';
import { helpInMemory } from './help/help-in-memory';
import { contentInMemory } from './content/content-in-memory';
import { documentsInMemory } from './documents/documents-in-memory';
import { gamesInMemory } from './games/games-in-memory';
import { joinInMemory } from './join/join-in-memory';
import { loyaltyInMemory } from './loyalty/loyalty-in-memory';
import { playInMemory } from './play/play-in-memory';
import { referralInMemory } from './referral/referral-in-memory';
import { saferGamblingInMemory } from './safer-gambling/safer-gambling-in-memory';
import { sessionInMemory } from './session/session-in-memory';
import { memoryTransport } from './shared/in-memory';
import type { InMemoryPlatform } from './shared/in-memory-platform';
import { twoFactorInMemory } from './twofactor/two-factor-in-memory';
import { verificationInMemory } from './verification/verification-in-memory';
import { walletInMemory } from './wallet/wallet-in-memory';

/** Tests only: the platform's state in memory, answering what the test tells it. */
export const platformInMemory = (platform: InMemoryPlatform): PlatformAdapters => ({
  transport: memoryTransport(platform),
  session: sessionInMemory,
  wallet: walletInMemory,
  loyalty: loyaltyInMemory,
  cashier: () => Promise.resolve(cashierInMemory),
  twoFactor: () => Promise.resolve(twoFactorInMemory),
  verification: () => Promise.resolve(verificationInMemory),
  documents: () => Promise.resolve(documentsInMemory),
  contact: () => Promise.resolve(contactInMemory),
  help: () => Promise.resolve(helpInMemory),
  join: () => Promise.resolve(joinInMemory),
  referral: () => Promise.resolve(referralInMemory),
  saferGambling: () => Promise.resolve(saferGamblingInMemory),
  games: gamesInMemory,
  content: contentInMemory,
  play: () => Promise.resolve(playInMemory),
});
