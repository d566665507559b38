// The branch a private file belongs to, through the record that holds it: a document's PDF or XML
// → the document's branch; an import's uploaded file → the import's branch. Files of other
// purposes belong to no branch (the customer check of file-access.ts is their whole rule).
import { eq, or } from 'drizzle-orm';
import type { FilePurpose } from '../../../contract/file';
import type { Db } from '../../db/client';
import { customerUpload } from '../../db/schema/customer-upload';
import { document } from '../../db/schema/document';

/** The purposes whose files belong to a branch's record. */
export function isBranchHeld(purpose: FilePurpose): boolean {
  return purpose === 'DOCUMENT_PDF' || purpose === 'DOCUMENT_XML' || purpose === 'CUSTOMER_UPLOAD';
}

/** undefined: no record holds the file (or its purpose is not branch-held). */
export async function branchOfFile(
  db: Db,
  file: { fileId: string; purpose: FilePurpose },
): Promise<string | undefined> {
  if (file.purpose === 'DOCUMENT_PDF' || file.purpose === 'DOCUMENT_XML') {
    const [row] = await db
      .select({ branchCode: document.branchCode })
      .from(document)
      .where(or(eq(document.pdfFileId, file.fileId), eq(document.xmlFileId, file.fileId)))
      .limit(1);
    return row?.branchCode;
  }
  if (file.purpose === 'CUSTOMER_UPLOAD') {
    const [row] = await db
      .select({ branchCode: customerUpload.branchCode })
      .from(customerUpload)
      .where(eq(customerUpload.fileId, file.fileId))
      .limit(1);
    return row?.branchCode;
  }
  return undefined;
}
