import { inject, injectable } from 'inversify';
import { combineLatest, map, startWith, type Observable } from 'rxjs';
import { headlineOf, type PageHeadline } from '../../domain/content';
import { welcomeStep, type WelcomeStep } from '../../domain/join';
import type { Money } from '../../domain/wallet';
import type { ContentService, PageState } from '../content/content-service';
import { ContentTokens } from '../content/tokens';
import type { AccountMenuService } from '../wallet/account-menu-service';
import { WalletTokens } from '../wallet/tokens';

/** The content page that describes the welcome offer, when the content has one. */
export const WELCOME_OFFER_SLUG = 'welcome-offer';

/** The offer the welcome points at: its headline and the page that tells the rest. */
export interface WelcomeOffer extends PageHeadline {
  readonly path: string;
}

/** JRN-05: the new player's welcome, once the balance is known. */
export type WelcomeView =
  | { readonly status: 'loading' }
  /** The balance could not be read: the welcome still leads on, to the deposit page, whose balance says the rest. */
  | { readonly status: 'ready'; readonly name: string; readonly step: WelcomeStep; readonly balance: Money | null; readonly offer: WelcomeOffer | null };

const LOADING: WelcomeView = { status: 'loading' };

const offerOf = (state: PageState): WelcomeOffer | null =>
  state.status === 'ready' && !state.offersPaused ? { ...headlineOf(state.page), path: `/${WELCOME_OFFER_SLUG}` } : null;

/**
 * JRN-05: where a new player goes after joining (and verifying the phone): a first deposit while
 * there is nothing to stake, with the welcome offer when the content has one (never during a break:
 * the content service leaves offers out then); the games once there is money to play with.
 */
@injectable()
export class WelcomeService {
  readonly view$: Observable<WelcomeView>;

  constructor(
    @inject(WalletTokens.AccountMenuService) menu: AccountMenuService,
    @inject(ContentTokens.ContentService) content: ContentService,
  ) {
    const offer$ = content.page$(WELCOME_OFFER_SLUG).pipe(map(offerOf), startWith(null));
    this.view$ = combineLatest([menu.menu$, offer$]).pipe(
      map(([player, offer]): WelcomeView => {
        if (player === null || player.balanceStatus === 'loading') return LOADING;
        const step = welcomeStep(player.balance, player.shortcuts.deposit) ?? (player.shortcuts.deposit ? 'first-deposit' : 'play');
        return { status: 'ready', name: player.displayName, step, balance: player.balance, offer: step === 'first-deposit' ? offer : null };
      }),
    );
  }
}
