-- A transfer between players is two transactions since issue 21 (`transfer_out` to the house's
-- transfer account, `transfer_in` from it, one reference): deleting either player (test control)
-- removes both halves, as it removed the single transaction before, so neither player keeps a half.
CREATE OR REPLACE FUNCTION ledger_account_forgotten() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_transactions WHERE id IN (
    SELECT transaction_id FROM ledger_entries WHERE account_id = OLD.id
    UNION
    SELECT other.id FROM ledger_entries e
    JOIN ledger_transactions half ON half.id = e.transaction_id AND half.kind IN ('transfer_out', 'transfer_in')
    JOIN ledger_transactions other ON other.reference = half.reference AND other.kind IN ('transfer_out', 'transfer_in')
    WHERE e.account_id = OLD.id
  );
  RETURN OLD;
END $$;
