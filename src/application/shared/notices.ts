import { injectable } from 'inversify';
import { BehaviorSubject, type Observable } from 'rxjs';

export type NoticeKind = 'success' | 'error' | 'info';
export type NoticeDuration = 'short' | 'long' | 'until-dismissed';

/** A message for the player; `key` is a translation key, `text` a message the platform wrote itself. */
export interface Notice {
  readonly id: number;
  readonly kind: NoticeKind;
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly text?: string;
  /**
   * How long it stays: errors always until dismissed; otherwise a few seconds (`short`, the default),
   * long enough to read a regulator's words (`long`), or until dismissed when it names something the
   * player may note down. A notice the pointer or the focus is on stays while it is there.
   */
  readonly lasts?: NoticeDuration;
}

@injectable()
export class NoticeService {
  private readonly notices = new BehaviorSubject<readonly Notice[]>([]);
  private nextId = 1;
  readonly notices$: Observable<readonly Notice[]> = this.notices.asObservable();

  show(notice: Omit<Notice, 'id'>): number {
    const id = this.nextId++;
    this.notices.next([...this.notices.value, { ...notice, id }]);
    return id;
  }

  dismiss(id: number): void {
    this.notices.next(this.notices.value.filter((notice) => notice.id !== id));
  }

  current(): readonly Notice[] {
    return this.notices.value;
  }
}
