-- Failed logins are counted per username AND source (the client address), so a stranger's wrong
-- guesses block the stranger's address, not the player's own. The row whose source is '*' counts
-- the failures from every source (it decides the captcha step). Rows are keyed by the username as
-- typed (normalised), not by the player, so an unknown username is counted exactly like a known one.
CREATE TABLE login_failures (
  username         text NOT NULL,
  source           text NOT NULL,
  failures         integer NOT NULL DEFAULT 0,
  last_failure_at  timestamptz NOT NULL,
  blocked_until    timestamptz,
  PRIMARY KEY (username, source)
);

-- The per-account counters they replace: a block they held ends with the upgrade.
ALTER TABLE players DROP COLUMN failed_logins, DROP COLUMN blocked_until;
