-- The minimum game cycle holds per player across every launch (issue 21): a real-money round reads
-- the player's last real-money round, whatever their history's length.
CREATE INDEX game_rounds_real_by_player_time ON game_rounds (player_id, created_at DESC) WHERE mode = 'real';
