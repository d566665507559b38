-- Deposits (issue 34, docs/etax-xml.md "Deposits"). A final invoice deducts a deposit or other
-- advance payment already invoiced: prepaid_amount (before VAT) and its kind, ETDA's prepaid type
-- PP001–PP006. A deposit invoice itself carries the kind only (prepaid_amount null).
-- (Numbered 0084: 0083 is left to the v2.1 work of the same issue.)
ALTER TABLE document ADD COLUMN prepaid_amount numeric(18, 2) CHECK (prepaid_amount >= 0);
ALTER TABLE document ADD COLUMN prepaid_type text CHECK (prepaid_type ~ '^PP00[1-6]$');

-- Two more fields an upload template may map and a PDF template may show. (A fresh database gets
-- them from the seed; one seeded before gets them here.)
INSERT INTO listbox_item (listbox_group_code, code, name_th, name_en, seq, create_by, last_update_by)
SELECT grp.code, item.code, item.name_th, item.name_en,
       (SELECT coalesce(max(seq), 0) FROM listbox_item WHERE listbox_group_code = grp.code) + item.n,
       'system', 'system'
FROM (VALUES ('DATA_TYPE_KEY'), ('GENERATE_DOC_MAP')) AS grp (code)
CROSS JOIN (VALUES ('PREPAID_AMOUNT', 'หักเงินมัดจำ/เงินรับล่วงหน้า', 'Deposit / advance payment deducted', 1),
                   ('PREPAID_TYPE', 'ประเภทเงินรับล่วงหน้า', 'Kind of advance payment', 2))
  AS item (code, name_th, name_en, n)
WHERE EXISTS (SELECT 1 FROM listbox_group WHERE listbox_group_code = grp.code)
ON CONFLICT DO NOTHING;
