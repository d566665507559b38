-- Thai addresses: province (2-digit DOPA code) → district (4 digits) → sub-district (6 digits, zip).
-- Each child code starts with its parent's code; the CHECKs keep that true whatever writes the rows.
CREATE TABLE province (
  id serial PRIMARY KEY,
  province_code char(2) NOT NULL UNIQUE CHECK (province_code ~ '^[0-9]{2}$'),
  province_name_th text NOT NULL,
  province_name_eng text NOT NULL,
  geo_id integer,
  seq integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
-- listProvince (active, by seq) and searchProvince's status filter.
CREATE INDEX province_status_seq_idx ON province (status, seq, province_code);

CREATE TABLE district (
  district_code char(4) PRIMARY KEY CHECK (district_code ~ '^[0-9]{4}$'),
  province_code char(2) NOT NULL REFERENCES province (province_code),
  district_name_th text NOT NULL,
  district_name_en text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL,
  CHECK (substr(district_code, 1, 2) = province_code)
);
-- listDistrictByProvinceCode and searchDistrict filtered by province.
CREATE INDEX district_province_status_idx ON district (province_code, status, district_code);

CREATE TABLE sub_district (
  sub_district_code char(6) PRIMARY KEY CHECK (sub_district_code ~ '^[0-9]{6}$'),
  district_code char(4) NOT NULL REFERENCES district (district_code),
  sub_district_name_th text NOT NULL,
  sub_district_name_en text NOT NULL,
  zip_code char(5) NOT NULL CHECK (zip_code ~ '^[0-9]{5}$'),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL,
  CHECK (substr(sub_district_code, 1, 4) = district_code)
);
-- listSubDistrictByDistrictCode and searchSubDistrict filtered by district; zip look-ups.
CREATE INDEX sub_district_district_status_idx ON sub_district (district_code, status, sub_district_code);
CREATE INDEX sub_district_zip_idx ON sub_district (zip_code);
-- Name searches are substring ILIKE matches ('%…%'): a btree cannot serve them and pg_trgm is
-- not available on every target (PGlite). At 7,348 rows a filtered scan takes a few ms
-- (measured in docs/master-data.md), so no name index is kept.
