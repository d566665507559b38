-- Corrections of an issued document (docs/corrections.md, issue 28): the document page lists the
-- debit / credit notes and cancellation notes whose reference is its number; this partial index
-- holds only those notes (the sales tax report's document_cancellation_idx, 0093, keeps the
-- GENERATED cancellations alone).
CREATE INDEX document_correction_idx ON document (customer_code, reference_document_no)
  WHERE document_type IN ('80', '81', 'T07');
