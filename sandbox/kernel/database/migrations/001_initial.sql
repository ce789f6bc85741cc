-- Migration 001 as it shipped, in parts: this is the kernel's (the sandbox's own metadata). Every part of 001 runs in one
-- transaction, the kernel's first, then the services' in name order; the migration is recorded once.

CREATE TABLE sandbox_meta (
  key    text PRIMARY KEY,
  value  text NOT NULL
);
