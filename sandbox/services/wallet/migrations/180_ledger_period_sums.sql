-- Period sums (issue 20): what each player account received and gave per transaction kind, per
-- UTC hour and per UTC day, kept by the trigger below in the same statement, and so the same
-- transaction, as the entries. A limit's day, week or month in any jurisdiction's time zone, a
-- session or a month of the statement is read as whole days and hours of these sums plus the
-- entries of the part-hours at its two ends (wallet `period-sums.ts`), so the figures stay exactly
-- the entries' sums while a window reads a few dozen rows instead of its entries.
-- `ledger_period_sum_mismatches()` lists every bucket that differs from its entries (there must be
-- none). House accounts keep none, for the reason they keep no running total (migration 170).
CREATE TABLE ledger_period_sums (
  account_id    integer NOT NULL REFERENCES ledger_accounts (id) ON DELETE CASCADE,
  span          text NOT NULL CHECK (span IN ('hour', 'day')),
  period_start  timestamptz NOT NULL,
  kind          text NOT NULL,
  amount        numeric(30, 8) NOT NULL,
  entries       integer NOT NULL CHECK (entries > 0),
  PRIMARY KEY (account_id, span, period_start, kind)
);

-- The buckets a set of entries falls in, for the trigger, the backfill and the check alike.
CREATE FUNCTION ledger_period_buckets(created_at timestamptz) RETURNS TABLE (span text, period_start timestamptz)
LANGUAGE sql STABLE AS $$
  VALUES ('hour', date_trunc('hour', created_at, 'UTC')), ('day', date_trunc('day', created_at, 'UTC'))
$$;

INSERT INTO ledger_period_sums (account_id, span, period_start, kind, amount, entries)
SELECT e.account_id, b.span, b.period_start, t.kind, sum(e.amount), count(*)
FROM ledger_entries e
JOIN ledger_accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL
JOIN ledger_transactions t ON t.id = e.transaction_id
CROSS JOIN LATERAL ledger_period_buckets(e.created_at) b
GROUP BY e.account_id, b.span, b.period_start, t.kind;

-- Fires after `ledger_entries_running_balance` (triggers of one event fire in name order), which
-- has locked the touched player accounts in id order: these rows are only ever written under them.
CREATE FUNCTION ledger_entries_add_to_period_sums() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_period_sums AS p (account_id, span, period_start, kind, amount, entries)
  SELECT w.account_id, b.span, b.period_start, t.kind, sum(w.amount), count(*)
  FROM written w
  JOIN ledger_accounts a ON a.id = w.account_id AND a.player_id IS NOT NULL
  JOIN ledger_transactions t ON t.id = w.transaction_id
  CROSS JOIN LATERAL ledger_period_buckets(w.created_at) b
  GROUP BY w.account_id, b.span, b.period_start, t.kind
  ON CONFLICT (account_id, span, period_start, kind)
  DO UPDATE SET amount = p.amount + EXCLUDED.amount, entries = p.entries + EXCLUDED.entries;
  RETURN NULL;
END $$;
CREATE TRIGGER ledger_entries_summed_by_period AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_add_to_period_sums();

-- As for the running totals: entries go only with a deleted player, whole transactions at a time,
-- and the other players of those transactions lose them from their sums; the deleted player's own
-- sums go with their accounts. Taken before each transaction goes, while its kind and entries are
-- there to read (an entry is never deleted but with its transaction; the check would show it).
CREATE FUNCTION ledger_transaction_take_from_period_sums() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT e.account_id, b.span, b.period_start, sum(e.amount) AS amount, count(*) AS entries
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id AND EXISTS (SELECT 1 FROM players p WHERE p.id = a.player_id)
    CROSS JOIN LATERAL ledger_period_buckets(e.created_at) b
    WHERE e.transaction_id = OLD.id
    GROUP BY e.account_id, b.span, b.period_start
  ), kept AS (
    UPDATE ledger_period_sums p SET amount = p.amount - g.amount, entries = p.entries - g.entries
    FROM gone g
    WHERE p.account_id = g.account_id AND p.span = g.span AND p.period_start = g.period_start AND p.kind = OLD.kind AND p.entries > g.entries
  )
  DELETE FROM ledger_period_sums p USING gone g
  WHERE p.account_id = g.account_id AND p.span = g.span AND p.period_start = g.period_start AND p.kind = OLD.kind AND p.entries <= g.entries;
  RETURN OLD;
END $$;
CREATE TRIGGER ledger_transactions_unsum BEFORE DELETE ON ledger_transactions
  FOR EACH ROW EXECUTE FUNCTION ledger_transaction_take_from_period_sums();

-- Every bucket whose sum or count is not its entries' (there must be none), either side missing included.
CREATE FUNCTION ledger_period_sum_mismatches()
RETURNS TABLE (account_id integer, span text, period_start timestamptz, kind text, amount numeric, entries_amount numeric, entries integer, entries_counted bigint)
LANGUAGE sql STABLE AS $$
  WITH truth AS (
    SELECT e.account_id, b.span, b.period_start, t.kind, sum(e.amount) AS amount, count(*) AS entries
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id AND a.player_id IS NOT NULL
    JOIN ledger_transactions t ON t.id = e.transaction_id
    CROSS JOIN LATERAL ledger_period_buckets(e.created_at) b
    GROUP BY e.account_id, b.span, b.period_start, t.kind
  )
  SELECT coalesce(p.account_id, truth.account_id), coalesce(p.span, truth.span), coalesce(p.period_start, truth.period_start),
         coalesce(p.kind, truth.kind), p.amount, truth.amount, p.entries, truth.entries
  FROM ledger_period_sums p
  FULL JOIN truth ON truth.account_id = p.account_id AND truth.span = p.span AND truth.period_start = p.period_start AND truth.kind = p.kind
  WHERE p.amount IS DISTINCT FROM truth.amount OR p.entries IS DISTINCT FROM truth.entries
$$;
