-- Money on the dashboard and the sales tax report (docs/sales-tax-report.md, issue 28).

-- ---------------------------------------------------------------- money per day
-- The day tally of 0072/0078 (documents per issue date, customer, branch, type and status) also
-- sums the documents' value before VAT and their VAT, so that the dashboard's money is a sum of
-- the same few thousand tally rows as its counts — never a read of the documents. The same
-- statement triggers keep it: no extra upsert per statement, two more sums in the one it runs.
ALTER TABLE document_day_tally ADD COLUMN value numeric(18, 2) NOT NULL DEFAULT 0;
ALTER TABLE document_day_tally ADD COLUMN vat numeric(18, 2) NOT NULL DEFAULT 0;
TRUNCATE document_day_tally;
INSERT INTO document_day_tally (issue_date, customer_code, branch_code, document_type, status, n, value, vat)
  SELECT issue_date, customer_code, branch_code, document_type, status, count(*),
    coalesce(sum(total_before_vat), 0), coalesce(sum(vat_amount), 0)
  FROM document WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5;

CREATE OR REPLACE FUNCTION document_tally_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO document_tally AS t
      SELECT customer_code, branch_code, document_type, status, email_status, sms_status, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (customer_code, branch_code, document_type, status, email_status, sms_status)
      DO UPDATE SET n = t.n + excluded.n;
    INSERT INTO document_day_tally AS t (issue_date, customer_code, branch_code, document_type, status, n, value, vat)
      SELECT issue_date, customer_code, branch_code, document_type, status, count(*),
        coalesce(sum(total_before_vat), 0), coalesce(sum(vat_amount), 0)
      FROM new_rows WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ON CONFLICT (issue_date, customer_code, branch_code, document_type, status)
      DO UPDATE SET n = t.n + excluded.n, value = t.value + excluded.value, vat = t.vat + excluded.vat;
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
    -- The amounts are keys of nothing but are summed: a change of them moves the day tally too.
    IF EXISTS (
      SELECT 1 FROM old_rows AS o JOIN new_rows AS n USING (document_id)
      WHERE (o.issue_date, o.customer_code, o.branch_code, o.document_type, o.status, o.total_before_vat, o.vat_amount)
        IS DISTINCT FROM (n.issue_date, n.customer_code, n.branch_code, n.document_type, n.status, n.total_before_vat, n.vat_amount)
    ) THEN
      INSERT INTO document_day_tally AS t (issue_date, customer_code, branch_code, document_type, status, n, value, vat)
        SELECT issue_date, customer_code, branch_code, document_type, status, sum(d), sum(value), sum(vat)
        FROM (
          SELECT issue_date, customer_code, branch_code, document_type, status, -1 AS d,
            -coalesce(total_before_vat, 0) AS value, -coalesce(vat_amount, 0) AS vat FROM old_rows
          UNION ALL
          SELECT issue_date, customer_code, branch_code, document_type, status, 1 AS d,
            coalesce(total_before_vat, 0), coalesce(vat_amount, 0) FROM new_rows
        ) AS change
        WHERE issue_date IS NOT NULL
        GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 OR sum(value) <> 0 OR sum(vat) <> 0 ORDER BY 1, 2, 3, 4, 5
        ON CONFLICT (issue_date, customer_code, branch_code, document_type, status)
        DO UPDATE SET n = t.n + excluded.n, value = t.value + excluded.value, vat = t.vat + excluded.vat;
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
    UPDATE document_day_tally AS t
      SET n = t.n - gone.n, value = t.value - gone.value, vat = t.vat - gone.vat
      FROM (
        SELECT issue_date, customer_code, branch_code, document_type, status, count(*) AS n,
          coalesce(sum(total_before_vat), 0) AS value, coalesce(sum(vat_amount), 0) AS vat
        FROM old_rows WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
      ) AS gone
      WHERE (t.issue_date, t.customer_code, t.branch_code, t.document_type, t.status)
        = (gone.issue_date, gone.customer_code, gone.branch_code, gone.document_type, gone.status);
    RETURN NULL;
  END
  $$;

-- ---------------------------------------------------------------- cancellations
-- The sales tax report marks a tax invoice cancelled when a GENERATED cancellation note (T07) of
-- the same customer names its number: this partial index holds only those notes.
CREATE INDEX document_cancellation_idx ON document (customer_code, reference_document_no)
  WHERE document_type = 'T07' AND status = 'GENERATED';
