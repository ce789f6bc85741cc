-- Request throttles (login attempts, captcha tokens, PIN changes, password-reset requests) kept in
-- the database, so that every sandbox process on one PostgreSQL counts against the same buckets.
CREATE TABLE throttle_buckets (
  scope text NOT NULL,
  source text NOT NULL,
  tokens double precision NOT NULL,
  at_ms bigint NOT NULL,
  PRIMARY KEY (scope, source)
);

-- When a source last gave a right credential (a player's address, served first while it behaves).
CREATE TABLE throttle_proven_sources (
  scope text NOT NULL,
  source text NOT NULL,
  at_ms bigint NOT NULL,
  PRIMARY KEY (scope, source)
);

CREATE INDEX throttle_buckets_at ON throttle_buckets (at_ms);
CREATE INDEX throttle_proven_sources_at ON throttle_proven_sources (at_ms);
