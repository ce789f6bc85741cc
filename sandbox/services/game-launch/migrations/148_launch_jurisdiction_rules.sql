-- SG-15: what the launch's jurisdiction allowed when it was issued, so the game page shows (and its
-- rounds accept) autoplay and quick spin only where they are allowed. Launches from before this
-- migration get the strictest answer.
ALTER TABLE game_launches
  ADD COLUMN autoplay_allowed boolean NOT NULL DEFAULT false,
  ADD COLUMN quick_spin_allowed boolean NOT NULL DEFAULT false;
