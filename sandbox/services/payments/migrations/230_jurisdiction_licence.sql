-- Issue 22: the licence the operator holds in each jurisdiction ({"authority","number","url"}, the
-- authority's register a link out), which the site's footer names. Null where it holds none. The
-- numbers are made up for the demo.
ALTER TABLE jurisdictions ADD COLUMN licence jsonb;

UPDATE jurisdictions SET licence = '{"authority":"Gambling Commission","number":"000-012345-R-330022-001","url":"https://www.gamblingcommission.gov.uk"}' WHERE code = 'GB';
UPDATE jurisdictions SET licence = '{"authority":"Malta Gaming Authority","number":"MGA/B2C/000/2026","url":"https://www.mga.org.mt"}' WHERE code = 'MT';
UPDATE jurisdictions SET licence = '{"authority":"iGaming Ontario / AGCO","number":"OPIG-0000-2026","url":"https://igamingontario.ca"}' WHERE code = 'CA-ON';
UPDATE jurisdictions SET licence = '{"authority":"Dirección General de Ordenación del Juego","number":"GO/00-2026","url":"https://www.ordenacionjuego.es"}' WHERE code = 'ES';
