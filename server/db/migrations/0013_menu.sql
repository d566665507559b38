-- The menus of each role; for CUSTOMER, customer_roles limits an item to some user roles
-- (NULL = every user role). The server enforces the same rights on the routes.
CREATE TABLE menu (
  role text NOT NULL CHECK (role IN ('ADMIN', 'CUSTOMER')),
  menu_code text NOT NULL,
  parent_code text,
  label_th text NOT NULL,
  label_en text NOT NULL,
  path text NOT NULL,
  icon text NOT NULL,
  seq integer NOT NULL,
  customer_roles text[],
  PRIMARY KEY (role, menu_code)
);
