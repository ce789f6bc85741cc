import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../../kernel/clock.ts';
import type { Queryable } from '../../kernel/database/database.ts';
import { FormGuard } from './form-guard.ts';
import type { LegacyLanguage } from './language.ts';
import { page, paragraph, type PageShell } from './legacy-pages.ts';
import { balanceOf, playerOf, type Player } from './player-session.ts';
import { platformClient, type PlatformClient } from './platform-client.ts';
import { isGenuinePost } from './posted-form.ts';
import { platformIdFormat, ReceiptBook, type Receipt } from './receipt-book.ts';
import { legacyWording } from './wording.ts';

export type ErrorPageKind = 'NOT_FOUND' | 'INTERNAL_ERROR' | 'FORBIDDEN';

/** What the shell gives every area's routes: the platform, the forms' guard and receipts, the player behind a request, and the pages every area sends. */
export interface LegacyContext {
  now: Clock;
  platform: PlatformClient;
  guard: FormGuard;
  receipts: ReceiptBook;
  sendPage(reply: FastifyReply, status: number, shell: Omit<PageShell, 'siteOrigins'>): FastifyReply;
  errorPage(reply: FastifyReply, language: LegacyLanguage, status: number, error: ErrorPageKind): FastifyReply;
  /** A page for a visitor where a player is needed: it posts `legacy:login-required` to the host. */
  loginRequiredPage(reply: FastifyReply, language: LegacyLanguage, path: string): FastifyReply;
  playerOf(request: FastifyRequest): Promise<Player | null>;
  balanceOf(player: Player, type: string): Promise<bigint | null>;
  isGenuinePost(request: FastifyRequest, player: Player): boolean;
  /** The receipt `?receipt=` names, filed by a POST of this player's session, or null. */
  receiptOf(request: FastifyRequest, player: Player): Promise<Receipt | null>;
}

/** What the legacy application keeps: its receipts' table, and the key of its forms' tokens. */
export interface LegacyStore {
  now: Clock;
  db: Queryable;
  formKey: Buffer;
}

export function legacyContext({ now, db, formKey }: LegacyStore, options: { siteOrigins: () => readonly string[]; apiUrl: () => string }): LegacyContext {
  const platform = platformClient(options.apiUrl);
  const guard = new FormGuard(formKey);
  const receipts = new ReceiptBook(db);

  const sendPage = (reply: FastifyReply, status: number, shell: Omit<PageShell, 'siteOrigins'>) =>
    reply.code(status).header('Content-Type', 'text/html; charset=utf-8').send(page({ ...shell, siteOrigins: options.siteOrigins() }));

  return {
    now,
    platform,
    guard,
    receipts,
    sendPage,
    errorPage(reply, language, status, error) {
      const words = legacyWording[language];
      const [title, text] =
        error === 'NOT_FOUND' ? [words.notFoundTitle, words.notFoundText] : error === 'FORBIDDEN' ? [words.forbiddenTitle, words.forbiddenText] : [words.errorTitle, words.errorText];
      return sendPage(reply, status, { language, title, path: null, error, area: 'none', body: paragraph(text) });
    },
    loginRequiredPage(reply, language, path) {
      const words = legacyWording[language];
      // 200, as every page the app shows on purpose: the frame's status is not the host's business, and
      // a browser logs any 4xx document as an error.
      return sendPage(reply, 200, {
        language,
        title: words.loginRequiredTitle,
        path,
        alsoOnLoad: [{ type: 'legacy:login-required' }],
        area: path.startsWith('/sports') ? 'sports' : 'cashier',
        body: paragraph(words.loginRequiredText),
      });
    },
    playerOf: (request) => playerOf(platform, request),
    balanceOf: (player, type) => balanceOf(platform, player, type),
    isGenuinePost: (request, player) => isGenuinePost(guard, request, player.session),
    receiptOf(request, player) {
      const id = (request.query as Record<string, unknown>).receipt;
      return typeof id === 'string' && platformIdFormat.test(id) ? receipts.read(player.session, id, now()) : Promise.resolve(null);
    },
  };
}
