-- SG-09: the player a practice launch was asked for (by a live session), so a break that starts
-- while the practice game is open stops its rounds too. Real-money code reads player_id only; a
-- deleted player's practice launches simply forget them.
ALTER TABLE game_launches
  ADD COLUMN practising_player_id integer REFERENCES players (id) ON DELETE SET NULL;
