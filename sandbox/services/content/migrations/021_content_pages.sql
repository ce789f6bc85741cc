-- Content: a page per bucket, language and slug, stored as the JSON the content service answers
-- (its game rails are filled from the catalogue when served).
CREATE TABLE content_pages (
  bucket    text NOT NULL,
  language  text NOT NULL,
  slug      text NOT NULL,
  page      jsonb NOT NULL,
  PRIMARY KEY (bucket, language, slug)
);
