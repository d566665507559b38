-- The audit log, searchable (docs/audit-log.md): a row names the customer it concerns, an index
-- serves each criterion in the order the search reads, and the log cannot be changed.

-- The customer a row concerns (writeAudit fills it: server/audit.ts); NULL when none (an
-- administrator's own account, master data, the public contact form).
ALTER TABLE audit_log ADD COLUMN customer_code text;

-- Backfill, as writeAudit decides for new rows: the customer itself (and its certificate, keyed
-- by customer code), the record's customerCode in its after / before data, the table the record
-- lives in, and finally the customer of a CUSTOMER actor.
UPDATE audit_log SET customer_code = CASE
    WHEN entity IN ('customer', 'customer_certificate') THEN entity_id
    WHEN jsonb_typeof(after_data) = 'object' AND after_data ->> 'customerCode' IS NOT NULL
      THEN after_data ->> 'customerCode'
    WHEN jsonb_typeof(before_data) = 'object' AND before_data ->> 'customerCode' IS NOT NULL
      THEN before_data ->> 'customerCode'
  END;
UPDATE audit_log a SET customer_code = u.customer_code FROM customer_upload u
  WHERE a.customer_code IS NULL AND a.entity = 'customer_upload' AND a.entity_id ~ '^[0-9]{1,18}$'
    AND u.upload_id = a.entity_id::bigint;
UPDATE audit_log a SET customer_code = d.customer_code FROM document d
  WHERE a.customer_code IS NULL AND a.entity = 'document' AND a.entity_id ~ '^[0-9]{1,18}$'
    AND d.document_id = a.entity_id::bigint;
UPDATE audit_log a SET customer_code = b.customer_code FROM customer_branch b
  WHERE a.customer_code IS NULL AND a.entity = 'customer_branch' AND a.entity_id ~ '^[0-9]{1,18}$'
    AND b.branch_id = a.entity_id::bigint;
UPDATE audit_log a SET customer_code = cu.customer_code FROM customer_user cu
  WHERE a.customer_code IS NULL AND a.entity = 'customer_user' AND cu.user_code = a.entity_id;
UPDATE audit_log a SET customer_code = t.customer_code FROM ticket t
  WHERE a.customer_code IS NULL AND a.entity = 'ticket' AND t.ticket_request_no = a.entity_id;
UPDATE audit_log a SET customer_code = cu.customer_code FROM customer_user cu
  WHERE a.customer_code IS NULL AND a.actor_role = 'CUSTOMER' AND lower(cu.username) = lower(a.actor);

-- One index per criterion, each ending in the time order the search reads (newest first by
-- default), so that a page is a walk of one index that stops after its rows.
DROP INDEX audit_log_entity_idx;
DROP INDEX audit_log_occurred_idx;
CREATE INDEX audit_log_time_idx ON audit_log (occurred_at, id);
CREATE INDEX audit_log_actor_idx ON audit_log (lower(actor), occurred_at, id);
CREATE INDEX audit_log_action_idx ON audit_log (action, occurred_at, id);
CREATE INDEX audit_log_entity_idx ON audit_log (entity, occurred_at, id);
CREATE INDEX audit_log_entity_id_idx ON audit_log (entity_id, occurred_at, id);
CREATE INDEX audit_log_customer_idx ON audit_log (customer_code, occurred_at, id)
  WHERE customer_code IS NOT NULL;

-- Written once, never changed: an UPDATE, DELETE or TRUNCATE of the log fails, whoever sends it.
-- (A later migration that must correct rows disables the trigger for its own statement:
-- ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only … ENABLE TRIGGER …)
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
