-- The notifications service's own table: the summary counts that were columns of players.
CREATE TABLE notification_summaries (
  player_id           integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  acknowledged        integer NOT NULL DEFAULT 0,
  deleted             integer NOT NULL DEFAULT 0,
  number_of_messages  integer NOT NULL DEFAULT 0
);

INSERT INTO notification_summaries (player_id, acknowledged, deleted, number_of_messages)
SELECT id, notifications_acknowledged, notifications_deleted, notifications_total FROM players;

ALTER TABLE players
  DROP COLUMN notifications_acknowledged, DROP COLUMN notifications_deleted, DROP COLUMN notifications_total;
