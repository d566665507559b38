-- Imports (api-contract.md "Uploads and submission"; domain.md "Import workflow"): a customer's
-- file, or one document typed in by direct entry, checked row by row against an upload template
-- and staged here, then submitted in two steps. The stored file is kept (stored_file) so that a
-- failed upload or generation loses nothing.
CREATE TABLE customer_upload (
  upload_id bigserial PRIMARY KEY,
  customer_code text NOT NULL REFERENCES customer (customer_code),
  branch_code text NOT NULL CHECK (branch_code ~ '^[0-9]{5}$'),
  upload_type text NOT NULL CHECK (upload_type IN ('ETAX', 'EDOC')),
  template_code text NOT NULL REFERENCES upload_template (template_code),
  -- The template's document type when the data was read (a template may change later).
  document_type text NOT NULL,
  -- NULL for direct entry.
  file_id uuid REFERENCES stored_file (file_id),
  file_name text,
  file_size integer CHECK (file_size >= 0),
  total_rows integer NOT NULL CHECK (total_rows >= 0),
  valid_rows integer NOT NULL CHECK (valid_rows >= 0),
  error_rows integer NOT NULL CHECK (error_rows >= 0),
  status text NOT NULL CHECK (status IN ('VALIDATION_FAILED', 'READY', 'USER_SUBMITTED',
    'ACCOUNTING_SUBMITTED', 'REJECTED', 'CANCELLED', 'PROCESSING', 'COMPLETED', 'FAILED')),
  upload_dtm timestamptz NOT NULL DEFAULT now(),
  upload_by text NOT NULL,
  -- The account (userCode or adminCode) that user-submitted: it may not accounting-submit.
  user_submit_account text,
  user_submit_by text,
  user_submit_dtm timestamptz,
  accounting_submit_by text,
  accounting_submit_dtm timestamptz,
  reject_reason text,
  version integer NOT NULL DEFAULT 1,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
CREATE INDEX customer_upload_search_idx ON customer_upload (upload_type, upload_dtm DESC);
CREATE INDEX customer_upload_customer_idx ON customer_upload (customer_code, upload_type, upload_dtm DESC);
CREATE INDEX customer_upload_status_idx ON customer_upload (status);

-- The rows as read: values by document field (DATA_TYPE_KEY) and the problems found, as codes
-- with parameters, so that a row's errors are described in the language of whoever reads them.
CREATE TABLE customer_upload_row (
  upload_id bigint NOT NULL REFERENCES customer_upload (upload_id),
  row_no integer NOT NULL CHECK (row_no >= 1),
  data jsonb NOT NULL,
  problems jsonb NOT NULL DEFAULT '[]',
  error_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (upload_id, row_no)
);
CREATE INDEX customer_upload_row_error_idx ON customer_upload_row (upload_id, row_no) WHERE error_count > 0;

-- Every step of an upload: who (and in which role: ADMIN when an administrator acted for the
-- customer), when, the status it led to, and the remark or reason.
CREATE TABLE customer_upload_history (
  history_id bigserial PRIMARY KEY,
  upload_id bigint NOT NULL REFERENCES customer_upload (upload_id),
  status text NOT NULL,
  action text NOT NULL,
  action_by text NOT NULL,
  action_role text NOT NULL,
  action_dtm timestamptz NOT NULL DEFAULT now(),
  remark text
);
CREATE INDEX customer_upload_history_upload_idx ON customer_upload_history (upload_id, history_id);
