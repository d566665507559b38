-- How a customer's e-Tax documents become legal (docs/rd-filing.md, issue 29): SIGNED with its
-- certificate, or TIME_STAMP — not signed, the buyer's mail copied to ETDA's time-stamp service
-- (e-Tax Invoice by e-mail), sent from the address the customer registered (customer.email).
-- Every customer is SIGNED until an administrator says otherwise.
ALTER TABLE customer ADD COLUMN delivery_mode text NOT NULL DEFAULT 'SIGNED'
  CHECK (delivery_mode IN ('SIGNED', 'TIME_STAMP'));

-- A document made in TIME_STAMP mode says so: not signed, sent for ETDA's time stamp. UNSIGNED
-- stays what it was: neither signed nor stamped (the customer had no certificate).
ALTER TABLE document DROP CONSTRAINT document_signature_status_check;
ALTER TABLE document ADD CONSTRAINT document_signature_status_check
  CHECK (signature_status IN ('SIGNED', 'UNSIGNED', 'TIME_STAMP'));
