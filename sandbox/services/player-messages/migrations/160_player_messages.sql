-- The player-messages service's own table: each player's inbox (issue 19). A deleted message keeps its
-- row (deleted_at) so the summary can count it; nothing reads it again.
CREATE TABLE player_messages (
  id          integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  player_id   integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  category    text NOT NULL CHECK (category IN ('account', 'promotion', 'safer-gambling')),
  title       text NOT NULL,
  body        text NOT NULL,
  sent_at     timestamptz NOT NULL,
  read_at     timestamptz,
  deleted_at  timestamptz
);
-- Newest first, page after page (keyset on sent_at, id).
CREATE INDEX player_messages_newest ON player_messages (player_id, sent_at DESC, id DESC) WHERE deleted_at IS NULL;
