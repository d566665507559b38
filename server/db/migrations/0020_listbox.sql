-- Listbox groups and their items fill the dropdowns of every screen (spec §3, domain.md).
-- Codes stay unique, deleted rows included (delete is soft: status DELETE).
CREATE TABLE listbox_group (
  listbox_group_code text PRIMARY KEY CHECK (listbox_group_code ~ '^[A-Z][A-Z0-9_]{1,49}$'),
  listbox_group_name text NOT NULL,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);

CREATE TABLE listbox_item (
  listbox_group_code text NOT NULL REFERENCES listbox_group (listbox_group_code),
  code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL,
  seq integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL,
  PRIMARY KEY (listbox_group_code, code)
);
-- listboxByGroup: the active items of one group by seq.
CREATE INDEX listbox_item_group_status_seq_idx ON listbox_item (listbox_group_code, status, seq);

-- Our codes mapped to Revenue Department codes, by map key (DOCUMENT_TYPE, over_all …).
CREATE TABLE listbox_map_rd (
  map_key text NOT NULL,
  code text NOT NULL,
  rd_code text NOT NULL,
  name_th text NOT NULL,
  name_en text NOT NULL,
  seq integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INACTIVE', 'DELETE')),
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL,
  PRIMARY KEY (map_key, code)
);
CREATE INDEX listbox_map_rd_key_status_seq_idx ON listbox_map_rd (map_key, status, seq);
