-- Migration 001 as it shipped, in parts: this is the captcha service's (its tokens). Every part of 001 runs in one
-- transaction, the kernel's first, then the services' in name order; the migration is recorded once.

CREATE TABLE captcha_tokens (
  token_hash  text PRIMARY KEY,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
