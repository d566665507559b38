-- e-Tax XML (docs/etax-xml.md, docs/etax-signing.md): a customer's signing certificate, and what
-- each E-TAX document's XML came to. A document whose XML fails the official schema or ETDA's
-- rules stays FAILED with fail_code XML_INVALID and every failure in xml_failures: it is never
-- delivered, its number is not taken, and a retry of the import makes it again.
CREATE TABLE customer_certificate (
  customer_code text PRIMARY KEY REFERENCES customer (customer_code),
  -- HSM_SLOT: SOFT_0 = the software key of the uploaded PKCS#12 (a PKCS#11 slot is a seam).
  hsm_slot text NOT NULL DEFAULT 'SOFT_0',
  -- The PKCS#12 and its password, sealed with AES-256-GCM (server/security/key-vault.ts); the
  -- key is SIGNING_KEY or a file in DATA_DIR, never in the database.
  sealed_key bytea NOT NULL,
  subject text NOT NULL,
  issuer text NOT NULL,
  serial_number text NOT NULL,
  not_before timestamptz NOT NULL,
  not_after timestamptz NOT NULL,
  version integer NOT NULL DEFAULT 1,
  create_dtm timestamptz NOT NULL DEFAULT now(),
  create_by text NOT NULL,
  last_update_dtm timestamptz NOT NULL DEFAULT now(),
  last_update_by text NOT NULL
);

-- VALID / INVALID for E-TAX documents, NULL for others (and for documents made before).
ALTER TABLE document ADD COLUMN xml_status text CHECK (xml_status IN ('VALID', 'INVALID'));
-- [{ source: XSD | SCHEMATRON, ruleId, path, message }] of an INVALID XML.
ALTER TABLE document ADD COLUMN xml_failures jsonb;
-- SIGNED with the customer's certificate, or UNSIGNED when the customer had none.
ALTER TABLE document ADD COLUMN signature_status text CHECK (signature_status IN ('SIGNED', 'UNSIGNED'));
ALTER TABLE document ADD COLUMN signed_by text;
ALTER TABLE document ADD COLUMN signed_at timestamptz;
