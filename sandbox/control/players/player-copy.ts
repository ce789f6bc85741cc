import type { Database } from '../../kernel/database/database.ts';
import { copyDocumentStatus } from '../../services/documents/index.ts';
import { copySpinGames } from '../../services/casino-lobby/index.ts';
import { copyAccount } from '../../services/login/index.ts';
import { loyaltyAccounts } from '../../services/loyalty/index.ts';
import { copyLinkedAccounts } from '../../services/payments/index.ts';
import { copyMessages } from '../../services/player-messages/index.ts';
import { profiles } from '../../services/profile/index.ts';
import { copyBalances } from '../../services/wallet/index.ts';

/**
 * Copies a player's state in every service (hashes included, so no slow re-hashing) under a new
 * username, which is also the copy's email. Counters, blocks, sessions and the outbox are not copied:
 * the copy starts fresh; its inbox is a copy of the template's.
 */
export async function copyPlayer(
  db: Database,
  templateId: number,
  fresh: { username: string; nowMs: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const playerId = await copyAccount(tx, templateId, fresh);
    await profiles.copy(tx, templateId, playerId, { email: fresh.username });
    await copyBalances(tx, templateId, playerId, new Date(fresh.nowMs));
    await copyMessages(tx, templateId, playerId);
    await loyaltyAccounts.copy(tx, templateId, playerId);
    await copySpinGames(tx, templateId, playerId);
    await copyLinkedAccounts(tx, templateId, playerId);
    await copyDocumentStatus(tx, templateId, playerId);
    return playerId;
  });
}
