import type { Queryable } from '../../kernel/database/database.ts';
import { PlayerTable } from '../../kernel/database/player-table.ts';
import { givenColumns } from '../../kernel/database/rows.ts';

export interface NotificationsSummary {
  acknowledged: number;
  deleted: number;
  numberOfMessages: number;
}

interface SummaryRow {
  acknowledged: number;
  deleted: number;
  number_of_messages: number;
}

export const summaries = new PlayerTable<SummaryRow>('notification_summaries', ['acknowledged', 'deleted', 'number_of_messages']);

export async function findSummary(db: Queryable, playerId: number): Promise<NotificationsSummary> {
  const row = await summaries.find(db, playerId);
  return { acknowledged: row.acknowledged, deleted: row.deleted, numberOfMessages: row.number_of_messages };
}

/** The columns of the counts given; the others stay as they are. */
export function summaryColumns(summary: Partial<NotificationsSummary>) {
  return givenColumns({ acknowledged: summary.acknowledged, deleted: summary.deleted, number_of_messages: summary.numberOfMessages });
}
