-- HELP-04: "Was this article helpful?" answers. Anonymous: the article and the page's language, no
-- player. The source is kept only as a keyed hash (HMAC with the sandbox's code key), enough to
-- count a source's answers per hour.
CREATE TABLE help_feedback (
  id           integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  content_id   text NOT NULL,
  helpful      boolean NOT NULL,
  language     text NOT NULL,
  source_hash  text NOT NULL,
  created_at   timestamptz NOT NULL
);
CREATE INDEX help_feedback_source ON help_feedback (source_hash, created_at);
CREATE INDEX help_feedback_content ON help_feedback (content_id);
