-- The wallet as a double-entry ledger: a balance is the sum of its account's entries, never a
-- number that is overwritten. Amounts are exact decimals in major units (8 places, the finest
-- currency of WAL-09); a positive amount adds to an account, a negative one takes from it.

-- A player's accounts (one per kind and currency) and the house's (player_id NULL, kind 'house_…').
CREATE TABLE ledger_accounts (
  id         integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id  integer REFERENCES players (id) ON DELETE CASCADE,
  kind       text NOT NULL,
  currency   text NOT NULL,
  CONSTRAINT ledger_account_owner CHECK ((player_id IS NULL) = (kind LIKE 'house\_%')),
  CONSTRAINT ledger_account_once UNIQUE NULLS NOT DISTINCT (player_id, kind, currency)
);

-- One movement of money: its entries sum to zero in every currency (checked at commit).
-- A bet or a win carries an idempotency key: the same key never moves money twice.
CREATE TABLE ledger_transactions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind             text NOT NULL,
  idempotency_key  text UNIQUE,
  reference        text,
  created_at       timestamptz NOT NULL
);

CREATE TABLE ledger_entries (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id  bigint NOT NULL REFERENCES ledger_transactions (id) ON DELETE CASCADE,
  account_id      integer NOT NULL REFERENCES ledger_accounts (id) ON DELETE CASCADE,
  amount          numeric(30, 8) NOT NULL CHECK (amount <> 0)
);
CREATE INDEX ledger_entries_account ON ledger_entries (account_id);
CREATE INDEX ledger_entries_transaction ON ledger_entries (transaction_id);

CREATE FUNCTION ledger_transaction_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
    WHERE e.transaction_id = NEW.transaction_id
    GROUP BY a.currency HAVING sum(e.amount) <> 0
  ) THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', NEW.transaction_id;
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER ledger_entries_balanced AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();

-- Entries are written once: a correction is a new transaction.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed; post a correcting transaction';
END $$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();

-- Deleting a player (test control) removes whole transactions, the house's side included, so the
-- ledger still sums to zero.
CREATE FUNCTION ledger_account_forgotten() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_transactions WHERE id IN (SELECT transaction_id FROM ledger_entries WHERE account_id = OLD.id);
  RETURN OLD;
END $$;
CREATE TRIGGER ledger_accounts_forget BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_account_forgotten();

-- Which accounts each wire balance type adds up (docs/decisions.md, "Ledger").
CREATE TABLE wallet_balance_formulas (
  balance_type  text NOT NULL,
  account_kind  text NOT NULL,
  PRIMARY KEY (balance_type, account_kind)
);
INSERT INTO wallet_balance_formulas (balance_type, account_kind) VALUES
  ('Withdrawable', 'cash'), ('Bonus', 'bonus'), ('Locked', 'locked'),
  ('NonPlayableBonus', 'non_playable_bonus'), ('PendingWithdrawal', 'pending_withdrawal'),
  ('Playable', 'cash'), ('Playable', 'bonus'),
  ('PlayableCasino', 'cash'), ('PlayableCasino', 'bonus'),
  ('PlayableSports', 'cash'), ('PlayableSports', 'bonus'),
  ('PlayableHorses', 'cash'), ('PlayableHorses', 'bonus'),
  ('PlayablePoker', 'cash'), ('PlayablePoker', 'bonus'),
  ('Unlocked', 'cash'), ('Unlocked', 'bonus'),
  ('Total', 'cash'), ('Total', 'bonus'), ('Total', 'locked'), ('Total', 'non_playable_bonus');

-- The types a player's wallet answers, in order. reported_offset is 0 unless the test-control API
-- asked for figures that no ledger can hold at once (a Total that is not the sum of its parts, a
-- type the platform does not know): the difference is kept here, visibly, and never in the ledger.
CREATE TABLE wallet_reported_balances (
  player_id        integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  position         integer NOT NULL,
  balance_type     text NOT NULL,
  currency         text NOT NULL,
  reported_offset  numeric(30, 8) NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, balance_type)
);

-- What each account must hold for a set of asked figures ({"Playable": 125.5, "Withdrawable": 100, …}):
-- Withdrawable is cash; a Bonus not given is Playable - Withdrawable when both are; a cash not
-- given is Playable - Bonus, else Total less the other parts. Never below zero.
CREATE FUNCTION wallet_account_targets(asked jsonb) RETURNS TABLE (kind text, amount numeric)
LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  playable numeric := coalesce(asked->>'Playable', asked->>'PlayableCasino', asked->>'PlayableSports',
                               asked->>'PlayableHorses', asked->>'PlayablePoker', asked->>'Unlocked')::numeric;
  withdrawable numeric := (asked->>'Withdrawable')::numeric;
  total numeric := (asked->>'Total')::numeric;
  locked numeric := greatest(coalesce((asked->>'Locked')::numeric, 0), 0);
  non_playable numeric := greatest(coalesce((asked->>'NonPlayableBonus')::numeric, 0), 0);
  pending numeric := greatest(coalesce((asked->>'PendingWithdrawal')::numeric, 0), 0);
  bonus numeric;
  cash numeric;
BEGIN
  bonus := greatest(0, coalesce((asked->>'Bonus')::numeric, playable - withdrawable, 0));
  cash := greatest(0, coalesce(withdrawable, playable - bonus, total - bonus - locked - non_playable, 0));
  RETURN QUERY VALUES
    ('cash'::text, round(cash, 8)), ('bonus', round(bonus, 8)), ('locked', round(locked, 8)),
    ('non_playable_bonus', round(non_playable, 8)), ('pending_withdrawal', round(pending, 8));
END $$;

-- Reported amounts: the formula over the ledger, plus the offset (0 for figures the ledger holds).
CREATE VIEW wallet_balances AS
SELECT r.player_id, r.position, r.balance_type, r.currency,
       r.reported_offset + coalesce(sum(e.amount), 0) AS amount
FROM wallet_reported_balances r
LEFT JOIN wallet_balance_formulas f ON f.balance_type = r.balance_type
LEFT JOIN ledger_accounts a ON a.player_id = r.player_id AND a.currency = r.currency AND a.kind = f.account_kind
LEFT JOIN ledger_entries e ON e.account_id = a.id
GROUP BY r.player_id, r.position, r.balance_type, r.currency, r.reported_offset;

-- Existing balances become opening entries against the operator's adjustments account.
CREATE TEMP TABLE wallet_upgrade_asked ON COMMIT DROP AS
SELECT player_id, currency, jsonb_object_agg(type, amount) AS asked FROM balances GROUP BY player_id, currency;

INSERT INTO ledger_accounts (player_id, kind, currency)
SELECT w.player_id, t.kind, w.currency FROM wallet_upgrade_asked w CROSS JOIN LATERAL wallet_account_targets(w.asked) t
UNION SELECT DISTINCT NULL::integer, 'house_operator_adjustments', currency FROM wallet_upgrade_asked;

CREATE TEMP TABLE wallet_upgrade_openings ON COMMIT DROP AS
SELECT w.player_id, w.currency, t.kind, t.amount, row_number() OVER (ORDER BY w.player_id, w.currency) AS opening
FROM wallet_upgrade_asked w CROSS JOIN LATERAL wallet_account_targets(w.asked) t WHERE t.amount <> 0;

INSERT INTO ledger_transactions (kind, reference, created_at)
SELECT DISTINCT 'opening_balance', 'upgrade:' || player_id || ':' || currency, now() FROM wallet_upgrade_openings;

INSERT INTO ledger_entries (transaction_id, account_id, amount)
SELECT tx.id, a.id, o.amount
FROM wallet_upgrade_openings o
JOIN ledger_transactions tx ON tx.reference = 'upgrade:' || o.player_id || ':' || o.currency
JOIN ledger_accounts a ON a.player_id = o.player_id AND a.kind = o.kind AND a.currency = o.currency
UNION ALL
SELECT tx.id, house.id, -sum(o.amount)
FROM wallet_upgrade_openings o
JOIN ledger_transactions tx ON tx.reference = 'upgrade:' || o.player_id || ':' || o.currency
JOIN ledger_accounts house ON house.player_id IS NULL AND house.kind = 'house_operator_adjustments' AND house.currency = o.currency
GROUP BY tx.id, house.id;

INSERT INTO wallet_reported_balances (player_id, position, balance_type, currency)
SELECT player_id, position, type, currency FROM balances;

UPDATE wallet_reported_balances r SET reported_offset = b.amount - v.amount
FROM balances b, wallet_balances v
WHERE b.player_id = r.player_id AND b.type = r.balance_type
  AND v.player_id = r.player_id AND v.balance_type = r.balance_type;

DROP TABLE balances;
