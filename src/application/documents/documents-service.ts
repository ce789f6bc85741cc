import { left, right, type Either } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { filter, map, Observable, Subject, take } from 'rxjs';
import type { SiteConfig } from '../../domain/config';
import { documentResultPath, type DocumentVerification, type IdentityFinished, type DocumentsGateway, type IdentityFrameChannels, type VerificationUrlError } from '../../domain/documents';
import type { MessageTarget } from '../../domain/shared/frame-messages';
import { ConfigTokens } from '../config/tokens';
import type { PollState } from '../shared/poll';
import { PlayerPolling } from '../session/player-polling';
import type { SessionService } from '../session/session-service';
import { SessionTokens } from '../session/tokens';
import { DOCUMENT_STATUS_REFRESH_MS, DocumentsTokens } from './tokens';

/** Where the identity provider's frame is loaded from: its URL and the exact origin its messages must come from. */
export interface IdentityFrameSource {
  readonly url: string;
  readonly origin: string;
}

/** A URL whose origin the site configuration does not list is not framed (nothing it says would be heard). */
export type FrameSourceError = VerificationUrlError | { readonly code: 'UNTRUSTED_ORIGIN' } | { readonly code: 'LOGGED_OUT' };

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/**
 * DOC-01, DOC-02, DOC-04: the player's document status (polled every 30 s while logged in, and at
 * once after an upload), the identity provider's frame source, and what its frame says.
 */
@injectable()
export class DocumentsService {
  private readonly refreshes = new Subject<void>();
  readonly status$: Observable<PollState<DocumentVerification> | null>;

  constructor(
    @inject(DocumentsTokens.DocumentsGateway) private readonly gateway: DocumentsGateway,
    @inject(DocumentsTokens.IdentityFrameChannels) private readonly frames: IdentityFrameChannels,
    @inject(SessionTokens.PlayerPolling) polling: PlayerPolling,
    @inject(SessionTokens.SessionService) private readonly session: SessionService,
    @inject(ConfigTokens.SiteConfig) private readonly config: SiteConfig,
  ) {
    this.status$ = polling.poll((id, signal) => gateway.status(id, signal), DOCUMENT_STATUS_REFRESH_MS, this.refreshes);
  }

  /** Asks for the status now (a document was just sent). */
  refresh(): void {
    this.refreshes.next();
  }

  /** DOC-01: a fresh verification URL, framed only when its origin is one the configuration lists. */
  async frameSource(): Promise<Either<FrameSourceError, IdentityFrameSource>> {
    const id = this.session.currentId();
    if (id === null) return left({ code: 'LOGGED_OUT' });
    const url = await this.gateway.verificationUrl(id);
    if (url._tag === 'Left') return url;
    const origin = originOf(url.right);
    if (origin === null || !this.config.identityProviderOrigins.includes(origin)) return left({ code: 'UNTRUSTED_ORIGIN' });
    return right({ url: url.right, origin });
  }

  /**
   * DOC-02: the result page the player goes to once the frame (its own window, its exact origin)
   * says the transaction finished; the status is asked again then, so the account area follows.
   */
  resultPathOf(frame: { readonly window: MessageTarget; readonly origin: string }): Observable<string> {
    return new Observable<string>((subscriber) => {
      const channel = this.frames.open(frame);
      const subscription = new Observable<IdentityFinished>((inner) => channel.messages$.subscribe({ next: (message) => inner.next(message) }))
        .pipe(
          filter((message) => message.type === 'identity:finished'),
          take(1),
          map((message) => documentResultPath(message.transactionStatus)),
        )
        .subscribe((path) => {
          this.refresh();
          subscriber.next(path);
          subscriber.complete();
        });
      return () => {
        subscription.unsubscribe();
        channel.close();
      };
    });
  }
}
