-- Every send of a document (the first one after generation, and each re-send): channel,
-- recipient, who asked and when, and how it went. The document keeps the latest status per
-- channel (document.email_status / sms_status); the outbox row is the message itself.
CREATE TABLE document_delivery (
  delivery_id bigserial PRIMARY KEY,
  document_id bigint NOT NULL REFERENCES document (document_id),
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient text NOT NULL,
  resend boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('PENDING', 'SENT', 'FAILED')),
  error text,
  outbox_id bigint REFERENCES outbox (id),
  requested_by text NOT NULL,
  requested_dtm timestamptz NOT NULL DEFAULT now(),
  sent_dtm timestamptz
);
CREATE INDEX document_delivery_document_idx ON document_delivery (document_id, delivery_id);
