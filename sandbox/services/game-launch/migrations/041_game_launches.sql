-- One launch of a game in the provider's frame. The launch token in the frame's URL opens the game
-- page once, within 2 minutes; opening it mints the play token with which that page plays rounds.
-- Only hashes of both tokens are stored.
CREATE TABLE game_launches (
  id                 integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash         text NOT NULL UNIQUE,
  player_id          integer REFERENCES players (id) ON DELETE CASCADE,
  game_id            integer NOT NULL,
  mode               text NOT NULL CHECK (mode IN ('real', 'practice')),
  currency           text NOT NULL,
  language           text NOT NULL,
  channel            text NOT NULL,
  site_origin        text NOT NULL,
  created_at         timestamptz NOT NULL,
  expires_at         timestamptz NOT NULL,
  opened_at          timestamptz,
  play_token_hash    text UNIQUE,
  last_active_at     timestamptz,
  -- Practice play's play money, kept per launch; real play's money is the wallet's ledger.
  practice_balance   numeric(30, 8),
  CONSTRAINT game_launch_real_has_player CHECK (mode = 'practice' OR player_id IS NOT NULL)
);
CREATE INDEX game_launches_player ON game_launches (player_id);
