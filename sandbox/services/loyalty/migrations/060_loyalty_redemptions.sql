-- Loyalty redemptions (LOY-05): one row per player and Idempotency-Key, holding the request it
-- answered and the answer given, so that a retry gets the first answer and moves nothing.
CREATE TABLE loyalty_redemptions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id        integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  idempotency_key  text NOT NULL,
  requested        jsonb NOT NULL,
  status           integer NOT NULL,
  answer           jsonb NOT NULL,
  created_at       timestamptz NOT NULL,
  CONSTRAINT loyalty_redemption_once UNIQUE (player_id, idempotency_key)
);
