-- The dashboard and the report (docs/dashboard-report.md): their figures come from tallies kept
-- by triggers and from small partial indexes, never from counting a million documents.

-- ---------------------------------------------------------------- documents per day, with status
-- "Documents issued" are the GENERATED ones (a FAILED document took no number and has no PDF), so
-- the day tally of 0072 gets the document status as one more key: the dashboard's months by type,
-- the FAILED ones of a date range and the report's counts by customer, type and status are sums of
-- its rows. One tally with one more key rather than a second one: every document written still
-- pays one statement trigger, not two. The search (server/modules/document/search.ts) sums over
-- statuses as before.
ALTER TABLE document_day_tally DROP CONSTRAINT document_day_tally_pkey;
ALTER TABLE document_day_tally ADD COLUMN status text;
TRUNCATE document_day_tally;
INSERT INTO document_day_tally (issue_date, customer_code, branch_code, document_type, status, n)
  SELECT issue_date, customer_code, branch_code, document_type, status, count(*)
  FROM document WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5;
ALTER TABLE document_day_tally ALTER COLUMN status SET NOT NULL;
ALTER TABLE document_day_tally ADD PRIMARY KEY (issue_date, customer_code, branch_code, document_type, status);

-- The trigger functions of 0072 with the status in the day tally (column lists named: the new
-- column is the table's last).
CREATE OR REPLACE FUNCTION document_tally_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO document_tally AS t
      SELECT customer_code, branch_code, document_type, status, email_status, sms_status, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (customer_code, branch_code, document_type, status, email_status, sms_status)
      DO UPDATE SET n = t.n + excluded.n;
    INSERT INTO document_day_tally AS t (issue_date, customer_code, branch_code, document_type, status, n)
      SELECT issue_date, customer_code, branch_code, document_type, status, count(*)
      FROM new_rows WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (issue_date, customer_code, branch_code, document_type, status)
      DO UPDATE SET n = t.n + excluded.n;
    RETURN NULL;
  END
  $$;

CREATE OR REPLACE FUNCTION document_tally_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    IF EXISTS (
      SELECT 1 FROM old_rows AS o JOIN new_rows AS n USING (document_id)
      WHERE (o.customer_code, o.branch_code, o.document_type, o.status, o.email_status, o.sms_status)
        IS DISTINCT FROM (n.customer_code, n.branch_code, n.document_type, n.status, n.email_status, n.sms_status)
    ) THEN
      INSERT INTO document_tally AS t
        SELECT customer_code, branch_code, document_type, status, email_status, sms_status, sum(d)
        FROM (
          SELECT customer_code, branch_code, document_type, status, email_status, sms_status, -1 AS d FROM old_rows
          UNION ALL
          SELECT customer_code, branch_code, document_type, status, email_status, sms_status, 1 AS d FROM new_rows
        ) AS change
        GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5, 6
        ON CONFLICT (customer_code, branch_code, document_type, status, email_status, sms_status)
        DO UPDATE SET n = t.n + excluded.n;
    END IF;
    IF EXISTS (
      SELECT 1 FROM old_rows AS o JOIN new_rows AS n USING (document_id)
      WHERE (o.issue_date, o.customer_code, o.branch_code, o.document_type, o.status)
        IS DISTINCT FROM (n.issue_date, n.customer_code, n.branch_code, n.document_type, n.status)
    ) THEN
      INSERT INTO document_day_tally AS t (issue_date, customer_code, branch_code, document_type, status, n)
        SELECT issue_date, customer_code, branch_code, document_type, status, sum(d)
        FROM (
          SELECT issue_date, customer_code, branch_code, document_type, status, -1 AS d FROM old_rows
          UNION ALL
          SELECT issue_date, customer_code, branch_code, document_type, status, 1 AS d FROM new_rows
        ) AS change
        WHERE issue_date IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (issue_date, customer_code, branch_code, document_type, status)
        DO UPDATE SET n = t.n + excluded.n;
    END IF;
    RETURN NULL;
  END
  $$;

CREATE OR REPLACE FUNCTION document_tally_delete() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE document_tally AS t SET n = t.n - gone.n
      FROM (
        SELECT customer_code, branch_code, document_type, status, email_status, sms_status, count(*) AS n
        FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ) AS gone
      WHERE (t.customer_code, t.branch_code, t.document_type, t.status, t.email_status, t.sms_status)
        = (gone.customer_code, gone.branch_code, gone.document_type, gone.status, gone.email_status, gone.sms_status);
    UPDATE document_day_tally AS t SET n = t.n - gone.n
      FROM (
        SELECT issue_date, customer_code, branch_code, document_type, status, count(*) AS n
        FROM old_rows WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ) AS gone
      WHERE (t.issue_date, t.customer_code, t.branch_code, t.document_type, t.status)
        = (gone.issue_date, gone.customer_code, gone.branch_code, gone.document_type, gone.status);
    RETURN NULL;
  END
  $$;

-- ---------------------------------------------------------------- work waiting
-- Imports waiting for a step, and open tickets: few rows of large tables (most imports are
-- COMPLETED, most tickets CLOSED). A partial index holds just those, by customer: an
-- administrator's count reads the whole (small) index, a customer's only its own part.
CREATE INDEX customer_upload_waiting_idx ON customer_upload (customer_code, status, upload_type, branch_code)
  WHERE status IN ('READY', 'USER_SUBMITTED', 'ACCOUNTING_SUBMITTED', 'PROCESSING', 'VALIDATION_FAILED', 'FAILED');
CREATE INDEX ticket_open_idx ON ticket (customer_code, priority, status)
  WHERE status IN ('OPEN', 'IN_PROGRESS');
