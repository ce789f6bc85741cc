-- The csp-reports service's table: Content-Security-Policy violations the browser reported, newest
-- kept (the service trims it to a fixed number of rows). Text is truncated and cleaned on the way in.
CREATE TABLE csp_reports (
  id             bigserial PRIMARY KEY,
  received_at    timestamptz NOT NULL,
  document_url   text NOT NULL,
  blocked_url    text NOT NULL,
  directive      text NOT NULL,
  disposition    text NOT NULL,
  source_file    text,
  line_number    integer,
  column_number  integer,
  sample         text
);
