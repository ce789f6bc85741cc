import * as t from 'io-ts';
import type { ContentScope, GamePage, PreloadedGamePages } from '../../domain/games';
import type { Logger } from '../../domain/shared/ports';
import type { InlinedData } from '../shared/document-inlined-data';
import { GamePageBody, toGamePage } from './game-page-codec';

/** The element the server inlines a game's page into (the server's painted game page). */
export const GAME_PAGE_ELEMENT_ID = 'game-page';

/** What the server inlines: the content service's `game-pages/<slug>` answer, with the scope and slug it was asked for. */
export const InlinedGamePageBody = t.type({ language: t.string, bucket: t.string, slug: t.string, body: GamePageBody });
export type InlinedGamePageBody = t.TypeOf<typeof InlinedGamePageBody>;

/** The inlined game page decoded like a fetched answer; null when it is not one or its game cannot be read. */
export const decodeInlinedGamePage = (raw: unknown, allowedOrigins: readonly string[], logger?: Logger): { readonly scope: ContentScope; readonly slug: string; readonly page: GamePage } | null => {
  const decoded = InlinedGamePageBody.decode(raw);
  if (decoded._tag === 'Left') return null;
  const { language, bucket, slug, body } = decoded.right;
  const page = toGamePage(body, allowedOrigins, logger);
  return page === null || page.game.slug !== slug ? null : { scope: { language, bucket }, slug, page };
};

/** The game page the server inlined into the page, read once; given only for its game, language and bucket. */
export class InlinedGamePage implements PreloadedGamePages {
  private read: ReturnType<typeof decodeInlinedGamePage> | undefined;

  constructor(
    private readonly data: InlinedData,
    private readonly allowedOrigins: readonly string[],
    private readonly logger: Logger,
  ) {}

  take(scope: ContentScope, slug: string): GamePage | null {
    if (this.read === undefined) {
      const raw = this.data.json(GAME_PAGE_ELEMENT_ID);
      this.read = raw === undefined ? null : decodeInlinedGamePage(raw, this.allowedOrigins, this.logger);
      if (raw !== undefined && this.read === null) this.logger.warn('inlined game page ignored: unreadable');
    }
    const read = this.read;
    return read !== null && read.slug === slug && read.scope.language === scope.language && read.scope.bucket === scope.bucket ? read.page : null;
  }
}
