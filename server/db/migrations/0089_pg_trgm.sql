-- Substring search through pg_trgm (docs/search.md), on PostgreSQL and on PGlite alike (PGlite
-- loads the extension: server/db/client.ts). It replaces the home-made trigrams of 0031 and 0072:
-- a GIN trigram index serves `column ILIKE '%text%'` itself, and rechecks the real match, so the
-- rows are those of the plain query. Thai text gets trigrams wherever the database's LC_CTYPE
-- classes Thai letters as letters (PGlite's C.UTF-8 does: show_trgm('บริษัท') gives 7); under
-- LC_CTYPE=C it gets none, and a Thai criterion reads the table instead (same rows, slower).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

DROP INDEX customer_search_grams_idx;
DROP FUNCTION customer_search_grams(text, text, text, text, text);
DROP INDEX document_search_grams_idx;
DROP FUNCTION document_search_grams(text, text, text, text);
DROP FUNCTION search_trigrams(text, text);

-- Customers are written rarely: each write updates the index directly (PGlite has no autovacuum
-- to flush a pending list, which every search would then read in full).
CREATE INDEX customer_text_trgm_idx ON customer
  USING gin (customer_name gin_trgm_ops, customer_number gin_trgm_ops, customer_code gin_trgm_ops)
  WITH (fastupdate = off);

-- A new document's trigrams go to a short pending list (64 kB), put into the index in bulk by the
-- insert that fills it: cheaper for generation than an index insertion per trigram per document.
CREATE INDEX document_text_trgm_idx ON document
  USING gin (document_no gin_trgm_ops, buyer_name gin_trgm_ops, buyer_tax_id gin_trgm_ops)
  WITH (fastupdate = on, gin_pending_list_limit = 64);
