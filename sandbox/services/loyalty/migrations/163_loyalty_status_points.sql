-- Status points (issue 19): earned by play alongside the spendable points, never spent; they alone
-- decide the tier, so redeeming points never lowers it. Until now one pot did both jobs: every player
-- starts with status points equal to the points they hold, which is what their tier was decided by,
-- so no player's tier drops.
ALTER TABLE loyalty_accounts ADD COLUMN status_points numeric NOT NULL DEFAULT 0;
UPDATE loyalty_accounts SET status_points = points;
