-- Tickets (api-contract.md "Tickets"; domain.md TICKET_* listboxes; docs/tickets.md): support
-- requests a customer opens (or an administrator opens for it) and administrators answer, with
-- their comments, attachments, status/priority history and per-user read marks.

-- The last ticket number issued in each Buddhist-era year: incremented in the transaction that
-- opens the ticket, so concurrent creates wait for each other and never share a number, and a
-- create that rolls back gives its number back.
CREATE TABLE ticket_number (
  be_year integer PRIMARY KEY CHECK (be_year BETWEEN 2400 AND 9999),
  last_no integer NOT NULL CHECK (last_no >= 0)
);

CREATE TABLE ticket (
  ticket_id bigserial PRIMARY KEY,
  -- TK-<Buddhist-era year>-<6 digits>: TK-2569-000123.
  ticket_request_no text NOT NULL UNIQUE CHECK (ticket_request_no ~ '^TK-[0-9]{4}-[0-9]{6,}$'),
  customer_code text NOT NULL REFERENCES customer (customer_code),
  ticket_subject text NOT NULL,
  detail text NOT NULL,
  priority text NOT NULL CHECK (priority IN ('LOW', 'MEDIUM', 'HIGH', 'URGENT')),
  action_type text NOT NULL CHECK (action_type IN ('GENERAL', 'PROBLEM', 'CERTIFICATE', 'CORRECTION')),
  status text NOT NULL CHECK (status IN ('OPEN', 'IN_PROGRESS', 'RESOLVED', 'CLOSED')),
  -- Who opened it: a customer user (CUSTOMER, its user_code) or an administrator for the
  -- customer (ADMIN, its admin_code), and the name shown.
  request_role text NOT NULL CHECK (request_role IN ('ADMIN', 'CUSTOMER')),
  request_code text NOT NULL,
  request_name text NOT NULL,
  -- When it last moved to RESOLVED: the requester may reopen it for REOPEN_DAYS days after.
  resolved_dtm timestamptz,
  -- Read marks: every event (creation, comment, change) takes the next activity_no; the last
  -- event a customer user would be told about, and the last one an administrator would.
  activity_no bigint NOT NULL DEFAULT 0,
  customer_activity_no bigint NOT NULL DEFAULT 0,
  admin_activity_no bigint NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
CREATE INDEX ticket_customer_idx ON ticket (customer_code, ticket_id DESC);
CREATE INDEX ticket_create_idx ON ticket (create_dtm DESC);
CREATE INDEX ticket_status_idx ON ticket (status);

-- The conversation. Internal notes are written by administrators for administrators only.
CREATE TABLE ticket_comment (
  comment_id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES ticket (ticket_id),
  author_role text NOT NULL CHECK (author_role IN ('ADMIN', 'CUSTOMER')),
  author_code text NOT NULL,
  author_name text NOT NULL,
  message text NOT NULL,
  internal boolean NOT NULL DEFAULT false,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  CHECK (NOT internal OR author_role = 'ADMIN')
);
CREATE INDEX ticket_comment_ticket_idx ON ticket_comment (ticket_id, comment_id);

-- Files sent with the ticket (comment_id NULL) or with a comment. The bytes are in stored_file:
-- owned by the ticket's customer, or by no customer (administrators only) for internal notes.
CREATE TABLE ticket_attachment (
  attachment_id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES ticket (ticket_id),
  comment_id bigint REFERENCES ticket_comment (comment_id),
  file_id uuid NOT NULL UNIQUE REFERENCES stored_file (file_id),
  file_name text NOT NULL,
  file_size integer NOT NULL CHECK (file_size >= 0),
  content_type text NOT NULL
);
CREATE INDEX ticket_attachment_ticket_idx ON ticket_attachment (ticket_id, attachment_id);

-- Status and priority changes, the opening first (what changed; NULL for what did not).
CREATE TABLE ticket_history (
  history_id bigserial PRIMARY KEY,
  ticket_id bigint NOT NULL REFERENCES ticket (ticket_id),
  status text,
  priority text,
  changed_role text NOT NULL CHECK (changed_role IN ('ADMIN', 'CUSTOMER')),
  changed_code text NOT NULL,
  changed_by text NOT NULL,
  changed_dtm timestamptz NOT NULL DEFAULT now(),
  CHECK (status IS NOT NULL OR priority IS NOT NULL)
);
CREATE INDEX ticket_history_ticket_idx ON ticket_history (ticket_id, history_id);

-- What each user has seen of a ticket: reader_key is ADMIN:<admin_code> or CUSTOMER:<user_code>;
-- the ticket is unread for the reader while its customer_/admin_activity_no is beyond this.
CREATE TABLE ticket_read (
  ticket_id bigint NOT NULL REFERENCES ticket (ticket_id),
  reader_key text NOT NULL,
  seen_activity_no bigint NOT NULL,
  read_dtm timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ticket_id, reader_key)
);
CREATE INDEX ticket_read_reader_idx ON ticket_read (reader_key, ticket_id);
