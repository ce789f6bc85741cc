-- Issue 11 (SG-02..SG-06, SG-13): the player's own limits. A row is a limit in force; a raise or a
-- removal waits in pending_* until pending_applies_at (the jurisdiction's cooling-off), and is
-- applied by the next read or check once due. Amounts are whole minor units of `currency` (the
-- player's wallet currency when set); SESSION_TIME counts minutes instead.
CREATE TABLE player_limits (
  player_id           integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  type                text NOT NULL CHECK (type IN ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION_TIME')),
  period              text NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  currency            text,
  value               bigint NOT NULL CHECK (value > 0),
  -- A pending change: applies_at set; pending_value NULL means the limit is removed then.
  pending_value       bigint CHECK (pending_value > 0),
  pending_applies_at  timestamptz,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (player_id, type, period),
  CHECK (type <> 'SESSION_TIME' OR period = 'DAY'),
  CHECK (pending_value IS NULL OR pending_applies_at IS NOT NULL)
);
