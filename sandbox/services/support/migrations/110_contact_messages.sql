-- HELP-07: what visitors and players wrote through the contact form. The source is kept only as a
-- keyed hash (HMAC with the sandbox's code key), enough to count a source's messages per hour.
-- No PIN is ever stored: the contact service refuses any.
CREATE TABLE contact_messages (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reference    text NOT NULL UNIQUE,
  email        text NOT NULL,
  subject      text,
  message      text NOT NULL,
  birth_date   date,
  username     text,
  player_id    integer REFERENCES players (id) ON DELETE CASCADE,
  language     text NOT NULL,
  source_hash  text NOT NULL,
  received_at  timestamptz NOT NULL
);
CREATE INDEX contact_messages_source ON contact_messages (source_hash, received_at);
CREATE INDEX contact_messages_received ON contact_messages (received_at DESC);
