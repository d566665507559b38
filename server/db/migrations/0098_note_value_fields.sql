-- A debit / credit note's three values as fields a PDF template may show (issue 28; Revenue Code
-- s.86/9, s.86/10): the original document's value, the correct value and the difference.
-- (A fresh database gets them from the seed; one seeded before gets them here.)
INSERT INTO listbox_item (listbox_group_code, code, name_th, name_en, seq, create_by, last_update_by)
SELECT 'GENERATE_DOC_MAP', item.code, item.name_th, item.name_en,
       (SELECT coalesce(max(seq), 0) FROM listbox_item WHERE listbox_group_code = 'GENERATE_DOC_MAP') + item.n,
       'system', 'system'
FROM (VALUES ('ORIGINAL_AMOUNT', 'มูลค่าเดิม', 'Original value', 1),
             ('CORRECT_AMOUNT', 'มูลค่าที่ถูกต้อง', 'Correct value', 2),
             ('DIFFERENCE_AMOUNT', 'ผลต่าง', 'Difference', 3))
  AS item (code, name_th, name_en, n)
WHERE EXISTS (SELECT 1 FROM listbox_group WHERE listbox_group_code = 'GENERATE_DOC_MAP')
ON CONFLICT DO NOTHING;
