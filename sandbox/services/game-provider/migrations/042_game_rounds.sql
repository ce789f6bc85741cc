-- Every round a game page played, decided and stored before the page hears the answer; a page
-- that retries with the same idempotency key is answered this round again.
CREATE TABLE game_rounds (
  id               text PRIMARY KEY,
  launch_id        integer NOT NULL REFERENCES game_launches (id) ON DELETE CASCADE,
  player_id        integer REFERENCES players (id) ON DELETE CASCADE,
  game_id          integer NOT NULL,
  mode             text NOT NULL,
  currency         text NOT NULL,
  idempotency_key  text NOT NULL,
  stake            numeric(30, 8) NOT NULL,
  bet              jsonb,
  win              numeric(30, 8) NOT NULL,
  outcome          jsonb NOT NULL,
  balance_after    numeric(30, 8) NOT NULL,
  created_at       timestamptz NOT NULL,
  CONSTRAINT game_round_key_once UNIQUE (launch_id, idempotency_key)
);
CREATE INDEX game_rounds_player ON game_rounds (player_id);
