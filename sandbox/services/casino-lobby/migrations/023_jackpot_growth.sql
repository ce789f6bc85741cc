-- A jackpot's amount is as of updated_at; between contributions it grows at the game's rate
-- (the stakes of players the sandbox does not model).
ALTER TABLE jackpots ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
