import { sql } from 'drizzle-orm';

/**
 * In a select from `document`: a GENERATED cancellation note (T07) of the same customer names this
 * document (read through document_cancellation_idx, migration 0093). The outer columns are named
 * with their table: drizzle writes a selected column unqualified, which inside the subquery would
 * name the note's own.
 */
export const cancelledByNote = () => sql<boolean>`EXISTS (
        SELECT 1 FROM document AS c
        WHERE c.customer_code = document.customer_code AND c.reference_document_no = document.document_no
          AND c.document_type = 'T07' AND c.status = 'GENERATED')`;
