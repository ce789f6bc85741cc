import type { Queryable } from '../../kernel/database/database.ts';
import { copyPlayerRows, givenColumns, insertRow, playerRow, updateRows, type Columns } from '../../kernel/database/rows.ts';

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

const table = 'notification_summaries';
const columns = ['acknowledged', 'deleted', 'number_of_messages'] as const satisfies readonly (keyof SummaryRow)[];

export async function findSummary(db: Queryable, playerId: number): Promise<NotificationsSummary> {
  const row = await playerRow<SummaryRow>(db, table, playerId);
  return { acknowledged: row.acknowledged, deleted: row.deleted, numberOfMessages: row.number_of_messages };
}

function summaryColumns(summary: Partial<NotificationsSummary>): Columns {
  return { acknowledged: summary.acknowledged, deleted: summary.deleted, number_of_messages: summary.numberOfMessages };
}

export async function insertSummary(db: Queryable, playerId: number, summary: NotificationsSummary): Promise<void> {
  await insertRow(db, table, { player_id: playerId, ...summaryColumns(summary) });
}

/** Sets the counts given; the others stay. */
export async function updateSummary(db: Queryable, playerId: number, summary: Partial<NotificationsSummary>): Promise<void> {
  await updateRows(db, table, 'player_id', playerId, givenColumns(summaryColumns(summary)));
}

export async function copySummary(db: Queryable, fromPlayerId: number, toPlayerId: number): Promise<void> {
  await copyPlayerRows(db, table, columns, fromPlayerId, toPlayerId);
}
