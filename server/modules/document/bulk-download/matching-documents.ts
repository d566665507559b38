// The documents of a search that a zip holds: every GENERATED one the criteria and the caller's
// reach find (a FAILED document has no file), in the search's order, with the names their files
// download under one by one — the zip names its entries the same way.
import { sql } from 'drizzle-orm';
import type { SearchDocumentRequest } from '../../../../contract/document';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/raw-rows';
import type { CustomerReach } from '../../../security/assigned-branches';
import { conditions, criteriaOf, orderOf } from '../search';

export interface ZippedDocument {
  documentId: number;
  customerCode: string;
  pdfFileId: string;
  pdfName: string;
  xmlFileId: string | null;
  xmlName: string | null;
}

/** Up to `limit` documents of the search (ask for one more than allowed to know it is too many). */
export async function matchingDocuments(
  db: Db,
  scope: CustomerReach,
  request: SearchDocumentRequest,
  limit: number,
): Promise<ZippedDocument[]> {
  const c = criteriaOf(scope, request);
  if (c.branchCodes !== undefined && c.branchCodes.length === 0) return [];
  const order = orderOf(request);
  const result = await db.execute(sql`
    SELECT d.document_id AS "documentId", d.customer_code AS "customerCode",
      d.pdf_file_id AS "pdfFileId", pdf.download_name AS "pdfName",
      xml.file_id AS "xmlFileId", xml.download_name AS "xmlName"
    FROM (
      SELECT document_id, customer_code, pdf_file_id, xml_file_id,
        row_number() OVER (ORDER BY ${order.sql}) AS seq
      FROM document
      WHERE ${conditions(c)} AND status = 'GENERATED' AND pdf_file_id IS NOT NULL
      ORDER BY ${order.sql}
      LIMIT ${limit}
    ) d
    JOIN stored_file pdf ON pdf.file_id = d.pdf_file_id
    LEFT JOIN stored_file xml ON xml.file_id = d.xml_file_id
    ORDER BY d.seq`);
  return rowsOf<ZippedDocument>(result).map((row) => ({ ...row, documentId: Number(row.documentId) }));
}
