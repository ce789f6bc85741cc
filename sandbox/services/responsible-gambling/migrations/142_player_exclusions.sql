-- Issue 11 (SG-09, SG-10): a player's time-outs and self-exclusions, one row each. A time-out is in
-- force until ends_at; a self-exclusion until ends_after_request_at, set only when the player asks to
-- end it once ends_at has passed (the jurisdiction's cooling-off later). Rows that have ended stay,
-- as the record of the player's breaks.
CREATE TABLE player_exclusions (
  id                    serial PRIMARY KEY,
  player_id             integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  kind                  text NOT NULL CHECK (kind IN ('TIME_OUT', 'SELF_EXCLUSION')),
  started_at            timestamptz NOT NULL,
  ends_at               timestamptz NOT NULL CHECK (ends_at > started_at),
  end_requested_at      timestamptz,
  ends_after_request_at timestamptz,
  CHECK (kind = 'SELF_EXCLUSION' OR end_requested_at IS NULL),
  CHECK ((end_requested_at IS NULL) = (ends_after_request_at IS NULL))
);
CREATE INDEX player_exclusions_player ON player_exclusions (player_id);

-- Wrong passwords given to confirm an exclusion (SG-09): counted per player over the last hour.
-- A row is written before the slow hash and removed when the password was right, so parallel
-- guesses cannot get past the count.
CREATE TABLE exclusion_password_attempts (
  id           serial PRIMARY KEY,
  player_id    integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  attempted_at timestamptz NOT NULL
);
CREATE INDEX exclusion_password_attempts_player ON exclusion_password_attempts (player_id, attempted_at);
