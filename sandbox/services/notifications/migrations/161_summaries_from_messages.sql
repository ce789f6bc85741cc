-- The summary is counted from the player's messages now (player-messages): each count a data dir
-- held becomes that many messages in that state, then the table of counts goes.
INSERT INTO player_messages (player_id, category, title, body, sent_at, read_at, deleted_at)
SELECT s.player_id, 'account', 'A message from us', 'This message was kept from your account''s earlier inbox.',
       date_trunc('milliseconds', now()),
       CASE WHEN n.state = 'unread' THEN NULL ELSE date_trunc('milliseconds', now()) END,
       CASE WHEN n.state = 'deleted' THEN date_trunc('milliseconds', now()) END
FROM notification_summaries s
CROSS JOIN LATERAL (
  SELECT 'unread' AS state FROM generate_series(1, s.number_of_messages)
  UNION ALL SELECT 'read' FROM generate_series(1, s.acknowledged)
  UNION ALL SELECT 'deleted' FROM generate_series(1, s.deleted)
) n;

DROP TABLE notification_summaries;
