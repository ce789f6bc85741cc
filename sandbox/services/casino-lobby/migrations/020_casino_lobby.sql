-- Casino lobby: progressive jackpots per game and currency (minor units), and the games a
-- player has promotional spins on.
CREATE TABLE jackpots (
  game_id       integer NOT NULL,
  currency      text NOT NULL,
  amount_minor  bigint NOT NULL CHECK (amount_minor >= 0),
  PRIMARY KEY (game_id, currency)
);

CREATE TABLE promotional_spins (
  player_id  integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_id    integer NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
