import { inject, injectable } from 'inversify';
import { BehaviorSubject, filter, Subject, Subscription, throttleTime, type Observable, type SchedulerLike } from 'rxjs';
import {
  boundedFrameHeight,
  type GameErrorCode,
  type GameFrameChannels,
  type GameMessage,
  type HostMessage,
  type LaunchableGame,
  type LaunchedGame,
  type LaunchError,
  type PlayMode,
} from '../../domain/play';
import type { EmbeddedFrame, FrameChannel } from '../../domain/shared/frame-messages';
import { decimalsOf, minorToDecimalString, type BalanceEntry } from '../../domain/wallet';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { WalletTokens } from '../wallet/tokens';
import type { WalletService } from '../wallet/wallet-service';
import type { LaunchService } from './launch-service';
import { BALANCE_REFRESH_THROTTLE_MS, PlayTokens } from './tokens';

/** Why a game is not showing: a launch that failed, or a real-money game whose session ended. */
export type PlayFailure = LaunchError['code'] | 'SESSION_ENDED';

/** The play of one game page, from the buttons to the frame and back. */
export type PlayState =
  | { readonly status: 'idle' }
  | { readonly status: 'launching'; readonly mode: PlayMode }
  /** A visitor asked for real play: the page sends them to login, to come back into real play (GAME-07). */
  | { readonly status: 'login-required' }
  | {
      readonly status: 'playing';
      readonly game: LaunchedGame;
      /** The height the game asked for, bounded; null until it asks. */
      readonly height: number | null;
      /** The last error the game reported, until dismissed. */
      readonly problem: GameErrorCode | null;
    }
  /** `until`: for EXCLUDED, when the player's break ends, if the platform said (SG-09). */
  | { readonly status: 'failed'; readonly mode: PlayMode; readonly failure: PlayFailure; readonly until?: Date | null };

const IDLE: PlayState = { status: 'idle' };

/** The playable balance in major units, as the platform states amounts on the wire. */
const playableOf = (balances: readonly BalanceEntry[] | null | undefined): HostMessage | null => {
  const playable = balances?.find((entry) => entry.type === 'Playable');
  if (playable === undefined) return null;
  const { minor, currency } = playable.amount;
  return { type: 'host:balance', amount: Number(minorToDecimalString(minor, decimalsOf(currency))), currency };
};

/**
 * One game page's play: launches (GAME-06 to GAME-10 through the LaunchService), then speaks with the
 * game's frame through the typed channel: `game:balance-changed` refreshes the wallet at once (a
 * flood of them at most once a second), `game:error` is shown, `game:resize` sizes the frame, and
 * once the game is ready it is told the playable balance (and every change of it). Practice play
 * never touches the wallet. Not a singleton: each page gets its own and closes it when it goes.
 */
@injectable()
export class GamePlay {
  private readonly state = new BehaviorSubject<PlayState>(IDLE);
  private readonly navigations = new Subject<string>();
  private readonly balanceChanges = new Subject<void>();
  readonly state$: Observable<PlayState> = this.state.asObservable();
  /** Site paths a game asked to open (already checked like login destinations). */
  readonly navigate$: Observable<string> = this.navigations.asObservable();

  private last: { game: LaunchableGame; mode: PlayMode } | null = null;
  private launching: AbortController | null = null;
  private channel: FrameChannel<GameMessage, HostMessage> | null = null;
  private frameSubscriptions = new Subscription();
  private watching: Subscription | null = null;

  constructor(
    @inject(PlayTokens.LaunchService) private readonly launcher: LaunchService,
    @inject(PlayTokens.GameFrameChannels) private readonly frames: GameFrameChannels,
    @inject(WalletTokens.WalletService) private readonly wallet: WalletService,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {}

  /**
   * While a game is open: balance refreshes (a flood at most once a second), and the end of the
   * session, which a real-money game cannot outlive. Stopped by close(), so a page can close and play again.
   */
  private watch(): Subscription {
    const watching = new Subscription();
    watching.add(
      this.balanceChanges.pipe(throttleTime(BALANCE_REFRESH_THROTTLE_MS, this.scheduler, { leading: true, trailing: true })).subscribe(() => this.wallet.refresh()),
    );
    watching.add(
      this.session.id$
        .pipe(filter((id) => id === null))
        .subscribe(() => {
          const current = this.state.value;
          if (current.status === 'playing' && current.game.mode === 'real') {
            this.closeFrame();
            this.state.next({ status: 'failed', mode: 'real', failure: 'SESSION_ENDED' });
          }
        }),
    );
    return watching;
  }

  current(): PlayState {
    return this.state.value;
  }

  async play(game: LaunchableGame, mode: PlayMode): Promise<void> {
    this.last = { game, mode };
    this.launching?.abort();
    this.closeFrame();
    if (mode === 'real' && this.session.current().status !== 'authenticated') {
      this.state.next({ status: 'login-required' });
      return;
    }
    this.watching ??= this.watch();
    const controller = new AbortController();
    this.launching = controller;
    this.state.next({ status: 'launching', mode });
    const launched = await this.launcher.launch(game, mode, controller.signal);
    if (controller.signal.aborted) return;
    this.launching = null;
    if (launched._tag === 'Right') this.state.next({ status: 'playing', game: launched.right, height: null, problem: null });
    else if (launched.left.code === 'LOGIN_REQUIRED') this.state.next({ status: 'login-required' });
    else this.state.next({ status: 'failed', mode, failure: launched.left.code, ...(launched.left.code === 'EXCLUDED' ? { until: launched.left.until } : {}) });
  }

  /** The retry of a failed launch: the same game and play again. */
  async retry(): Promise<void> {
    if (this.last !== null) await this.play(this.last.game, this.last.mode);
  }

  /**
   * The launched game's frame is in the page: listen to it. A frame of another origin than the one
   * launched is not listened to.
   */
  connect(frame: EmbeddedFrame): void {
    const current = this.state.value;
    if (current.status !== 'playing' || frame.origin !== current.game.origin) return;
    this.closeFrame();
    const channel = this.frames.open(frame);
    this.channel = channel;
    const real = current.game.mode === 'real';
    this.frameSubscriptions.add(channel.messages$.subscribe({ next: (message) => this.receive(message, real) }));
  }

  dismissProblem(): void {
    this.update((playing) => ({ ...playing, problem: null }));
  }

  /** The player closed the game, or left the page: nothing keeps running, and the page may play again. */
  close(): void {
    this.launching?.abort();
    this.launching = null;
    this.closeFrame();
    this.watching?.unsubscribe();
    this.watching = null;
    this.state.next(IDLE);
  }

  private receive(message: GameMessage, real: boolean): void {
    switch (message.type) {
      case 'game:ready':
        // The playable balance now and whenever it changes (once per frame, however often the game
        // says it is ready); practice play has no wallet to show.
        if (real && !this.tellingBalance) {
          this.tellingBalance = true;
          this.frameSubscriptions.add(this.wallet.balances$.subscribe((balances) => this.tellBalance(playableOf(balances?.value))));
        }
        break;
      case 'game:balance-changed':
        if (real) this.balanceChanges.next();
        break;
      case 'game:error':
        this.update((playing) => ({ ...playing, problem: message.code }));
        break;
      case 'game:resize':
        this.update((playing) => ({ ...playing, height: boundedFrameHeight(message.height) }));
        break;
      case 'game:navigate':
        this.navigations.next(message.path);
        break;
    }
  }

  private lastBalanceSent: string | null = null;
  private tellingBalance = false;

  private tellBalance(message: HostMessage | null): void {
    if (message === null || this.channel === null) return;
    const key = `${message.amount} ${message.currency}`;
    if (key === this.lastBalanceSent) return;
    this.lastBalanceSent = key;
    this.channel.send(message);
  }

  private update(change: (playing: Extract<PlayState, { status: 'playing' }>) => PlayState): void {
    const current = this.state.value;
    if (current.status === 'playing') this.state.next(change(current));
  }

  private closeFrame(): void {
    this.frameSubscriptions.unsubscribe();
    this.frameSubscriptions = new Subscription();
    this.channel?.close();
    this.channel = null;
    this.lastBalanceSent = null;
    this.tellingBalance = false;
  }
}
