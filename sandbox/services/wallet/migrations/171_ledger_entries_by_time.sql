-- Period sums read only their period (issue 20): each entry carries its transaction's time, and
-- the index (account, time) lets a limit's window, a session summary or a month of the statement
-- read the entries of that window alone, not the account's whole history. Written with the entry by
-- `postTransaction` (the one writer); never changed afterwards, like the entry itself.
ALTER TABLE ledger_entries ADD COLUMN created_at timestamptz;
ALTER TABLE ledger_entries DISABLE TRIGGER ledger_entries_no_update;
UPDATE ledger_entries e SET created_at = t.created_at FROM ledger_transactions t WHERE t.id = e.transaction_id;
ALTER TABLE ledger_entries ENABLE TRIGGER ledger_entries_no_update;
ALTER TABLE ledger_entries ALTER COLUMN created_at SET NOT NULL;
CREATE INDEX ledger_entries_account_time ON ledger_entries (account_id, created_at);
