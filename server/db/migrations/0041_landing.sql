-- Content of the public landing page (api-contract.md, Landing page). The four kinds share their
-- fields, so one table with a kind column: one repository, one index, one set of rules.
CREATE TABLE landing_item (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('PRODUCT', 'BANNER', 'ABOUT_US', 'ANNOUNCEMENT')),
  title_th text NOT NULL,
  title_en text NOT NULL,
  body_th text,
  body_en text,
  image_file_id uuid REFERENCES stored_file (file_id),
  link_url text,
  publish_date date,
  seq integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
-- The public lists: the active items of one kind, by seq.
CREATE INDEX landing_item_kind_status_seq_idx ON landing_item (kind, status, seq, id);

-- The figures of the landing page (events hosted, runners registered, documents delivered …).
CREATE TABLE landing_stat_counter (
  id integer PRIMARY KEY CHECK (id > 0),
  label_th text NOT NULL,
  label_en text NOT NULL,
  value bigint NOT NULL DEFAULT 0 CHECK (value >= 0),
  version integer NOT NULL DEFAULT 1,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);
