-- The number a code was sent to: a code proves that number only (a forced phone reset sends to a new one).
ALTER TABLE confirmation_codes ADD COLUMN destination text;
