-- Bonuses with wagering (issue 22, docs/bonus-rules.md). A bonus offer is data: what it matches of
-- which deposit, up to how much, how many times the bonus must be wagered, within how many days,
-- and how much of a stake each kind of game counts (percent). A player's bonus is granted from an
-- offer the player opted in to; its money is in the player's `bonus` ledger account, and `balance`
-- here is the part of that account that belongs to this bonus (what its end converts or removes).
-- `wagered` moves in the same database transaction as the round whose stake counts.
CREATE TABLE bonus_offers (
  id                   text PRIMARY KEY,
  promotion_id         text NOT NULL UNIQUE,
  match_percent        integer NOT NULL CHECK (match_percent BETWEEN 1 AND 1000),
  max_bonus            numeric(30, 8) NOT NULL CHECK (max_bonus > 0),
  min_deposit          numeric(30, 8) NOT NULL CHECK (min_deposit > 0),
  qualifying_deposit   text NOT NULL CHECK (qualifying_deposit IN ('first', 'latest')),
  wagering_multiplier  integer NOT NULL CHECK (wagering_multiplier BETWEEN 1 AND 200),
  valid_days           integer NOT NULL CHECK (valid_days BETWEEN 1 AND 365),
  currencies           text[] NOT NULL,
  weights              jsonb NOT NULL
);
INSERT INTO bonus_offers VALUES
  ('welcome', 'promotion-welcome', 100, 200, 20, 'first', 30, 30, '{EUR,GBP,CAD,USD}', '{"slot": 100, "roulette": 10, "live": 0, "virtual": 0}'),
  ('weekend', 'promotion-weekend', 50, 50, 10, 'latest', 35, 7, '{EUR,GBP,CAD,USD}', '{"slot": 100, "roulette": 10, "live": 0, "virtual": 0}');

CREATE TABLE player_bonuses (
  id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id               integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  offer_id                text NOT NULL REFERENCES bonus_offers (id),
  currency                text NOT NULL,
  amount                  numeric(30, 8) NOT NULL CHECK (amount > 0),
  wagering_requirement    numeric(30, 8) NOT NULL CHECK (wagering_requirement > 0),
  wagered                 numeric(30, 8) NOT NULL DEFAULT 0 CHECK (wagered >= 0 AND wagered <= wagering_requirement),
  balance                 numeric(30, 8) NOT NULL CHECK (balance >= 0),
  state                   text NOT NULL CHECK (state IN ('active', 'completed', 'expired', 'forfeited')),
  granted_at              timestamptz NOT NULL,
  expires_at              timestamptz NOT NULL,
  ended_at                timestamptz,
  -- The deposit it matched: one bonus per deposit.
  deposit_transaction_id  bigint UNIQUE,
  CONSTRAINT player_bonus_ended CHECK ((state = 'active') = (ended_at IS NULL)),
  CONSTRAINT player_bonus_emptied CHECK (state = 'active' OR balance = 0)
);
-- BON-03: one active bonus per player.
CREATE UNIQUE INDEX player_bonus_one_active ON player_bonuses (player_id) WHERE state = 'active';
CREATE INDEX player_bonuses_player ON player_bonuses (player_id, granted_at DESC);
