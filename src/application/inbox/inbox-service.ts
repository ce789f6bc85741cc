import { isLeft, left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { BehaviorSubject, type Observable, type SchedulerLike } from 'rxjs';
import { isUnread, markedRead, type InboxGateway, type InboxMessage, type InboxPage, type MessageId } from '../../domain/inbox';
import type { SessionId } from '../../domain/session';
import type { GatewayError } from '../../domain/shared/gateway-error';
import { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { SharedTokens } from '../shared/tokens';
import { NotificationService } from '../wallet/notification-service';
import { WalletTokens } from '../wallet/tokens';
import { INBOX_PAGE_SIZE, InboxTokens } from './tokens';

/** The inbox as the page shows it: the messages loaded so far, newest first, and the counts of all of them. */
export interface InboxState {
  /** Of the first page: `failed` shows the error with a retry. */
  readonly status: 'loading' | 'ready' | 'failed';
  readonly messages: readonly InboxMessage[];
  readonly unread: number;
  readonly total: number;
  readonly hasMore: boolean;
  /** The next page: asked for, or failed (the list offers to try again). */
  readonly more: 'idle' | 'loading' | 'failed';
}

const LOADING: InboxState = { status: 'loading', messages: [], unread: 0, total: 0, hasMore: false, more: 'idle' };
const NO_SESSION: GatewayError = { code: 'UNAUTHORIZED' };

/**
 * The player's inbox: pages loaded as the list scrolls, a message opened (and so read), marked read,
 * deleted, or all read at once. After each change the badge's count is asked for again, so the
 * header follows without a reload; the count is the platform's, never one worked out here.
 */
@injectable()
export class InboxService {
  private readonly state = new BehaviorSubject<InboxState>(LOADING);
  readonly state$: Observable<InboxState> = this.state.asObservable();
  private cursor: string | null = null;
  /** The session the loaded messages belong to: another login starts afresh. */
  private loadedFor: SessionId | null = null;
  private loads = 0;

  constructor(
    @inject(InboxTokens.InboxGateway) private readonly gateway: InboxGateway,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(WalletTokens.NotificationService) private readonly notifications: NotificationService,
    @inject(SharedTokens.Scheduler) private readonly scheduler: SchedulerLike,
  ) {}

  /** The inbox as shown now. */
  current(): InboxState {
    return this.state.value;
  }

  /** The first page, afresh (the page opens, or the player retries). */
  async reload(): Promise<void> {
    const session = this.session.currentId();
    const load = ++this.loads;
    this.state.next(this.loadedFor === session && this.state.value.status === 'ready' ? { ...this.state.value, more: 'idle' } : LOADING);
    if (session === null) return this.failFirstPage();
    const page = await this.gateway.page(session, null, INBOX_PAGE_SIZE);
    if (load !== this.loads) return;
    if (isLeft(page)) return this.failFirstPage();
    this.loadedFor = session;
    this.cursor = page.right.nextCursor;
    this.state.next({ status: 'ready', more: 'idle', ...this.counts(page.right), messages: page.right.messages });
    // The badge and the list say the same count: a message may have come, or a break hidden some.
    this.notifications.refresh();
  }

  /** The next page, once the list nears its end; nothing while one is on its way or none is left. */
  async loadMore(): Promise<void> {
    const current = this.state.value;
    const session = this.session.currentId();
    if (current.status !== 'ready' || !current.hasMore || current.more === 'loading' || session === null || session !== this.loadedFor) return;
    const load = this.loads;
    this.state.next({ ...current, more: 'loading' });
    const page = await this.gateway.page(session, this.cursor, INBOX_PAGE_SIZE);
    if (load !== this.loads) return;
    if (isLeft(page)) {
      this.state.next({ ...this.state.value, more: 'failed' });
      return;
    }
    this.cursor = page.right.nextCursor;
    const known = new Set(this.state.value.messages.map((message) => message.id));
    const added = page.right.messages.filter((message) => !known.has(message.id));
    this.state.next({ ...this.state.value, ...this.counts(page.right), more: 'idle', messages: [...this.state.value.messages, ...added] });
  }

  /** A message to read: from the list when loaded, else from the platform; opening it marks it read. */
  async open(id: MessageId): Promise<Either<GatewayError, InboxMessage>> {
    const session = this.session.currentId();
    if (session === null) return left(NO_SESSION);
    const loaded = this.loadedFor === session ? this.state.value.messages.find((message) => message.id === id) : undefined;
    const message = loaded === undefined ? await this.gateway.message(session, id) : right(loaded);
    if (isLeft(message) || !isUnread(message.right)) return message;
    const read = await this.markRead(id);
    return isLeft(read) ? message : right(markedRead(message.right, this.now()));
  }

  async markRead(id: MessageId): Promise<Either<GatewayError, void>> {
    return this.change((session) => this.gateway.markRead(session, id), (state) => {
      const message = state.messages.find((each) => each.id === id);
      if (message === undefined || !isUnread(message)) return state;
      return { ...state, unread: Math.max(0, state.unread - 1), messages: state.messages.map((each) => (each.id === id ? markedRead(each, this.now()) : each)) };
    });
  }

  async markAllRead(): Promise<Either<GatewayError, void>> {
    return this.change((session) => this.gateway.markAllRead(session), (state) => ({ ...state, unread: 0, messages: state.messages.map((each) => markedRead(each, this.now())) }));
  }

  async remove(id: MessageId): Promise<Either<GatewayError, void>> {
    return this.change((session) => this.gateway.remove(session, id), (state) => {
      const message = state.messages.find((each) => each.id === id);
      if (message === undefined) return state;
      return {
        ...state,
        total: Math.max(0, state.total - 1),
        unread: isUnread(message) ? Math.max(0, state.unread - 1) : state.unread,
        messages: state.messages.filter((each) => each.id !== id),
      };
    });
  }

  /** Sends a change; once the platform took it, the list shows it and the badge asks for its count again. */
  private async change(send: (session: SessionId) => Promise<Either<GatewayError, void>>, apply: (state: InboxState) => InboxState): Promise<Either<GatewayError, void>> {
    const session = this.session.currentId();
    if (session === null) return left(NO_SESSION);
    const sent = await send(session);
    if (isLeft(sent)) return sent;
    if (this.loadedFor === session) this.state.next(apply(this.state.value));
    this.notifications.refresh();
    return sent;
  }

  private counts(page: InboxPage): Pick<InboxState, 'unread' | 'total' | 'hasMore'> {
    return { unread: page.unread, total: page.total, hasMore: page.nextCursor !== null };
  }

  private failFirstPage(): void {
    this.loadedFor = null;
    this.state.next({ ...LOADING, status: 'failed' });
  }

  private now(): Date {
    return new Date(this.scheduler.now());
  }
}
