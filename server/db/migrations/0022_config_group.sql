-- Configuration groups edited on the master-data screens; secret items are never sent back.
CREATE TABLE config_group (
  config_group_type text PRIMARY KEY CHECK (config_group_type ~ '^[A-Z][A-Z0-9_]{1,49}$'),
  description text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);

CREATE TABLE config_item (
  config_group_type text NOT NULL REFERENCES config_group (config_group_type) ON DELETE CASCADE,
  config_key text NOT NULL,
  config_value text NOT NULL DEFAULT '',
  secret boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  seq integer NOT NULL DEFAULT 0,
  PRIMARY KEY (config_group_type, config_key)
);
