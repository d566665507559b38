-- The rate limits' counters (server/plugins/rate-limit-store.ts): one row per route and client
-- address, kept in the database so that every server sharing it counts the same tries
-- (docs/several-servers.md). A row whose window has ended counts from 1 again; such rows are
-- swept by later counts (the index finds them).
CREATE TABLE rate_limit_counter (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counter_window_ends_at ON rate_limit_counter (window_ends_at);
