-- Documents (api-contract.md "Documents"; domain.md "Documents"): what an accounting-submitted
-- import becomes. The rows with the same DOCUMENT_NO form one document with its item lines; the
-- seller is the customer and branch of the upload, the buyer comes from the rows. A document that
-- could not be made (a missing field, totals that do not add up, a number already issued) is kept
-- FAILED with its reason, so that the import page says what went wrong with which document.
CREATE TABLE document (
  document_id bigserial PRIMARY KEY,
  upload_id bigint NOT NULL REFERENCES customer_upload (upload_id),
  customer_code text NOT NULL REFERENCES customer (customer_code),
  branch_code text NOT NULL CHECK (branch_code ~ '^[0-9]{5}$'),
  upload_type text NOT NULL CHECK (upload_type IN ('ETAX', 'EDOC')),
  document_type text NOT NULL,
  document_no text NOT NULL,
  -- The first row of the document in the file (the import page links a failure to it).
  first_row_no integer NOT NULL,
  issue_date date,
  due_date date,
  buyer_name text,
  buyer_tax_id text,
  buyer_branch_code text,
  buyer_email text,
  buyer_tel text,
  buyer_address text,
  buyer_zip_code text,
  currency text NOT NULL DEFAULT 'THB',
  total_before_vat numeric(18, 2),
  vat_rate numeric(5, 2),
  vat_amount numeric(18, 2),
  total_amount numeric(18, 2),
  amount_in_words_th text,
  reference_document_no text,
  reference_document_date date,
  purpose_code text,
  purpose_text text,
  remark text,
  status text NOT NULL CHECK (status IN ('GENERATED', 'FAILED')),
  -- Why a FAILED document could not be made: a code and its parameters, described when read.
  fail_code text,
  fail_params jsonb,
  pdf_file_id uuid REFERENCES stored_file (file_id),
  xml_file_id uuid REFERENCES stored_file (file_id),
  email_status text NOT NULL DEFAULT 'NOT_REQUESTED'
    CHECK (email_status IN ('PENDING', 'SENT', 'FAILED', 'NOT_REQUESTED')),
  sms_status text NOT NULL DEFAULT 'NOT_REQUESTED'
    CHECK (sms_status IN ('PENDING', 'SENT', 'FAILED', 'NOT_REQUESTED')),
  last_sent_dtm timestamptz,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL,
  -- One document per number in an upload (a generation that runs twice makes it once).
  UNIQUE (upload_id, document_no)
);
-- A number is issued once per customer and document type.
CREATE UNIQUE INDEX document_number_idx ON document (customer_code, document_type, document_no)
  WHERE status = 'GENERATED';
CREATE INDEX document_search_idx ON document (customer_code, issue_date DESC, document_id DESC);
CREATE INDEX document_issue_idx ON document (issue_date DESC, document_id DESC);

CREATE TABLE document_line (
  document_id bigint NOT NULL REFERENCES document (document_id) ON DELETE CASCADE,
  line_no integer NOT NULL CHECK (line_no >= 1),
  item_code text,
  item_name text NOT NULL,
  qty numeric(18, 2) NOT NULL,
  unit text,
  unit_price numeric(18, 2) NOT NULL,
  discount numeric(18, 2) NOT NULL DEFAULT 0,
  amount numeric(18, 2) NOT NULL,
  PRIMARY KEY (document_id, line_no)
);

-- How many documents an upload's generation will make, for the import page's progress.
ALTER TABLE customer_upload ADD COLUMN document_total integer;
ALTER TABLE customer_upload ADD COLUMN fail_reason text;
