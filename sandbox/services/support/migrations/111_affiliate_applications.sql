-- REF-08: applications made through /become-an-affiliate. Every application is kept, a repeated
-- e-mail included (the applicant is answered the same either way); the source only as a keyed hash.
CREATE TABLE affiliate_applications (
  id               integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference        text NOT NULL UNIQUE,
  name             text NOT NULL,
  email            text NOT NULL,
  company          text,
  website          text,
  country          text NOT NULL,
  traffic_sources  text[] NOT NULL,
  message          text,
  language         text NOT NULL,
  source_hash      text NOT NULL,
  received_at      timestamptz NOT NULL
);
CREATE INDEX affiliate_applications_source ON affiliate_applications (source_hash, received_at);
CREATE INDEX affiliate_applications_email ON affiliate_applications (lower(email));
CREATE INDEX affiliate_applications_received ON affiliate_applications (received_at DESC);
