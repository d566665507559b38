-- The version of ETDA's e-Tax XML standard (docs/etax-xml.md): v2.0 (ขมธอ.3-2560) or v2.1
-- (ขมธอ.3-2568, ETDA's current release). Customers that exist today keep writing v2.0, what they
-- were set up and tested with (an administrator moves each one to v2.1 on its page); a new
-- customer writes v2.1.
ALTER TABLE customer ADD COLUMN etax_version text NOT NULL DEFAULT '2.0'
  CHECK (etax_version IN ('2.0', '2.1'));
ALTER TABLE customer ALTER COLUMN etax_version SET DEFAULT '2.1';

-- Each E-TAX document keeps the version its XML was made in (NULL: a document without XML);
-- every XML made before this migration is v2.0.
ALTER TABLE document ADD COLUMN etax_version text CHECK (etax_version IN ('2.0', '2.1'));
UPDATE document SET etax_version = '2.0' WHERE xml_status IS NOT NULL;
