-- Issue 21: the register of self-excluded identities, consulted at sign-up, at login and when a
-- self-exclusion starts (docs/decisions.md "The self-exclusion register").
--
-- player_identities: each signed-up player's identity as the register compares it (the keys of
-- self-exclusion-register.ts, never the raw text): their name folded both ways round, their birth
-- date and their mobile number. A seeded player who never signed up has none.
CREATE TABLE player_identities (
  player_id     integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  name_key      text NOT NULL,
  reversed_key  text NOT NULL,
  birth_date    date NOT NULL,
  phone_key     text
);
CREATE INDEX player_identities_name ON player_identities (birth_date, name_key);
CREATE INDEX player_identities_reversed ON player_identities (birth_date, reversed_key);
CREATE INDEX player_identities_phone ON player_identities (birth_date, phone_key) WHERE phone_key IS NOT NULL;

-- One entry per self-exclusion of a player with an identity. It is the operator's record of a
-- person, so it outlives the account (no reference to players): in force until the self-exclusion is
-- asked to end and its cooling-off has passed (lifts_at), as SG-10 says of the exclusion itself.
CREATE TABLE self_exclusion_register (
  id             serial PRIMARY KEY,
  exclusion_id   integer UNIQUE REFERENCES player_exclusions (id) ON DELETE SET NULL,
  username       text NOT NULL,
  display_name   text NOT NULL,
  name_key       text NOT NULL,
  reversed_key   text NOT NULL,
  birth_date     date NOT NULL,
  phone_key      text,
  started_at     timestamptz NOT NULL,
  ends_at        timestamptz NOT NULL,
  lifts_at       timestamptz
);
CREATE INDEX self_exclusion_register_birth_date ON self_exclusion_register (birth_date);

-- Every time the register stopped someone: a sign-up refused, an account excluded at login, when
-- its phone changed or when the same person self-excluded on another account. The operator reads them in the console.
CREATE TABLE self_exclusion_register_matches (
  id          serial PRIMARY KEY,
  entry_id    integer NOT NULL REFERENCES self_exclusion_register (id) ON DELETE CASCADE,
  matched_at  timestamptz NOT NULL,
  occasion    text NOT NULL CHECK (occasion IN ('SIGN_UP', 'LOGIN', 'SELF_EXCLUSION', 'PHONE_CHANGE')),
  username    text NOT NULL,
  matched_on  text NOT NULL CHECK (matched_on IN ('NAME_AND_BIRTH_DATE', 'PHONE_AND_BIRTH_DATE'))
);
CREATE INDEX self_exclusion_register_matches_at ON self_exclusion_register_matches (matched_at DESC);

-- An exclusion applied to an account because the same person self-excluded on another: it follows
-- that register entry's dates (shown to the player as "set on another of your accounts").
ALTER TABLE player_exclusions ADD COLUMN register_entry_id integer REFERENCES self_exclusion_register (id) ON DELETE SET NULL;
