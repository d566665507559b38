-- Branches of a customer (api-contract.md, Branches). 00000 is the head office (สำนักงานใหญ่),
-- created with its customer. Branch codes stay unique within a customer, deleted rows included.
CREATE TABLE customer_branch (
  branch_id bigserial PRIMARY KEY,
  customer_code text NOT NULL REFERENCES customer (customer_code),
  branch_code text NOT NULL CHECK (branch_code ~ '^[0-9]{5}$'),
  branch_name text NOT NULL,
  branch_type text NOT NULL CHECK (branch_type IN ('HEAD_OFFICE', 'BRANCH')),
  address jsonb NOT NULL,
  contact_tel text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL,
  -- The head office and only it has the code 00000.
  CHECK ((branch_code = '00000') = (branch_type = 'HEAD_OFFICE'))
);
CREATE UNIQUE INDEX customer_branch_code_key ON customer_branch (customer_code, branch_code);
