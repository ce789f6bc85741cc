-- A real-money launch belongs to the session it was launched from (its hash): when that session
-- ends or expires, the game stops taking stakes; each round counts as activity and renews it.
ALTER TABLE game_launches ADD COLUMN session_hash text;
