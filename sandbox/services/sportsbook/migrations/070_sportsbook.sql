-- The sportsbook's fixtures are seeded data (sportsbook/fixtures.ts); what changes is stored here:
-- a fixture's result once the operator settles it, the bets, and the answers given per
-- idempotency key (a retry is answered the first answer and moves nothing).
CREATE TABLE sports_fixture_results (
  fixture_id  text PRIMARY KEY,
  result      text NOT NULL CHECK (result IN ('HOME', 'DRAW', 'AWAY')),
  settled_at  timestamptz NOT NULL
);

CREATE TABLE sports_bets (
  id              text PRIMARY KEY,
  player_id       integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  fixture_id      text NOT NULL,
  selection       text NOT NULL CHECK (selection IN ('HOME', 'DRAW', 'AWAY')),
  odds            text NOT NULL,
  currency        text NOT NULL,
  -- Minor units of the currency (integers on the wire); the ledger holds the same money as numeric.
  stake           bigint NOT NULL CHECK (stake > 0),
  potential_win   bigint NOT NULL CHECK (potential_win > 0),
  status          text NOT NULL CHECK (status IN ('OPEN', 'WON', 'LOST')),
  created_at      timestamptz NOT NULL,
  settled_at      timestamptz
);
CREATE INDEX sports_bets_player ON sports_bets (player_id, created_at DESC);
CREATE INDEX sports_bets_open_fixture ON sports_bets (fixture_id) WHERE status = 'OPEN';

CREATE TABLE sports_bet_answers (
  player_id        integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  idempotency_key  text NOT NULL,
  request          jsonb NOT NULL,
  status           integer NOT NULL,
  answer           jsonb NOT NULL,
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (player_id, idempotency_key)
);
