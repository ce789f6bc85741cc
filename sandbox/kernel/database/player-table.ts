import type { Queryable } from './database.ts';
import { insertRow, updateRows, type Columns } from './rows.ts';

/** A service's table with one row per player, keyed by `player_id` (which cascades from `players`). */
export class PlayerTable<Row> {
  constructor(
    readonly name: string,
    /** The columns a copy of a player (the control API's templates) takes over. */
    private readonly copiedColumns: readonly string[],
  ) {}

  /** The player's row: every player has one, so its absence is a bug, not an answer. */
  async find(db: Queryable, playerId: number): Promise<Row> {
    const result = await db.query<Row>(`SELECT * FROM ${this.name} WHERE player_id = $1`, [playerId]);
    const row = result.rows[0];
    if (!row) throw new Error(`Player ${playerId} has no row in ${this.name}`);
    return row;
  }

  async insert(db: Queryable, playerId: number, columns: Columns): Promise<void> {
    await insertRow(db, this.name, { player_id: playerId, ...columns });
  }

  async update(db: Queryable, playerId: number, columns: Columns): Promise<void> {
    await updateRows(db, this.name, 'player_id', playerId, columns);
  }

  /** Copies one player's row to another, with `fresh` values for some columns. */
  async copy(db: Queryable, fromPlayerId: number, toPlayerId: number, fresh: Columns = {}): Promise<void> {
    const freshNames = Object.keys(fresh);
    const freshPlaceholders = freshNames.map((_, index) => `$${index + 3}`);
    const targets = ['player_id', ...this.copiedColumns, ...freshNames].join(', ');
    const sources = ['$2', ...this.copiedColumns, ...freshPlaceholders].join(', ');
    await db.query(`INSERT INTO ${this.name} (${targets}) SELECT ${sources} FROM ${this.name} WHERE player_id = $1`, [
      fromPlayerId,
      toPlayerId,
      ...Object.values(fresh),
    ]);
  }
}
