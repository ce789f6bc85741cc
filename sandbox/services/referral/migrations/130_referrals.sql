-- Referral and affiliates (docs/api.md "Referral and affiliates", REF-06).

-- The operator's affiliates: reference data (kept across a reset, like the loyalty tiers).
CREATE TABLE referral_affiliates (
  token            text PRIMARY KEY,
  -- Exact origins the affiliate sends visitors from (REF-07).
  referring_sites  jsonb NOT NULL DEFAULT '[]'
);
INSERT INTO referral_affiliates (token, referring_sites) VALUES
  ('AFF-AURORA-001', '["https://partner.example"]'),
  ('AFF-STREAMER-7', '[]');

-- Each player's own refer-a-friend code, made at the first request for it.
CREATE TABLE referral_profiles (
  player_id      integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  referral_code  text NOT NULL UNIQUE,
  created_at     timestamptz NOT NULL
);

-- Arrivals with a known token, counted per token and day: no address, no device, nothing personal.
CREATE TABLE referral_clicks (
  token   text NOT NULL,
  day     date NOT NULL,
  clicks  integer NOT NULL,
  PRIMARY KEY (token, day)
);
