-- Customer search over 100,000 customers within 50 ms per page (quality.md; docs/customers.md,
-- "Search speed").
--
-- Substring criteria ('%…%') cannot use a btree, and pg_trgm is not loaded by PGlite (and with
-- the C locale it drops Thai characters from its trigrams). So customers get trigrams of their
-- own: customer_search_grams() gives every 3-character slice of the lowered name, the tax ID and
-- the lowered code, each tagged with its field (n, t, c), plus one key for the row's part of the
-- table (p + status + type), and a GIN index (built in, no extension) holds them. A search asks
-- the index for the rows holding every trigram of the typed text (and, when it reads only some
-- parts, that part's key: the index then narrows to the part without touching a table row), and
-- checks the real substring on those rows only. The keys live in the index only, not in the
-- table rows, which stay narrow for the ordered reads.
--
-- The function is self-contained (no call to another function of ours): index maintenance runs
-- with a search_path of pg_catalog only.
CREATE FUNCTION customer_search_grams(name text, number text, code text, status text, type text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE
  AS $$
  DECLARE
    grams text[] := ARRAY['p' || coalesce(status, '') || ' ' || coalesce(type, '')];
    tags text[] := ARRAY['n', 't', 'c'];
    texts text[] := ARRAY[lower(coalesce(name, '')), coalesce(number, ''), lower(coalesce(code, ''))];
  BEGIN
    FOR f IN 1 .. 3 LOOP
      FOR i IN 1 .. char_length(texts[f]) - 2 LOOP
        grams := grams || (tags[f] || substr(texts[f], i, 3));
      END LOOP;
    END LOOP;
    RETURN grams;
  END
  $$;

-- The trigrams of typed text, tagged like customer_search_grams() tags its fields (the loop is
-- the same; keep the two in step).
CREATE FUNCTION search_trigrams(tag text, value text) RETURNS text[]
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  DECLARE
    grams text[] := '{}';
  BEGIN
    FOR i IN 1 .. char_length(value) - 2 LOOP
      grams := grams || (tag || substr(value, i, 3));
    END LOOP;
    RETURN grams;
  END
  $$;

-- fastupdate off: PGlite has no autovacuum to flush a pending list, which every search would
-- then read in full; customers are written rarely, so each write updates the index directly.
CREATE INDEX customer_search_grams_idx ON customer
  USING gin (customer_search_grams(customer_name, customer_number, customer_code, customer_status, customer_type))
  WITH (fastupdate = off);

-- Customers per status and type, kept by statement triggers (single saves and bulk loads alike):
-- exact totals of the searches without text, the parts of a search by status and type, and the
-- table's row count for sample estimates — without counting 100,000 rows per page.
CREATE TABLE customer_tally (
  customer_status text NOT NULL,
  customer_type text NOT NULL,
  n bigint NOT NULL,
  PRIMARY KEY (customer_status, customer_type)
);
INSERT INTO customer_tally (customer_status, customer_type, n)
  SELECT customer_status, customer_type, count(*) FROM customer GROUP BY 1, 2;

-- One upsert per statement, its rows in key order: concurrent saves lock tally rows in the same
-- order (no deadlock), and a save that keeps status and type touches no tally row at all.
CREATE FUNCTION customer_tally_insert() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO customer_tally AS t (customer_status, customer_type, n)
      SELECT customer_status, customer_type, count(*) FROM new_rows GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT (customer_status, customer_type) DO UPDATE SET n = t.n + excluded.n;
    RETURN NULL;
  END
  $$;
CREATE FUNCTION customer_tally_update() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    INSERT INTO customer_tally AS t (customer_status, customer_type, n)
      SELECT customer_status, customer_type, sum(d) FROM (
        SELECT customer_status, customer_type, -1 AS d FROM old_rows
        UNION ALL
        SELECT customer_status, customer_type, 1 AS d FROM new_rows
      ) AS change
      GROUP BY 1, 2 HAVING sum(d) <> 0 ORDER BY 1, 2
      ON CONFLICT (customer_status, customer_type) DO UPDATE SET n = t.n + excluded.n;
    RETURN NULL;
  END
  $$;
CREATE FUNCTION customer_tally_delete() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    UPDATE customer_tally AS t SET n = t.n - gone.n
      FROM (SELECT customer_status, customer_type, count(*) AS n FROM old_rows GROUP BY 1, 2) AS gone
      WHERE t.customer_status = gone.customer_status AND t.customer_type = gone.customer_type;
    RETURN NULL;
  END
  $$;
CREATE TRIGGER customer_tally_insert_trg AFTER INSERT ON customer
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_tally_insert();
CREATE TRIGGER customer_tally_update_trg AFTER UPDATE ON customer
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_tally_update();
CREATE TRIGGER customer_tally_delete_trg AFTER DELETE ON customer
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_tally_delete();

-- Sorting: a search reads each (status, type) part of the table in the chosen order and merges
-- the parts (Merge Append), so every sortBy has one index per part, the code breaking ties. A
-- page then reads as many index entries as it shows, whatever status or type it filters on.
-- Sorting by status or by type needs no index of its own: within a part both are constant.
DROP INDEX customer_name_idx;
DROP INDEX customer_status_idx;
CREATE INDEX customer_part_code_idx ON customer (customer_status, customer_type, customer_code);
CREATE INDEX customer_part_name_idx ON customer (customer_status, customer_type, customer_name, customer_code);
CREATE INDEX customer_part_number_idx ON customer (customer_status, customer_type, customer_number, customer_code);
CREATE INDEX customer_part_updated_idx ON customer (customer_status, customer_type, last_update_dtm, customer_code);
