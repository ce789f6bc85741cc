-- Issue 11 (SG-07): the player's own reality-check interval; without a row the jurisdiction's
-- reality_check_minutes applies.
CREATE TABLE reality_check_preferences (
  player_id   integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  minutes     integer NOT NULL CHECK (minutes BETWEEN 10 AND 240),
  updated_at  timestamptz NOT NULL
);
