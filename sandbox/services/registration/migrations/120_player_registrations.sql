-- Joining (docs/api.md "Joining"): who signed up, when, and the referral they arrived with (REF-01..06).
-- The row goes with the player (deleting the player deletes it).
CREATE TABLE player_registrations (
  player_id      integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  username       text NOT NULL,
  email          text NOT NULL,
  country        text NOT NULL,
  currency       text NOT NULL,
  birth_date     date NOT NULL,
  -- {"token","type","affiliateId","sharingMethod","storedAt"} as the site sent it once checked, else null.
  referral       jsonb,
  registered_at  timestamptz NOT NULL
);
CREATE INDEX player_registrations_newest ON player_registrations (registered_at DESC);

-- Sign-up attempts per source (client address), for the limit of 5 an hour; rows older than an hour are dropped as new ones come.
CREATE TABLE registration_attempts (
  id            bigserial PRIMARY KEY,
  source        text NOT NULL,
  attempted_at  timestamptz NOT NULL
);
CREATE INDEX registration_attempts_by_source ON registration_attempts (source, attempted_at);
