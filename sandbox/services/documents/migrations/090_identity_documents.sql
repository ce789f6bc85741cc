-- DOC-04: a player's identity-document verification status. A player without a row is VERIFIED
-- (the operator asks for a document by setting REQUESTED).
CREATE TABLE document_verifications (
  player_id   integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  status      text NOT NULL CHECK (status IN ('BLOCKED', 'INVALID', 'PENDING', 'REQUESTED', 'VERIFIED')),
  updated_at  timestamptz NOT NULL
);

-- DOC-01: a verification URL's transaction at the identity provider: 30 minutes, one player, one upload.
-- Only the token's SHA-256 is stored.
CREATE TABLE identity_transactions (
  token_hash  text PRIMARY KEY,
  player_id   integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX identity_transactions_player ON identity_transactions (player_id);

-- The documents players uploaded, with their bytes and the type sniffed from them (never the name's).
CREATE TABLE identity_documents (
  id             integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id      integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  document_type  text NOT NULL DEFAULT 'ID_DOCUMENT',
  content_type   text NOT NULL,
  size_bytes     integer NOT NULL,
  bytes          bytea NOT NULL,
  status         text NOT NULL CHECK (status IN ('PENDING', 'VERIFIED', 'INVALID', 'BLOCKED')),
  uploaded_at    timestamptz NOT NULL,
  decided_at     timestamptz
);
CREATE INDEX identity_documents_player ON identity_documents (player_id);
