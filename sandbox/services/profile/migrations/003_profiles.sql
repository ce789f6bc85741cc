-- The profile service's own table: the names, contact and preferences that were columns of players.
CREATE TABLE profiles (
  player_id     integer PRIMARY KEY REFERENCES players (id) ON DELETE CASCADE,
  email         text NOT NULL,
  first_name    text,
  last_name     text,
  nickname      text,
  currency      text NOT NULL,
  language      text NOT NULL,
  country_code  text NOT NULL,
  subdivision   text,
  phone_prefix  text,
  phone_number  text,
  phone_status  text NOT NULL
);

INSERT INTO profiles (player_id, email, first_name, last_name, nickname, currency, language, country_code,
                      subdivision, phone_prefix, phone_number, phone_status)
SELECT id, email, first_name, last_name, nickname, currency, language, country_code,
       subdivision, phone_prefix, phone_number, phone_status
  FROM players;

ALTER TABLE players
  DROP COLUMN email, DROP COLUMN first_name, DROP COLUMN last_name, DROP COLUMN nickname, DROP COLUMN currency,
  DROP COLUMN language, DROP COLUMN country_code, DROP COLUMN subdivision, DROP COLUMN phone_prefix,
  DROP COLUMN phone_number, DROP COLUMN phone_status;
