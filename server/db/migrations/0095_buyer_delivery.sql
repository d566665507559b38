-- When a customer's documents go to their buyers (docs/documents.md "Held for release", issue 28):
-- AUTOMATIC, as soon as they are made (every customer until now), or AFTER_RELEASE — they wait
-- READY_TO_SEND until an accounting user, the customer's admin or an administrator releases them.
ALTER TABLE customer ADD COLUMN buyer_delivery text NOT NULL DEFAULT 'AUTOMATIC'
  CHECK (buyer_delivery IN ('AUTOMATIC', 'AFTER_RELEASE'));

-- READY_TO_SEND is a delivery status, per channel: the document itself stays GENERATED (its number
-- taken, in the sales tax report and the dashboard), only its sending waits.
ALTER TABLE document DROP CONSTRAINT document_email_status_check;
ALTER TABLE document ADD CONSTRAINT document_email_status_check
  CHECK (email_status IN ('PENDING', 'SENT', 'FAILED', 'NOT_REQUESTED', 'READY_TO_SEND'));
ALTER TABLE document DROP CONSTRAINT document_sms_status_check;
ALTER TABLE document ADD CONSTRAINT document_sms_status_check
  CHECK (sms_status IN ('PENDING', 'SENT', 'FAILED', 'NOT_REQUESTED', 'READY_TO_SEND'));
