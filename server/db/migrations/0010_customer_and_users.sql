-- Accounts: administrators, customers (the full contract record; the customers issue builds its
-- CRUD) and customer users. Usernames and codes stay unique, deleted rows included.

CREATE SEQUENCE admin_code_seq START WITH 2; -- ADM0001 is the seeded first administrator
CREATE SEQUENCE customer_code_seq START WITH 1;
CREATE SEQUENCE customer_user_code_seq START WITH 1;

CREATE TABLE admin_user (
  admin_code text PRIMARY KEY,
  username text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  tel text,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  -- NULL until the user sets a password through the OTP e-mail.
  password_hash text,
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  -- Lock-out: failures counted in a 15-minute window starting at failed_login_since.
  failed_login_count integer NOT NULL DEFAULT 0,
  failed_login_since timestamptz,
  locked_until timestamptz,
  last_login_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
CREATE UNIQUE INDEX admin_user_username_key ON admin_user (lower(username));
-- One live account per e-mail (a deleted account frees its address).
CREATE UNIQUE INDEX admin_user_email_key ON admin_user (lower(email)) WHERE status <> 'DELETE';
CREATE INDEX admin_user_status_idx ON admin_user (status);

CREATE TABLE customer (
  customer_code text PRIMARY KEY,
  customer_name text NOT NULL,
  customer_number text NOT NULL, -- 13-digit Thai tax ID
  customer_status text NOT NULL DEFAULT 'ACTIVE' CHECK (customer_status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  customer_type text NOT NULL,
  contact_tel text,
  email text,
  address jsonb,
  shipping_address jsonb,
  document_types text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
CREATE INDEX customer_number_idx ON customer (customer_number);
CREATE INDEX customer_status_idx ON customer (customer_status);
CREATE INDEX customer_name_idx ON customer (lower(customer_name));

CREATE TABLE customer_user (
  user_id bigserial PRIMARY KEY,
  user_code text NOT NULL UNIQUE,
  customer_code text NOT NULL REFERENCES customer (customer_code),
  username text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  tel text,
  user_role text NOT NULL CHECK (user_role IN ('CUSTOMER_ADMIN', 'USER', 'ACCOUNTING')),
  branch_codes text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  password_hash text,
  must_change_password boolean NOT NULL DEFAULT false,
  password_changed_at timestamptz,
  failed_login_count integer NOT NULL DEFAULT 0,
  failed_login_since timestamptz,
  locked_until timestamptz,
  last_login_at timestamptz,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
CREATE UNIQUE INDEX customer_user_username_key ON customer_user (lower(username));
CREATE UNIQUE INDEX customer_user_email_key ON customer_user (lower(email)) WHERE status <> 'DELETE';
CREATE INDEX customer_user_customer_idx ON customer_user (customer_code, status);
