-- Whether a movement needs responsible gambling's decision (issue 20, "A money request in one
-- statement"): true when an exclusion is in force at `p_at` (the condition of `exclusionInForceSql`,
-- exclusions-store.ts: keep the two alike) or when the player has a limit of one of `p_limit_types`,
-- in force or waiting for its cooling-off. A movement for which it is false can be neither refused
-- by SG-09 nor by a limit, so the payment service's one-statement movements (payments migration 202)
-- go ahead without asking `movementRefusal`; for any other the request takes the full path, which
-- asks it under the same lock.
CREATE FUNCTION movement_needs_responsible_gambling_decision(p_player_id integer, p_limit_types text[], p_at timestamptz)
RETURNS boolean
LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN EXISTS (
    SELECT 1 FROM player_exclusions x
    WHERE x.player_id = p_player_id
      AND CASE x.kind WHEN 'TIME_OUT' THEN x.ends_at > p_at ELSE x.ends_after_request_at IS NULL OR x.ends_after_request_at > p_at END
  ) OR EXISTS (
    SELECT 1 FROM player_limits l WHERE l.player_id = p_player_id AND l.type = ANY (p_limit_types)
  );
END $$;
