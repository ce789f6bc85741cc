-- Player games: what each player launched lately, how often, and the games they starred.
CREATE TABLE recent_games (
  player_id  integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_id    integer NOT NULL,
  played_at  timestamptz NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
CREATE INDEX recent_games_newest ON recent_games (player_id, played_at DESC);

CREATE TABLE most_played (
  player_id       integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_id         integer NOT NULL,
  play_count      integer NOT NULL CHECK (play_count > 0),
  last_played_at  timestamptz NOT NULL,
  PRIMARY KEY (player_id, game_id)
);

CREATE TABLE favourite_games (
  player_id   integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  game_id     integer NOT NULL,
  starred_at  timestamptz NOT NULL,
  PRIMARY KEY (player_id, game_id)
);
