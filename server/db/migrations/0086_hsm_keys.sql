-- Signing keys in PKCS#11 tokens (docs/etax-signing.md, "PKCS#11 slots"). A customer on an HSM
-- slot has no sealed PKCS#12: its key lives in the slot's token under key_label, and the
-- certificate issued for it is kept here (public data). SOFT_0 rows keep sealed_key as before.
ALTER TABLE customer_certificate ALTER COLUMN sealed_key DROP NOT NULL;
ALTER TABLE customer_certificate ADD COLUMN key_label text;
ALTER TABLE customer_certificate ADD COLUMN certificate_der bytea;
ALTER TABLE customer_certificate ADD CONSTRAINT customer_certificate_key_place CHECK (
  (hsm_slot = 'SOFT_0' AND sealed_key IS NOT NULL)
  OR (hsm_slot <> 'SOFT_0' AND key_label IS NOT NULL AND certificate_der IS NOT NULL)
);
