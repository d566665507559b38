-- The monthly filing with the Revenue Department (docs/rd-filing.md): one row per customer and
-- month once someone has touched it (a reminder sent, the month marked submitted). A month with
-- documents and no row is NOT_SUBMITTED. The pack that was filed is kept (stored_file) with its
-- hash, so that what was sent can be shown later whatever happens to the documents.
CREATE TABLE rd_submission (
  customer_code text NOT NULL REFERENCES customer (customer_code),
  -- YYYY-MM, the documents' issue month.
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
  status text NOT NULL DEFAULT 'NOT_SUBMITTED' CHECK (status IN ('NOT_SUBMITTED', 'SUBMITTED')),
  -- The reference the Revenue Department gave, typed by the user (or answered by RD_SUBMIT_URL).
  rd_reference text,
  pack_file_id uuid REFERENCES stored_file (file_id),
  submitted_by text,
  submitted_at timestamptz,
  -- When CUSTOMER_ADMIN was last reminded of this month (once per month).
  reminded_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL,
  PRIMARY KEY (customer_code, month),
  CHECK (status = 'NOT_SUBMITTED' OR (rd_reference IS NOT NULL AND submitted_at IS NOT NULL))
);
-- The months of a customer's signed documents (issue date), read per month.
CREATE INDEX document_signed_month_idx ON document (customer_code, issue_date)
  WHERE status = 'GENERATED' AND signature_status = 'SIGNED';

-- The daily reminder job (server/modules/rd-filing/reminder.ts) schedules its next run itself:
-- at most one waits, however many processes start.
CREATE UNIQUE INDEX job_rd_reminder_once_idx ON job (type)
  WHERE type = 'rd-filing-reminder' AND status = 'PENDING';
