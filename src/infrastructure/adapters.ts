import type { LanguageStore } from '../domain/i18n';
import type { AdapterFactory, Transport } from './shared/adapter-factory';
import type { CashierGateways } from './cashier/cashier.module';
import type { ContactGateways } from './contact/contact.module';
import type { HelpGateways } from './help/help.module';
import type { ContentBrowserAdapters, ContentGateways } from './content/content.module';
import type { DocumentsAdapters } from './documents/documents.module';
import type { EmbeddedBrowserAdapters } from './embedded/embedded.module';
import type { GamesGateways, GamesStores } from './games/games.module';
import type { JoinAdapters } from './join/join.module';
import type { LoyaltyGateways } from './loyalty/loyalty.module';
import type { PlayBrowserAdapters, PlayGateways } from './play/play.module';
import type { ReferralAdapters } from './referral/referral.module';
import type { SaferGamblingGateways } from './safer-gambling/safer-gambling.module';
import type { SessionGateways, SessionStores } from './session/session.module';
import type { SharedAdapters } from './shared/shared.module';
import type { TwoFactorAdapters } from './twofactor/two-factor.module';
import type { VerificationGateways } from './verification/verification.module';
import type { WalletGateways } from './wallet/wallet.module';

/** The platform's side of every context: over HTTP in the site, in memory in tests. */
export interface PlatformAdapters {
  readonly transport: Transport;
  readonly session: SessionGateways;
  readonly wallet: WalletGateways;
  readonly loyalty: LoyaltyGateways;
  /** Deferred (application/shared/deferred-contexts.ts): its adapters load with the cashier's first page. */
  readonly cashier: () => Promise<CashierGateways>;
  /** Deferred: the gateway and the two browser stores of two-factor, loaded once the player logs in. */
  readonly twoFactor: () => Promise<TwoFactorAdapters>;
  /** Deferred: phone, PIN and blocked operations, loaded with the first page that needs them. */
  readonly verification: () => Promise<VerificationGateways>;
  /** Deferred: the document status, the verification URL and the identity provider's frames, loaded once the player logs in. */
  readonly documents: () => Promise<DocumentsAdapters>;
  /** Deferred: the contact form's and the affiliate sign-up's gateways, loaded with their pages. */
  readonly contact: () => Promise<ContactGateways>;
  /** Deferred: the help centre's pages, searches and feedback, loaded with the first help page. */
  readonly help: () => Promise<HelpGateways>;
  /** Deferred: the registration gateway, loaded with the join page. */
  readonly join: () => Promise<JoinAdapters>;
  /** Deferred: referral tracking, the refer-a-friend profile and the referral's storage, loaded on a referral arrival, by joining and by the account page. */
  readonly referral: () => Promise<ReferralAdapters>;
  /** Deferred: the player's limits (SG-02, SG-03), loaded with the safer-gambling hub. */
  readonly saferGambling: () => Promise<SaferGamblingGateways>;
  readonly content: ContentGateways;
  readonly games: GamesGateways;
  /** Deferred: the game launch, loaded with the first game page. */
  readonly play: () => Promise<PlayGateways>;
}

/** The browser's side: cookies, storage, visibility, time and logs; the real browser or fakes. */
export interface BrowserAdapters extends SharedAdapters, SessionStores, ContentBrowserAdapters, GamesStores, PlayBrowserAdapters, EmbeddedBrowserAdapters {
  readonly languageStore: AdapterFactory<LanguageStore>;
}
