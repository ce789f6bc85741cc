-- Issue 21: a jurisdiction's national self-exclusion scheme, where it names one ({"name","url"}, a
-- link out): GB's GAMSTOP. Null where there is none.
ALTER TABLE jurisdictions ADD COLUMN self_exclusion_scheme jsonb;

UPDATE jurisdictions SET self_exclusion_scheme = '{"name":"GAMSTOP","url":"https://www.gamstop.co.uk"}' WHERE code = 'GB';
