-- The payment service: deposits, withdrawals, player-to-player transfers, the routing of payment
-- methods and the jurisdictions' settings. Money itself lives in the ledger (040); these tables say
-- what each movement was. Amounts are integers in the currency's minor units (WAL-09 decimals).

-- The payment method groups the routing service offers, as data: a group is offered for its payment
-- type ('D' deposit, 'W' withdrawal) when the currency, channel and region fit. NULL lists mean
-- "every"; a region is excluded by its country ('ES') or its exact subdivision ('ES-MD').
CREATE TABLE payment_method_groups (
  code              text NOT NULL,
  payment_type      text NOT NULL CHECK (payment_type IN ('D', 'W')),
  name              text NOT NULL,
  methods           text[] NOT NULL,
  currencies        text[],
  channels          text[],
  excluded_regions  text[] NOT NULL DEFAULT '{}',
  position          integer NOT NULL,
  PRIMARY KEY (code, payment_type)
);
INSERT INTO payment_method_groups (code, payment_type, name, methods, currencies, channels, excluded_regions, position) VALUES
  ('CARD', 'D', 'Cards', '{VISA,MASTERCARD}', NULL, NULL, '{}', 1),
  ('CARD', 'W', 'Cards', '{VISA,MASTERCARD}', NULL, NULL, '{}', 1),
  ('CBT', 'W', 'Bank transfer', '{SEPA}', '{EUR,GBP}', NULL, '{}', 2),
  ('TTP', 'W', 'Send to a player', '{TTP}', '{EUR}', NULL, '{ES}', 3);

-- One row per jurisdiction: a subdivision ('CA-ON') or a country ('GB'). Issue 11 adds columns.
CREATE TABLE jurisdictions (
  code                 text PRIMARY KEY,
  withdrawal_reversal  boolean NOT NULL
);
INSERT INTO jurisdictions (code, withdrawal_reversal) VALUES
  ('MT', true), ('ES', true), ('CA-ON', true), ('GB', false);

-- The player's linked persona accounts (bank accounts a withdrawal by bank transfer may go to).
CREATE TABLE linked_accounts (
  player_id  integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  id         text NOT NULL,
  type       text NOT NULL,
  label      text NOT NULL,
  position   integer NOT NULL,
  PRIMARY KEY (player_id, id)
);

CREATE TABLE deposits (
  id                     text PRIMARY KEY,
  player_id              integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  amount                 bigint NOT NULL CHECK (amount > 0),
  currency               text NOT NULL,
  method                 text NOT NULL,
  card_last4             text NOT NULL,
  status                 text NOT NULL CHECK (status IN ('COMPLETED', 'CONFIRMATION_REQUIRED', 'DECLINED', 'FAILED')),
  failed_confirmations   integer NOT NULL DEFAULT 0,
  created_at             timestamptz NOT NULL
);
CREATE INDEX deposits_player ON deposits (player_id, created_at);

CREATE TABLE withdrawals (
  id          text PRIMARY KEY,
  player_id   integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  amount      bigint NOT NULL CHECK (amount > 0),
  currency    text NOT NULL,
  method      text NOT NULL CHECK (method IN ('CARD', 'CBT')),
  account_id  text,
  status      text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'REVERSED')),
  created_at  timestamptz NOT NULL,
  decided_at  timestamptz
);
CREATE INDEX withdrawals_player ON withdrawals (player_id, created_at);
CREATE INDEX withdrawals_status ON withdrawals (status, created_at);

-- A transfer outlives neither player: deleting either removes it (the ledger forgets it likewise).
CREATE TABLE transfers (
  id            text PRIMARY KEY,
  sender_id     integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  recipient_id  integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  amount        bigint NOT NULL CHECK (amount > 0),
  currency      text NOT NULL,
  created_at    timestamptz NOT NULL
);

-- The first answer to each money-moving request, per player and Idempotency-Key, written in the
-- same database transaction as the money it moved: a retry is answered from here and moves nothing.
CREATE TABLE payment_idempotency_keys (
  player_id    integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  key          text NOT NULL,
  fingerprint  text NOT NULL,
  status       integer NOT NULL,
  body         jsonb NOT NULL,
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (player_id, key)
);
