-- Files the server keeps: landing images now, customers' files later (api-contract.md, Files).
-- The bytes live in the row (bytea): they commit with the row that links them, every server
-- process sharing one PostgreSQL sees them, and there is no folder to back up or sync. Uploads
-- are at most 5 MB, which bytea holds comfortably.
CREATE TABLE stored_file (
  file_id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL: not a customer's file (landing images, admin files). Set: only that customer's users
  -- (and admins) may read it; another customer gets 404.
  owner_customer_code text REFERENCES customer (customer_code),
  purpose text NOT NULL CHECK (purpose ~ '^[A-Z][A-Z0-9_]{1,49}$'),
  -- As uploaded, for display only; downloads use download_name, made by the server.
  original_name text NOT NULL,
  download_name text NOT NULL CHECK (download_name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$'),
  -- Found in the content (magic bytes), never taken from the client.
  content_type text NOT NULL,
  size_bytes integer NOT NULL CHECK (size_bytes >= 0),
  image_width integer CHECK (image_width > 0),
  image_height integer CHECK (image_height > 0),
  sha256 char(64) NOT NULL,
  content bytea NOT NULL,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL
);
CREATE INDEX stored_file_owner_idx ON stored_file (owner_customer_code, purpose);
