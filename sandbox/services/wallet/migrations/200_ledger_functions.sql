-- The ledger's writes as functions (issue 20, "A money request in one statement"): postTransaction
-- and the payment service's one-statement movements (payments migration 202) post through the same
-- definition, and the payment service reaches the wallet's tables through these, not directly.
-- plpgsql rather than SQL functions: PostgreSQL 15 plans a SQL function's body again at every call,
-- plpgsql keeps its plans per connection.

-- Every account of the player locked in id order until the transaction ends (the one order every
-- movement takes, as `lockOpening` does), with what each holds once locked.
CREATE FUNCTION ledger_lock_player_accounts(p_player_id integer)
RETURNS TABLE (kind text, currency text, balance numeric)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY SELECT a.kind, a.currency, a.balance FROM ledger_accounts a WHERE a.player_id = p_player_id ORDER BY a.id FOR UPDATE;
END $$;

-- One transaction and its entries at `p_at`, written by one statement when every account exists
-- (`ready`); nothing is written otherwise. `id` is null when the idempotency key was used already
-- (the caller then checks that it moved the same money). Postings come as parallel arrays, in
-- order; a null player is a house account. The statement `postIfAccountsExist` (ledger.ts) sent
-- before this, unchanged.
CREATE FUNCTION ledger_post_if_accounts_exist(
  p_at timestamptz, p_kind text, p_idempotency_key text, p_reference text,
  p_player_ids integer[], p_account_kinds text[], p_currencies text[], p_amounts numeric[])
RETURNS TABLE (ready boolean, id text, account_ids integer[])
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH wanted AS (
    SELECT * FROM unnest(p_player_ids, p_account_kinds, p_currencies, p_amounts) WITH ORDINALITY AS w (player_id, kind, currency, amount, n)
  ), found AS (
    SELECT w.n, a.id AS account_id, w.amount FROM wanted w
    CROSS JOIN LATERAL (
      SELECT a.id FROM ledger_accounts a WHERE a.player_id = w.player_id AND a.kind = w.kind AND a.currency = w.currency
      UNION ALL
      SELECT a.id FROM ledger_accounts a WHERE w.player_id IS NULL AND a.player_id IS NULL AND a.kind = w.kind AND a.currency = w.currency
    ) a
  ), all_found AS (
    SELECT (SELECT count(*) FROM found) = (SELECT count(*) FROM wanted) AS ok
  ), posted AS (
    INSERT INTO ledger_transactions (kind, idempotency_key, reference, created_at)
    SELECT p_kind, p_idempotency_key, p_reference, p_at FROM all_found WHERE all_found.ok
    ON CONFLICT (idempotency_key) DO NOTHING RETURNING ledger_transactions.id
  ), entries AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, created_at)
    SELECT posted.id, found.account_id, found.amount, p_at FROM posted, found ORDER BY found.n
  )
  SELECT (SELECT all_found.ok FROM all_found), (SELECT posted.id::text FROM posted), (SELECT array_agg(found.account_id ORDER BY found.n) FROM found);
END $$;

-- A wallet reports only the balance types it was given; this adds one after the others (once).
CREATE FUNCTION wallet_report_balance_type(p_player_id integer, p_balance_type text, p_currency text)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO wallet_reported_balances (player_id, position, balance_type, currency)
  SELECT p_player_id, coalesce(max(r.position), -1) + 1, p_balance_type, p_currency FROM wallet_reported_balances r WHERE r.player_id = p_player_id
  ON CONFLICT (player_id, balance_type) DO NOTHING;
END $$;
