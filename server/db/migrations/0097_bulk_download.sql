-- Bulk download (docs/bulk-download.md, issue 28): the PDFs and XMLs of a document search as one
-- zip, made by a job with progress and kept for a day.

-- A request: the search's criteria and the requester's reach when asked (a customer user's own
-- customer and, for a USER, its branches), so that the job reads exactly what the search showed.
CREATE TABLE bulk_download (
  bulk_download_id bigserial PRIMARY KEY,
  -- The requester's customer (NULL: an administrator, every customer the criteria name).
  customer_code text REFERENCES customer (customer_code),
  branch_codes text[],
  criteria jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('QUEUED', 'RUNNING', 'DONE', 'FAILED')),
  done integer NOT NULL DEFAULT 0,
  total integer NOT NULL,
  file_id uuid REFERENCES stored_file (file_id),
  created_by text NOT NULL,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bulk_download_requester_idx ON bulk_download (created_by, create_dtm DESC);
CREATE INDEX bulk_download_expiry_idx ON bulk_download (expires_at);

-- A file written as a stream (a zip of thousands of documents) is stored in parts of about 1 MB,
-- in order: no statement ever holds the whole file. Its stored_file row (content NULL) is written
-- once the last part is; parts without a row are a stream that died, swept after a day.
CREATE TABLE stored_file_part (
  file_id uuid NOT NULL,
  part_no integer NOT NULL,
  content bytea NOT NULL,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (file_id, part_no)
);
-- Zipped bytes do not compress again (as stored_file.content, 0072).
ALTER TABLE stored_file_part ALTER COLUMN content SET STORAGE EXTERNAL;
