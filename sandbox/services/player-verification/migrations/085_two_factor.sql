-- Two-factor (docs/api.md "Two-factor"): one row per player who ever enrolled or was given a
-- status; no row reads as PENDING. The TOTP secret is kept only sealed (AES-256-GCM, the key in the
-- data dir's `secret-key` file, never in the database).
CREATE TABLE two_factor (
  player_id       integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  status          text NOT NULL CHECK (status IN ('PENDING', 'ENABLED', 'DISABLED')),
  sealed_secret   text,
  -- The last TOTP time step accepted (login, verify, disable, any MFA operation): a code of that
  -- step or an earlier one is a replay.
  last_used_step  integer,
  -- Set by this migration only: a plaintext secret of a player who logs in with TOTP, sealed (and
  -- cleared) by the two-factor service at its first start, which holds the key.
  secret_to_seal  text,
  CHECK (status <> 'ENABLED' OR sealed_secret IS NOT NULL OR secret_to_seal IS NOT NULL)
);

-- Until now every player had a plaintext secret; only those who log in with TOTP keep it (sealed
-- at start), the others never enrolled and get a fresh one when they do.
INSERT INTO two_factor (player_id, status, secret_to_seal)
SELECT id, 'ENABLED', totp_secret FROM players WHERE mfa_login_method = 'TWO_FACTOR_AUTHENTICATION';

ALTER TABLE players DROP COLUMN totp_secret;
