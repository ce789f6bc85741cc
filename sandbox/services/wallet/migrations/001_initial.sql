-- Migration 001 as it shipped, in parts: this is the wallet's (the balances of the time, turned into the ledger and dropped by 040). Every part of 001 runs in one
-- transaction, the kernel's first, then the services' in name order; the migration is recorded once.

CREATE TABLE balances (
  player_id  integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  position   integer NOT NULL,
  type       text NOT NULL,
  amount     numeric NOT NULL,
  currency   text NOT NULL,
  PRIMARY KEY (player_id, type)
);
