-- Running balances (issue 20): each player account keeps the sum of its entries in `balance`,
-- updated by the one trigger below in the same statement, and so the same transaction, as the
-- entries are written, under the account row's lock (taken in id order, the order every movement
-- takes). The entries stay the truth: `ledger_running_balance_mismatches()` lists every account
-- whose total differs from its entries' sum (the tests and the chaos run's audit ask it).
-- House accounts keep no running total (NULL): every player's rounds post to them, and one row
-- updated by all would put every round of every player in one queue; their balance is a sum.
ALTER TABLE ledger_accounts ADD COLUMN balance numeric(30, 8);
UPDATE ledger_accounts a SET balance = coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)
WHERE a.player_id IS NOT NULL;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_account_running_balance CHECK ((player_id IS NULL) = (balance IS NULL));
CREATE FUNCTION ledger_account_default_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.balance := CASE WHEN NEW.player_id IS NULL THEN NULL ELSE 0 END;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_open BEFORE INSERT ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_default_balance();

CREATE FUNCTION ledger_entries_add_to_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts a
  WHERE a.player_id IS NOT NULL AND a.id IN (SELECT account_id FROM written)
  ORDER BY a.id FOR UPDATE;
  UPDATE ledger_accounts a SET balance = a.balance + s.amount
  FROM (SELECT account_id, sum(amount) AS amount FROM written GROUP BY account_id) s
  WHERE a.id = s.account_id AND a.player_id IS NOT NULL;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_running_balance AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_add_to_balances();

-- Entries only go when a player is deleted (test control), whole transactions at a time: the
-- other players of those transactions (a transfer) lose them from their totals too. The deleted
-- player's own accounts are going with them (their player row is already gone) and are left alone.
CREATE FUNCTION ledger_entries_take_from_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts a
  WHERE a.id IN (SELECT account_id FROM removed) AND EXISTS (SELECT 1 FROM players p WHERE p.id = a.player_id)
  ORDER BY a.id FOR UPDATE;
  UPDATE ledger_accounts a SET balance = a.balance - s.amount
  FROM (SELECT account_id, sum(amount) AS amount FROM removed GROUP BY account_id) s
  WHERE a.id = s.account_id AND EXISTS (SELECT 1 FROM players p WHERE p.id = a.player_id);
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_running_balance_removed AFTER DELETE ON ledger_entries
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_take_from_balances();

-- Every player account whose running total is not the sum of its entries (there must be none).
CREATE FUNCTION ledger_running_balance_mismatches() RETURNS TABLE (account_id integer, balance numeric, entries numeric)
LANGUAGE sql STABLE AS $$
  SELECT a.id, a.balance, coalesce(sum(e.amount), 0)
  FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
  WHERE a.player_id IS NOT NULL
  GROUP BY a.id, a.balance
  HAVING a.balance IS DISTINCT FROM coalesce(sum(e.amount), 0)
$$;

-- Reported amounts read the running totals, not the entries.
CREATE OR REPLACE VIEW wallet_balances AS
SELECT r.player_id, r.position, r.balance_type, r.currency,
       r.reported_offset + coalesce(sum(a.balance), 0) AS amount
FROM wallet_reported_balances r
LEFT JOIN wallet_balance_formulas f ON f.balance_type = r.balance_type
LEFT JOIN ledger_accounts a ON a.player_id = r.player_id AND a.currency = r.currency AND a.kind = f.account_kind
GROUP BY r.player_id, r.position, r.balance_type, r.currency, r.reported_offset;
