-- Loyalty: tiers are reference data; a player's tier is the highest whose threshold their points reach.
CREATE TABLE loyalty_tiers (
  id          text PRIMARY KEY,
  name        text NOT NULL,
  colour      text NOT NULL,
  min_points  numeric NOT NULL UNIQUE
);

INSERT INTO loyalty_tiers (id, name, colour, min_points) VALUES
  ('bronze', 'Bronze', '#cd7f32', 1000),
  ('silver', 'Silver', '#c0c6d0', 5000),
  ('gold', 'Gold', '#f2c14e', 20000);

ALTER TABLE players ADD COLUMN loyalty_points numeric NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN loyalty_excluded boolean NOT NULL DEFAULT false;
