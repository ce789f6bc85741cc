-- Migration 001 as it shipped, in parts: this is the site-config service's (the configuration). Every part of 001 runs in one
-- transaction, the kernel's first, then the services' in name order; the migration is recorded once.

CREATE TABLE site_config (
  id      integer PRIMARY KEY CHECK (id = 1),
  config  json NOT NULL  -- json, not jsonb: keeps the key order the contract shows
);
