-- Every message the system sends (or keeps, when no SMTP server is configured): time, channel,
-- recipient, result. Without SMTP the body is the only place an OTP can be read.
CREATE TABLE outbox (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('EMAIL', 'SMS')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  body_html text,
  -- PENDING: waiting for SMTP; KEPT: no SMTP configured; SENT / FAILED: SMTP result.
  status text NOT NULL CHECK (status IN ('PENDING', 'KEPT', 'SENT', 'FAILED')),
  attempts integer NOT NULL DEFAULT 0,
  error text,
  ref_entity text,
  ref_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE INDEX outbox_status_idx ON outbox (status, created_at);
CREATE INDEX outbox_ref_idx ON outbox (ref_entity, ref_id);
CREATE INDEX outbox_recipient_idx ON outbox (lower(recipient), created_at DESC);
