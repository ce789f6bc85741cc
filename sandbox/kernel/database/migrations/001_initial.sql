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

CREATE TABLE balances (
  player_id  integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  position   integer NOT NULL,
  type       text NOT NULL,
  amount     numeric NOT NULL,
  currency   text NOT NULL,
  PRIMARY KEY (player_id, type)
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

CREATE TABLE captcha_tokens (
  token_hash  text PRIMARY KEY,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);

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

CREATE TABLE site_config (
  id      integer PRIMARY KEY CHECK (id = 1),
  config  json NOT NULL  -- json, not jsonb: keeps the key order the contract shows
);

CREATE TABLE sandbox_meta (
  key    text PRIMARY KEY,
  value  text NOT NULL
);
