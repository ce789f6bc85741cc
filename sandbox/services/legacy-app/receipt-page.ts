import type { FastifyReply } from 'fastify';
import { formatMinor } from '../../kernel/money.ts';
import type { LegacyLanguage } from './language.ts';
import type { LegacyContext } from './legacy-context.ts';
import { paragraph, success } from './legacy-pages.ts';
import type { Player } from './player-session.ts';
import type { Receipt } from './receipt-book.ts';
import { fill, legacyWording } from './wording.ts';

/** The page a cashier POST redirects to: what it did, the balance now, and `legacy:balance-changed` for the host. */
export async function receiptPage(
  legacy: LegacyContext,
  reply: FastifyReply,
  language: LegacyLanguage,
  player: Player,
  receipt: Receipt,
  shell: { title: string; path: string; area: 'cashier' | 'sports'; balanceType: string; after?: string; next?: { path: string; label: string } },
) {
  const balance = await legacy.balanceOf(player, shell.balanceType);
  const body = [
    success(fill(receipt.message[language], receipt.values)),
    balance === null ? '' : paragraph(fill(legacyWording[language].newBalance, { amount: formatMinor(balance, player.currency, language) })),
    shell.after ?? '',
  ].join('\n');
  return legacy.sendPage(reply, 200, {
    language,
    title: shell.title,
    path: shell.path,
    area: shell.area,
    alsoOnLoad: [{ type: 'legacy:balance-changed' }],
    body,
    ...(shell.next === undefined ? {} : { next: shell.next }),
  });
}
