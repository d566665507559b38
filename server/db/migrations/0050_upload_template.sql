-- Upload templates and their input columns (api-contract.md, "Upload templates" and "Input
-- columns"). A template says, column by column, which document field each column of a
-- customer's file fills and how it is checked. Columns and options are soft-deleted (status
-- DELETE) so that imports made with an older layout keep their meaning.
CREATE SEQUENCE upload_template_code_seq START WITH 1;

CREATE TABLE upload_template (
  template_code text PRIMARY KEY,
  customer_code text NOT NULL REFERENCES customer (customer_code),
  template_name text NOT NULL,
  template_type text NOT NULL CHECK (template_type IN ('EXCEL', 'CSV')),
  upload_type text NOT NULL CHECK (upload_type IN ('ETAX', 'EDOC')),
  document_type text NOT NULL,
  template_status text NOT NULL CHECK (template_status IN ('ACTIVE', 'INACTIVE')),
  start_row integer NOT NULL DEFAULT 2 CHECK (start_row BETWEEN 1 AND 1000),
  file_name text,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
CREATE INDEX upload_template_customer_idx ON upload_template (customer_code, template_status);

CREATE TABLE input_column (
  input_column_id bigserial PRIMARY KEY,
  template_code text NOT NULL REFERENCES upload_template (template_code),
  column_name text NOT NULL,
  data_type_key text NOT NULL,
  input_col text NOT NULL CHECK (input_col ~ '^(A?[A-Z])$'),
  input_type text NOT NULL,
  input_control_type text NOT NULL,
  required boolean NOT NULL DEFAULT false,
  max_length integer CHECK (max_length BETWEEN 1 AND 1000),
  seq integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
-- A file column and a document field each appear once among a template's live columns.
CREATE UNIQUE INDEX input_column_col_key ON input_column (template_code, input_col) WHERE status <> 'DELETE';
CREATE UNIQUE INDEX input_column_key_key ON input_column (template_code, data_type_key) WHERE status <> 'DELETE';

CREATE TABLE input_column_option (
  option_id bigserial PRIMARY KEY,
  input_column_id bigint NOT NULL REFERENCES input_column (input_column_id),
  option_value text NOT NULL,
  option_label text NOT NULL,
  seq integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
CREATE UNIQUE INDEX input_column_option_value_key ON input_column_option (input_column_id, option_value)
  WHERE status <> 'DELETE';
