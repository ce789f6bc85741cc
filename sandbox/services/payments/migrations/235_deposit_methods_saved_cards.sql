-- Issue 22: the cashier's methods and statuses (docs/cashier-rules.md).
--
-- Each method group has its own limits, in euro cents scaled to the currency like the operation's
-- bounds (payment-limits.ts); NULL is the operation's own bound. A deposit may now be made by card,
-- by bank transfer or by e-wallet, each a group of its own.
ALTER TABLE payment_method_groups
  ADD COLUMN min_cents bigint CHECK (min_cents > 0),
  ADD COLUMN max_cents bigint CHECK (max_cents > 0);

UPDATE payment_method_groups SET min_cents = 1000, max_cents = 500000 WHERE code = 'CARD' AND payment_type = 'D';
INSERT INTO payment_method_groups (code, payment_type, name, methods, currencies, channels, excluded_regions, position, min_cents, max_cents) VALUES
  ('CBT', 'D', 'Bank transfer', '{SEPA}', '{EUR,GBP}', NULL, '{}', 2, 2000, 1000000),
  ('EWL', 'D', 'E-wallet', '{EWALLET}', NULL, NULL, '{}', 3, 1000, 200000);

-- What a deposit was paid with, never the card's number: its brand, last four digits and expiry;
-- a bank transfer's or an e-wallet's account as shown to the player (masked).
ALTER TABLE deposits
  ALTER COLUMN card_last4 DROP NOT NULL,
  ADD COLUMN card_brand   text,
  ADD COLUMN card_expiry  text,
  ADD COLUMN account_hint text;

-- The cards a player paid with, remembered after a completed deposit so that the next one asks only
-- for the security code. The provider keeps the card (the sandbox's test mode: `outcome`, what the
-- card it stands for does); the platform keeps what the player is shown. No number, no CVC.
CREATE TABLE saved_cards (
  id          text PRIMARY KEY,
  player_id   integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  brand       text NOT NULL,
  last4       text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  expiry      text NOT NULL CHECK (expiry ~ '^(0[1-9]|1[0-2])/[0-9]{2}$'),
  outcome     text NOT NULL CHECK (outcome IN ('APPROVED', 'CONFIRMATION_REQUIRED')),
  last_used_at timestamptz NOT NULL,
  UNIQUE (player_id, brand, last4, expiry)
);
CREATE INDEX saved_cards_player ON saved_cards (player_id, last_used_at);
