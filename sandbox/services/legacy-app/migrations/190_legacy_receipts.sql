-- The legacy application's receipts (POST-redirect-GET): what a POST did, kept for the GET it
-- redirects to, which another sandbox process may serve. Filed under the session id's hash, never
-- the id; 30 minutes each, the expired ones deleted as new ones are filed.
CREATE TABLE legacy_receipts (
  session_key text NOT NULL,
  receipt_id text NOT NULL,
  receipt jsonb NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (session_key, receipt_id)
);
CREATE INDEX legacy_receipts_expiry ON legacy_receipts (expires_at);
