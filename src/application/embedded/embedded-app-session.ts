import { inject, injectable } from 'inversify';
import { BehaviorSubject, distinctUntilChanged, map, pairwise, Subject, Subscription, throttleTime, type Observable, type SchedulerLike } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import {
  areaOfSitePath,
  backActionOf,
  boundedLegacyFrameHeight,
  errorPageOf,
  legacyFrameUrl,
  legacyPathOf,
  linkLoadOf,
  NOT_FOUND_PAGE,
  sitePathOf,
  type DocumentNavigator,
  type EmbeddedArea,
  type LegacyFrameChannels,
  type LegacyHostMessage,
  type LegacyMessage,
} from '../../domain/embedded';
import { loginPath } from '../../domain/session';
import type { EmbeddedFrame, FrameChannel } from '../../domain/shared/frame-messages';
import { ConfigTokens } from '../config/tokens';
import { BALANCE_REFRESH_THROTTLE_MS } from '../play/tokens';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { WalletTokens } from '../wallet/tokens';
import type { WalletService } from '../wallet/wallet-service';
import { EmbeddedTokens } from './tokens';

/** The embedded frame of one page, as the page shows it. */
export type EmbeddedAppState =
  | { readonly status: 'closed' }
  /** No legacy origin is configured: the page says so instead of framing anything. */
  | { readonly status: 'unconfigured' }
  | {
      /** `loading` from the frame's first load or a navigation start until its page reports it loaded (EMB-01). */
      readonly status: 'loading' | 'shown';
      readonly frameUrl: string;
      readonly origin: string;
      /** Changes when the frame must load anew (the player logged in or out): the page re-creates it. */
      readonly generation: number;
      /** The site path the frame shows, or is loading. */
      readonly sitePath: string;
      /** The height the page asked for, bounded; null until it asks. */
      readonly height: number | null;
      /** Loading for longer than LOAD_PATIENCE_MS: the page offers to try again (the legacy app may be down). */
      readonly slow: boolean;
    };

/** What the site's router must do for the frame: open a site path, or step the browser's history. */
export type HostNavigation = { readonly kind: 'open'; readonly path: string; readonly replace: boolean } | { readonly kind: 'history'; readonly delta: -1 | 1 };

const CLOSED: EmbeddedAppState = { status: 'closed' };

/** Not stated by the spec: how long a legacy page may load before the site offers to try again (docs/decisions.md). */
export const LOAD_PATIENCE_MS = 15_000;

const pathOnly = (path: string): string => path.replace(/[?#].*$/s, '');

/** The session as far as the frame cares: unknown yet, a visitor, or a player's session. */
const sessionKeyOf = (state: ReturnType<SessionService['current']>): string =>
  state.status === 'authenticated' ? `player:${state.id}` : state.status;

/**
 * One embedded legacy application frame (the cashier's or the sportsbook's), talking through the one
 * frame layer: its navigation start and end are the page's loading state and its address (replaced,
 * EMB-01); errors go to the error pages (EMB-01); login-required goes to login with the page as
 * destination (EMB-02); back, forward and outside navigation are carried out (EMB-03, EMB-04, EMB-06);
 * balance changes refresh the wallet at once. A change of the site's address that did not come from
 * the frame is sent to it as `host:navigate`. Not a singleton: each page opens and closes its own.
 */
@injectable()
export class EmbeddedAppSession {
  private readonly state = new BehaviorSubject<EmbeddedAppState>(CLOSED);
  private readonly navigations = new Subject<HostNavigation>();
  private readonly balanceChanges = new Subject<void>();
  readonly state$: Observable<EmbeddedAppState> = this.state.asObservable();
  /** What the page's router must do, in order. */
  readonly navigate$: Observable<HostNavigation> = this.navigations.asObservable();

  private area: EmbeddedArea = 'sportsbook';
  private language = 'en';
  /** The site path the site's address shows now. */
  private addressPath = '';
  private channel: FrameChannel<LegacyMessage, LegacyHostMessage> | null = null;
  private frameSubscription = new Subscription();
  private watching: Subscription | null = null;

  constructor(
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
    @inject(EmbeddedTokens.LegacyFrameChannels) private readonly frames: LegacyFrameChannels,
    @inject(EmbeddedTokens.DocumentNavigator) private readonly documents: DocumentNavigator,
    @inject(WalletTokens.WalletService) private readonly wallet: WalletService,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {}

  current(): EmbeddedAppState {
    return this.state.value;
  }

  /** Shows `sitePath` of `area` in a new frame, in the player's language. */
  open(area: EmbeddedArea, sitePath: string, language: string): void {
    this.closeFrame();
    this.area = area;
    this.language = language;
    this.addressPath = pathOnly(sitePath);
    const origin = this.config.embeddedAppOrigins[0];
    if (origin === undefined) {
      this.state.next({ status: 'unconfigured' });
      return;
    }
    const legacyPath = legacyPathOf(this.addressPath);
    if (legacyPath === null || areaOfSitePath(this.addressPath) !== area) {
      this.state.next(CLOSED);
      this.navigations.next({ kind: 'open', path: NOT_FOUND_PAGE, replace: true });
      return;
    }
    this.watching ??= this.watch();
    const previous = this.state.value;
    const generation = previous.status === 'loading' || previous.status === 'shown' ? previous.generation + 1 : 0;
    this.state.next({ status: 'loading', frameUrl: legacyFrameUrl(origin, legacyPath, language), origin, generation, sitePath: this.addressPath, height: null, slow: false });
    this.awaitLoad();
  }

  /** The frame is in the page: listen to it. A frame of another origin than the one opened is not listened to. */
  connect(frame: EmbeddedFrame): void {
    const current = this.state.value;
    if ((current.status !== 'loading' && current.status !== 'shown') || frame.origin !== current.origin) return;
    this.closeFrame();
    const channel = this.frames.open(frame);
    this.channel = channel;
    this.frameSubscription.add(channel.messages$.subscribe({ next: (message) => this.receive(message) }));
  }

  /**
   * The site's address shows `sitePath` now. When the frame did not lead there (a link of the site's
   * own, the browser's back or forward across site pages), the frame is told to show it.
   */
  showing(sitePath: string): void {
    const path = pathOnly(sitePath);
    this.addressPath = path;
    const current = this.state.value;
    if (current.status !== 'loading' && current.status !== 'shown') return;
    if (path === current.sitePath || areaOfSitePath(path) !== this.area) return;
    const legacyPath = legacyPathOf(path);
    if (legacyPath === null) return;
    this.state.next({ ...current, status: 'loading', sitePath: path, slow: false });
    this.awaitLoad();
    this.channel?.send({ type: 'host:navigate', path: legacyPath });
  }

  /** The back arrow, or the frame's back event: one level up in the cashier (EMB-04), history back in the sportsbook. */
  back(): void {
    const action = backActionOf(this.area, this.addressPath);
    this.navigations.next(action.kind === 'history-back' ? { kind: 'history', delta: -1 } : { kind: 'open', path: action.path, replace: false });
  }

  /** A page that is slow to load (or never will): the frame is made again at the path it was loading. */
  retry(): void {
    const current = this.state.value;
    if (current.status === 'loading' || current.status === 'shown') this.open(this.area, current.sitePath, this.language);
  }

  /** The page goes: nothing keeps listening. */
  close(): void {
    this.loadWatch?.unsubscribe();
    this.closeFrame();
    this.watching?.unsubscribe();
    this.watching = null;
    this.state.next(CLOSED);
  }

  private receive(message: LegacyMessage): void {
    switch (message.type) {
      case 'legacy:navigation-start':
        this.update((shown) => ({ ...shown, status: 'loading', slow: false }));
        this.awaitLoad();
        break;
      case 'legacy:navigation-end': {
        const sitePath = sitePathOf(message.path);
        if (sitePath === null) return;
        this.loadWatch?.unsubscribe();
        this.update((shown) => ({ ...shown, status: 'shown', sitePath, slow: false }));
        if (sitePath !== this.addressPath) {
          this.addressPath = sitePath;
          this.navigations.next({ kind: 'open', path: sitePath, replace: true });
        }
        break;
      }
      case 'legacy:navigation-error':
        this.navigations.next({ kind: 'open', path: errorPageOf(message.error), replace: false });
        break;
      case 'legacy:login-required':
        this.navigations.next({ kind: 'open', path: loginPath(this.addressPath), replace: false });
        break;
      case 'legacy:back':
        this.back();
        break;
      case 'legacy:forward':
        this.navigations.next({ kind: 'history', delta: 1 });
        break;
      case 'legacy:navigate-outside':
        this.openOutside(message.path);
        break;
      case 'legacy:balance-changed':
        this.balanceChanges.next();
        break;
      case 'legacy:resize':
        this.update((shown) => ({ ...shown, height: boundedLegacyFrameHeight(message.height) }));
        break;
    }
  }

  /** EMB-06: an embedded page not listed for the player's state is a full page load; anything else opens in the app. */
  private openOutside(path: string): void {
    const load = linkLoadOf(path, {
      authenticated: this.session.current().status === 'authenticated',
      olympusLoggedPages: this.config.olympusLoggedPages,
      olympusUnLoggedPages: this.config.olympusUnLoggedPages,
    });
    if (load === 'full-page') this.documents.load(path);
    else this.navigations.next({ kind: 'open', path, replace: false });
  }

  /**
   * While a frame is open: balance refreshes (a flood at most once a second), and the player logging
   * in or out, after which the frame loads anew so that the legacy app sees the new session.
   */
  private watch(): Subscription {
    const watching = new Subscription();
    watching.add(
      this.balanceChanges.pipe(throttleTime(BALANCE_REFRESH_THROTTLE_MS, this.scheduler, { leading: true, trailing: true })).subscribe(() => this.wallet.refresh()),
    );
    watching.add(
      this.session.state$
        .pipe(
          map(sessionKeyOf),
          distinctUntilChanged(),
          pairwise(),
        )
        .subscribe(([before]) => {
          const current = this.state.value;
          if (before !== 'unknown' && (current.status === 'loading' || current.status === 'shown')) this.open(this.area, current.sitePath, this.language);
        }),
    );
    return watching;
  }

  private loadWatch: Subscription | null = null;

  /** Starts (again) the wait for the page to say it has loaded. */
  private awaitLoad(): void {
    this.loadWatch?.unsubscribe();
    this.loadWatch = this.scheduler.schedule(() => this.update((shown) => (shown.status === 'loading' ? { ...shown, slow: true } : shown)), LOAD_PATIENCE_MS);
  }

  private update(change: (shown: Extract<EmbeddedAppState, { status: 'loading' | 'shown' }>) => EmbeddedAppState): void {
    const current = this.state.value;
    if (current.status === 'loading' || current.status === 'shown') this.state.next(change(current));
  }

  private closeFrame(): void {
    this.frameSubscription.unsubscribe();
    this.frameSubscription = new Subscription();
    this.channel?.close();
    this.channel = null;
  }
}
