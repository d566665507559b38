-- Every sign-in and every change of data: who, when, what, from where, before/after.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  occurred_at timestamptz NOT NULL DEFAULT now(),
  actor text,
  actor_role text,
  action text NOT NULL,
  entity text NOT NULL,
  entity_id text,
  ip text,
  request_id text,
  before_data jsonb,
  after_data jsonb
);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, entity_id);
CREATE INDEX audit_log_occurred_idx ON audit_log (occurred_at);
