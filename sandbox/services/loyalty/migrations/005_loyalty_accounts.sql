-- The loyalty service's own table: the points and exclusion that were columns of players.
CREATE TABLE loyalty_accounts (
  player_id  integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  points     numeric NOT NULL DEFAULT 0,
  excluded   boolean NOT NULL DEFAULT false
);

INSERT INTO loyalty_accounts (player_id, points, excluded)
SELECT id, loyalty_points, loyalty_excluded FROM players;

ALTER TABLE players DROP COLUMN loyalty_points, DROP COLUMN loyalty_excluded;
