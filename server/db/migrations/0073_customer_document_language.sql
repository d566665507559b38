-- The language of what the product sends to a customer's buyers (the document e-mail and SMS;
-- docs/documents.md "Delivery"). Thai unless the customer asks for English.
ALTER TABLE customer ADD COLUMN document_language text NOT NULL DEFAULT 'th'
  CHECK (document_language IN ('th', 'en'));
