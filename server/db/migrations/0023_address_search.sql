-- Name searches of districts and sub-districts match a pre-lowered copy of both names with LIKE:
-- ILIKE case-folds every row on every search, which on PGlite (WASM) made a search over the
-- 7,348 sub-districts cost ~3× more (docs/master-data.md). lower() on both sides keeps the match
-- case-insensitive; Thai has no case and is matched as typed. The newline keeps a search from
-- matching across the Thai and English names.
ALTER TABLE district
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(district_name_th) || E'\n' || lower(district_name_en)) STORED;
ALTER TABLE sub_district
  ADD COLUMN search_text text GENERATED ALWAYS AS (lower(sub_district_name_th) || E'\n' || lower(sub_district_name_en)) STORED;
