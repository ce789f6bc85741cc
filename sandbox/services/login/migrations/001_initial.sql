-- Migration 001 as it shipped, in parts: this is the login service's (the accounts, their sessions, 428 tokens and the outbox; the wide players table
-- of the time, which 003, 004, 005, 006 and 085 narrowed to the account). Every part of 001 runs in one
-- transaction, the kernel's first, then the services' in name order; the migration is recorded once.

-- Players: the platform's accounts. username is the lower-cased email (login is case-insensitive).
CREATE TABLE players (
  id                          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username                    text NOT NULL UNIQUE,
  email                       text NOT NULL,
  password_hash               text NOT NULL,
  first_name                  text,
  last_name                   text,
  nickname                    text,
  currency                    text NOT NULL,
  language                    text NOT NULL,
  country_code                text NOT NULL,
  subdivision                 text,
  phone_prefix                text,
  phone_number                text,
  phone_status                text NOT NULL,
  pin_hash                    text,
  totp_secret                 text NOT NULL,
  disabled                    boolean NOT NULL DEFAULT false,
  captcha_required            boolean NOT NULL DEFAULT false,
  mfa_login_method            text,
  required_action             text,
  required_action_shape       text NOT NULL DEFAULT 'full',
  failed_logins               integer NOT NULL DEFAULT 0,
  blocked_until               timestamptz,
  mfa_failures                integer NOT NULL DEFAULT 0,
  verification_blocked_until  timestamptz,
  notifications_acknowledged  integer NOT NULL DEFAULT 0,
  notifications_deleted       integer NOT NULL DEFAULT 0,
  notifications_total         integer NOT NULL DEFAULT 0,
  created_at                  timestamptz NOT NULL
);

-- Only the SHA-256 of a session id is stored: a copy of the database cannot be used to log in.
CREATE TABLE sessions (
  id_hash       text PRIMARY KEY,
  player_id     integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  ended_at      timestamptz
);
CREATE INDEX sessions_player ON sessions (player_id);

-- Tokens handed out with a 428 (pending required action); used by the password reset.
CREATE TABLE action_tokens (
  token_hash  text PRIMARY KEY,
  player_id   integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  action      text NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

-- Messages the platform "sent"; the sandbox's stand-in for the player's phone.
CREATE TABLE outbox (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id    integer REFERENCES players (id) ON DELETE CASCADE,
  recipient    text NOT NULL,
  channel      text NOT NULL,
  code         text NOT NULL,
  text         text NOT NULL,
  created_at   timestamptz NOT NULL,
  consumed_at  timestamptz
);
CREATE INDEX outbox_player ON outbox (player_id, id DESC);
