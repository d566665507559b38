-- PDF templates (docs/pdf-templates.md): a customer's own PDF form, the fields placed on it and
-- the item table its lines fill. Document generation uses the customer's ACTIVE template of a
-- document type; without one, the built-in A4 layout.
CREATE TABLE pdf_template (
  pdf_template_id bigserial PRIMARY KEY,
  customer_code text NOT NULL REFERENCES customer (customer_code),
  template_name text NOT NULL,
  template_type text NOT NULL CHECK (template_type IN ('ETAX', 'EDOC')),
  document_type text NOT NULL,
  status text NOT NULL CHECK (status IN ('DRAFT', 'ACTIVE', 'INACTIVE')),
  -- The uploaded form (purpose PDF_TEMPLATE_FORM, owned by the customer); NULL until uploaded.
  form_file_id uuid REFERENCES stored_file (file_id),
  file_name text,
  -- Per page of the form: { width, height } as seen, plus how to reach PDF user space from there
  -- ({ rotate, left, bottom }: the page's rotation and its crop box's lower-left corner).
  pages jsonb NOT NULL DEFAULT '[]',
  -- { page, x, y, width, rowHeight, rowsPerPage } or NULL.
  item_table jsonb,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
-- One ACTIVE template per customer and document type (activating one deactivates the other in
-- the same transaction; this index is the guard against two at once).
CREATE UNIQUE INDEX pdf_template_active_key ON pdf_template (customer_code, document_type) WHERE status = 'ACTIVE';
CREATE INDEX pdf_template_customer_idx ON pdf_template (customer_code, document_type);

-- The fields placed on a template's form; a save replaces the whole list.
CREATE TABLE pdf_input_column (
  pdf_input_column_id bigserial PRIMARY KEY,
  pdf_template_id bigint NOT NULL REFERENCES pdf_template (pdf_template_id),
  data_type_key text NOT NULL,
  label text NOT NULL,
  page integer NOT NULL CHECK (page BETWEEN 1 AND 10),
  x double precision NOT NULL,
  y double precision NOT NULL,
  width double precision NOT NULL,
  height double precision NOT NULL,
  font_size double precision NOT NULL CHECK (font_size BETWEEN 6 AND 36),
  align text NOT NULL CHECK (align IN ('LEFT', 'CENTER', 'RIGHT')),
  format text,
  seq integer NOT NULL
);
CREATE INDEX pdf_input_column_template_idx ON pdf_input_column (pdf_template_id, seq);

-- generateCollection: many filled forms as one merged PDF or a zip; over 50 rows made by a job.
CREATE TABLE pdf_collection (
  collection_id bigserial PRIMARY KEY,
  pdf_template_id bigint NOT NULL REFERENCES pdf_template (pdf_template_id),
  customer_code text NOT NULL REFERENCES customer (customer_code),
  output text NOT NULL CHECK (output IN ('PDF', 'ZIP')),
  status text NOT NULL CHECK (status IN ('PROCESSING', 'COMPLETED', 'FAILED')),
  total integer NOT NULL,
  done integer NOT NULL DEFAULT 0,
  -- The rows to fill in; emptied once the collection is made.
  rows jsonb,
  file_id uuid REFERENCES stored_file (file_id),
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now()
);

-- Two more fields a template may show: the line's number in the item table and the page number.
-- (A fresh database gets them from the seed; one seeded before gets them here.)
INSERT INTO listbox_item (listbox_group_code, code, name_th, name_en, seq, create_by, last_update_by)
SELECT 'GENERATE_DOC_MAP', item.code, item.name_th, item.name_en,
       (SELECT coalesce(max(seq), 0) FROM listbox_item WHERE listbox_group_code = 'GENERATE_DOC_MAP') + item.n,
       'system', 'system'
FROM (VALUES ('ITEM_LINE_NO', 'ลำดับรายการ', 'Line number', 1), ('PAGE_NO', 'เลขหน้า', 'Page number', 2))
  AS item (code, name_th, name_en, n)
WHERE EXISTS (SELECT 1 FROM listbox_group WHERE listbox_group_code = 'GENERATE_DOC_MAP')
ON CONFLICT DO NOTHING;
