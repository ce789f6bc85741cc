-- Confirmation codes of every operation (MFA-12), stored only as an HMAC keyed outside the database.
CREATE TABLE confirmation_codes (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id   integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  operation   text NOT NULL,
  code_hmac   text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX confirmation_codes_latest ON confirmation_codes (player_id, operation, id DESC);

-- Wrong secrets in a row and the block they cause, per player and operation; the row is what a
-- check locks (FOR UPDATE), so parallel guesses are counted one after the other.
CREATE TABLE operation_guards (
  player_id      integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  operation      text NOT NULL,
  failures       integer NOT NULL DEFAULT 0,
  blocked_until  timestamptz,
  PRIMARY KEY (player_id, operation)
);

-- The outbox (the player's phone and mailbox) also carries e-mails: a subject and a link, no code.
ALTER TABLE outbox ALTER COLUMN code DROP NOT NULL;
-- operation: which confirmation code an SMS carries (the login's own codes are `login`, as are older rows).
ALTER TABLE outbox ADD COLUMN subject text, ADD COLUMN link text, ADD COLUMN phone text, ADD COLUMN operation text;
