-- What a customer's tax invoices may say (docs/tax-invoice-rules.md), checked at every row of an
-- import: the VAT rates it charges (percent; 0 and 7 unless set up otherwise) and the day its
-- e-Tax service starts (an issue date before it is refused; null: no such limit).
ALTER TABLE customer ADD COLUMN vat_rates numeric[] NOT NULL DEFAULT '{0,7}'
  CHECK (cardinality(vat_rates) >= 1 AND 0 <= ALL (vat_rates) AND 100 > ALL (vat_rates));
ALTER TABLE customer ADD COLUMN etax_start_date date;

-- Quantities and unit prices carry up to 4 decimals (fuel by the litre); amounts stay at 2.
ALTER TABLE document_line ALTER COLUMN qty TYPE numeric(18, 4);
ALTER TABLE document_line ALTER COLUMN unit_price TYPE numeric(18, 4);
