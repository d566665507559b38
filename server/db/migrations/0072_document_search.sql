-- Document search over 1,000,000 documents within 50 ms per page (quality.md; docs/documents.md,
-- "Search speed"). What server/modules/document/search.ts reads besides the table itself.

-- ---------------------------------------------------------------- substrings: our own trigrams
-- Number, buyer name and buyer tax ID are searched as substrings ('%…%'), which a btree cannot
-- find. PGlite does not load pg_trgm (and with the C locale it would drop Thai characters from its
-- trigrams), so documents get trigrams of their own, as customers do (0031): every 3-character
-- slice of the lowered number (tag n), buyer name (b) and tax ID (t), plus one key for the
-- document's customer (c + code), in a GIN index (built in). A search asks the index for the rows
-- holding the rarest trigrams of the typed text — with a customer's key when that narrows it for
-- less than it costs — and checks the real match (ILIKE's: lower() of both sides) on those rows.
--
-- Self-contained (no call to another function of ours): index maintenance runs with a search_path
-- of pg_catalog only. search_trigrams() (0031) makes the typed text's trigrams the same way.
CREATE FUNCTION document_search_grams(document_no text, buyer_name text, buyer_tax_id text, customer_code text)
  RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    grams text[] := ARRAY['c' || coalesce(customer_code, '')];
    tags text[] := ARRAY['n', 'b', 't'];
    texts text[] := ARRAY[lower(coalesce(document_no, '')), lower(coalesce(buyer_name, '')),
      lower(coalesce(buyer_tax_id, ''))];
  BEGIN
    FOR f IN 1 .. 3 LOOP
      FOR i IN 1 .. char_length(texts[f]) - 2 LOOP
        grams := grams || (tags[f] || substr(texts[f], i, 3));
      END LOOP;
    END LOOP;
    RETURN grams;
  END
  $$;

-- A new document's trigrams go to a short pending list (64 kB), put into the index in bulk by
-- the insert that fills it: cheaper for generation than some 50 index insertions per document,
-- and a search reads at most those few pages besides the index. (PGlite has no autovacuum, which
-- would otherwise flush the list: a long one would be read by every search.)
CREATE INDEX document_search_grams_idx ON document
  USING gin (document_search_grams(document_no, buyer_name, buyer_tax_id, customer_code))
  WITH (fastupdate = on, gin_pending_list_limit = 64);

-- ---------------------------------------------------------------- totals without count(*)
-- Documents per customer, branch, type, status and delivery status per channel: the exact total of
-- every search by those criteria (the tenancy scope included), the sizes the search plans with,
-- and the document types and statuses a sort by them walks through. Kept by statement triggers
-- (one upsert per statement, its rows in key order: concurrent writers lock tally rows in the same
-- order), so generation, e-mail and SMS results, re-sends and bulk loads all count.
CREATE TABLE document_tally (
  customer_code text NOT NULL,
  branch_code text NOT NULL,
  document_type text NOT NULL,
  status text NOT NULL,
  email_status text NOT NULL,
  sms_status text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (customer_code, branch_code, document_type, status, email_status, sms_status)
);
INSERT INTO document_tally
  SELECT customer_code, branch_code, document_type, status, email_status, sms_status, count(*)
  FROM document GROUP BY 1, 2, 3, 4, 5, 6;

-- Documents per customer, branch, type and issue date (documents without one never match a date
-- range): the exact total of an issue-date range, and how much of the table a range holds.
CREATE TABLE document_day_tally (
  issue_date date NOT NULL,
  customer_code text NOT NULL,
  branch_code text NOT NULL,
  document_type text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (issue_date, customer_code, branch_code, document_type)
);
CREATE INDEX document_day_tally_customer_idx ON document_day_tally (customer_code, issue_date);
INSERT INTO document_day_tally
  SELECT issue_date, customer_code, branch_code, document_type, count(*)
  FROM document WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4;

CREATE FUNCTION document_tally_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO document_tally AS t
      SELECT customer_code, branch_code, document_type, status, email_status, sms_status, count(*)
      FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
      ON CONFLICT (customer_code, branch_code, document_type, status, email_status, sms_status)
      DO UPDATE SET n = t.n + excluded.n;
    INSERT INTO document_day_tally AS t
      SELECT issue_date, customer_code, branch_code, document_type, count(*)
      FROM new_rows WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (issue_date, customer_code, branch_code, document_type) DO UPDATE SET n = t.n + excluded.n;
    RETURN NULL;
  END
  $$;

-- An update that changes none of the keys (a sent time, a PDF id) touches no tally row; one that
-- changes a delivery status, only document_tally.
CREATE FUNCTION document_tally_update() RETURNS trigger
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
      WHERE (o.issue_date, o.customer_code, o.branch_code, o.document_type)
        IS DISTINCT FROM (n.issue_date, n.customer_code, n.branch_code, n.document_type)
    ) THEN
      INSERT INTO document_day_tally AS t
        SELECT issue_date, customer_code, branch_code, document_type, sum(d)
        FROM (
          SELECT issue_date, customer_code, branch_code, document_type, -1 AS d FROM old_rows
          UNION ALL
          SELECT issue_date, customer_code, branch_code, document_type, 1 AS d FROM new_rows
        ) AS change
        WHERE issue_date IS NOT NULL
        GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
        ON CONFLICT (issue_date, customer_code, branch_code, document_type) DO UPDATE SET n = t.n + excluded.n;
    END IF;
    RETURN NULL;
  END
  $$;

CREATE FUNCTION document_tally_delete() RETURNS trigger
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
        SELECT issue_date, customer_code, branch_code, document_type, count(*) AS n
        FROM old_rows WHERE issue_date IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ) AS gone
      WHERE (t.issue_date, t.customer_code, t.branch_code, t.document_type)
        = (gone.issue_date, gone.customer_code, gone.branch_code, gone.document_type);
    RETURN NULL;
  END
  $$;

CREATE TRIGGER document_tally_insert_trg AFTER INSERT ON document
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION document_tally_insert();
CREATE TRIGGER document_tally_update_trg AFTER UPDATE ON document
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION document_tally_update();
CREATE TRIGGER document_tally_delete_trg AFTER DELETE ON document
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION document_tally_delete();

-- ---------------------------------------------------------------- orders
-- A page is read in its order through an index and stops at its last row. Every sort has an index
-- over the whole table (an administrator's search) and one per customer (a customer's, and an
-- administrator's for one customer); the document id breaks ties. The number, buyer and amount
-- indexes start with the document type: numbers, and often buyers, follow the type (INV…, CN…),
-- so a search of one type reads only its own documents in order, and a search of all types reads
-- each type's in order and merges them (a handful of types, a page's rows from each). 0070 has the
-- issue date's (document_issue_idx, document_search_idx); a sort by type or status reads each
-- value's documents by id and puts the values in order.
CREATE INDEX document_type_idx ON document (document_type, document_id);
CREATE INDEX document_type_no_idx ON document (document_type, document_no, document_id);
CREATE INDEX document_type_buyer_idx ON document (document_type, buyer_name, document_id);
CREATE INDEX document_type_amount_idx ON document (document_type, total_amount, document_id);
CREATE INDEX document_customer_id_idx ON document (customer_code, document_id);
CREATE INDEX document_customer_type_idx ON document (customer_code, document_type, document_id);
CREATE INDEX document_customer_no_idx ON document (customer_code, document_type, document_no, document_id);
CREATE INDEX document_customer_buyer_idx ON document (customer_code, document_type, buyer_name, document_id);
CREATE INDEX document_customer_amount_idx ON document (customer_code, document_type, total_amount, document_id);
-- The few FAILED documents, found without reading the made ones.
CREATE INDEX document_failed_idx ON document (document_id) WHERE status = 'FAILED';
CREATE INDEX document_customer_failed_idx ON document (customer_code, document_id) WHERE status = 'FAILED';

-- No index names the delivery statuses or the sent time, and a page keeps a tenth free: the
-- updates of a delivery (PENDING, then SENT) stay on the row's page without touching an index
-- (HOT), however many indexes the search has.
ALTER TABLE document SET (fillfactor = 90);

-- ---------------------------------------------------------------- generation
-- Not search, but what the search's indexes and tallies cost each generated document is paid back
-- here (docs/documents.md, "Generation speed"): a stored file's bytes — PDFs, images, .xlsx — are
-- compressed already, so PostgreSQL does not try to compress them again (it tried for every PDF,
-- and gave up after the work); they are kept out of line as before.
ALTER TABLE stored_file ALTER COLUMN content SET STORAGE EXTERNAL;
