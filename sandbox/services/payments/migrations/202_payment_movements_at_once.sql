-- A deposit or a withdrawal in one statement (issue 20; docs/decisions.md "A money request in one
-- statement"). The usual request (accounts open, no exclusion nor limit to weigh, funds enough) is
-- locked, keyed, posted and answered by one call instead of the seven round trips from BEGIN to
-- COMMIT, so the player's lock is held for one statement. One statement is one transaction: no
-- BEGIN or COMMIT is sent. The order is the full path's (`runIdempotentMovement`): the player's
-- accounts locked, then the key read, then the decision and the writes, then the key's answer.
-- The caller builds the answer and the rows beforehand (nothing in them depends on what is read);
-- the function decides only whether they hold. Outcomes, with `status`, `body` and `fingerprint`:
--   answered        the key has a first answer: its status, body and fingerprint (the caller
--                   compares the fingerprint, and answers 409 for another request under the key)
--   decided         moved, and the given answer stored under the key
--   needs_decision  nothing written: the request takes the full path, which decides it (an
--                   exclusion, a limit, funds short, an account to open) exactly as before

-- A deposit: `p_deposit` is its row as JSON; the posting (null kind when the card moves no money
-- yet) as `ledger_post_if_accounts_exist` takes it.
CREATE FUNCTION payment_deposit_at_once(
  p_player_id integer, p_key text, p_fingerprint text, p_at timestamptz, p_currency text,
  p_deposit jsonb, p_answer_status integer, p_answer_body jsonb,
  p_posting_kind text, p_posting_key text, p_reference text,
  p_player_ids integer[], p_account_kinds text[], p_currencies text[], p_amounts numeric[])
RETURNS TABLE (outcome text, status integer, body jsonb, fingerprint text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  cash numeric;
  first_answer record;
  posted record;
BEGIN
  SELECT a.balance INTO cash FROM ledger_lock_player_accounts(p_player_id) a WHERE a.kind = 'cash' AND a.currency = p_currency;
  SELECT k.status, k.body, k.fingerprint INTO first_answer FROM payment_idempotency_keys k WHERE k.player_id = p_player_id AND k.key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'answered'::text, first_answer.status, first_answer.body, first_answer.fingerprint;
    RETURN;
  END IF;
  -- The full path opens a missing cash account before deciding; it does that alone.
  IF cash IS NULL OR movement_needs_responsible_gambling_decision(p_player_id, ARRAY['DEPOSIT'], p_at) THEN
    RETURN QUERY SELECT 'needs_decision'::text, NULL::integer, NULL::jsonb, NULL::text;
    RETURN;
  END IF;
  IF p_posting_kind IS NOT NULL THEN
    SELECT * INTO posted FROM ledger_post_if_accounts_exist(p_at, p_posting_kind, p_posting_key, p_reference, p_player_ids, p_account_kinds, p_currencies, p_amounts);
    IF NOT posted.ready THEN
      RETURN QUERY SELECT 'needs_decision'::text, NULL::integer, NULL::jsonb, NULL::text;
      RETURN;
    END IF;
    IF posted.id IS NULL THEN RAISE EXCEPTION 'The ledger key % was used already', p_posting_key; END IF;
  END IF;
  INSERT INTO deposits SELECT * FROM jsonb_populate_record(NULL::deposits, p_deposit);
  INSERT INTO payment_idempotency_keys (player_id, key, fingerprint, status, body, created_at)
  VALUES (p_player_id, p_key, p_fingerprint, p_answer_status, p_answer_body, p_at);
  RETURN QUERY SELECT 'decided'::text, p_answer_status, NULL::jsonb, p_fingerprint;
END $$;

-- A withdrawal (cash → pending_withdrawal): `p_withdrawal` is its row as JSON, `p_cash_needed` the
-- amount in the ledger's units; funds short are the full path's 402.
CREATE FUNCTION payment_withdrawal_at_once(
  p_player_id integer, p_key text, p_fingerprint text, p_at timestamptz, p_currency text,
  p_withdrawal jsonb, p_cash_needed numeric, p_answer_status integer, p_answer_body jsonb,
  p_posting_kind text, p_posting_key text, p_reference text,
  p_player_ids integer[], p_account_kinds text[], p_currencies text[], p_amounts numeric[])
RETURNS TABLE (outcome text, status integer, body jsonb, fingerprint text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  cash numeric;
  first_answer record;
  posted record;
BEGIN
  SELECT a.balance INTO cash FROM ledger_lock_player_accounts(p_player_id) a WHERE a.kind = 'cash' AND a.currency = p_currency;
  SELECT k.status, k.body, k.fingerprint INTO first_answer FROM payment_idempotency_keys k WHERE k.player_id = p_player_id AND k.key = p_key;
  IF FOUND THEN
    RETURN QUERY SELECT 'answered'::text, first_answer.status, first_answer.body, first_answer.fingerprint;
    RETURN;
  END IF;
  IF cash IS NULL OR cash < p_cash_needed THEN
    RETURN QUERY SELECT 'needs_decision'::text, NULL::integer, NULL::jsonb, NULL::text;
    RETURN;
  END IF;
  -- Posted first: a player's first withdrawal opens the pending_withdrawal account on the full path.
  SELECT * INTO posted FROM ledger_post_if_accounts_exist(p_at, p_posting_kind, p_posting_key, p_reference, p_player_ids, p_account_kinds, p_currencies, p_amounts);
  IF NOT posted.ready THEN
    RETURN QUERY SELECT 'needs_decision'::text, NULL::integer, NULL::jsonb, NULL::text;
    RETURN;
  END IF;
  IF posted.id IS NULL THEN RAISE EXCEPTION 'The ledger key % was used already', p_posting_key; END IF;
  INSERT INTO withdrawals SELECT * FROM jsonb_populate_record(NULL::withdrawals, p_withdrawal);
  PERFORM wallet_report_balance_type(p_player_id, 'PendingWithdrawal', p_currency);
  INSERT INTO payment_idempotency_keys (player_id, key, fingerprint, status, body, created_at)
  VALUES (p_player_id, p_key, p_fingerprint, p_answer_status, p_answer_body, p_at);
  RETURN QUERY SELECT 'decided'::text, p_answer_status, NULL::jsonb, p_fingerprint;
END $$;
