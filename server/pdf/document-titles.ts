// Document titles by type code. The Thai names must match design/domain.md "Documents" exactly:
// the Revenue Department reads the title to know what kind of document it is.
import type { PdfDocument } from './document-model';
import titles from './document-titles.json';

export interface DocumentTitle {
  th: string;
  en: string;
}

const TITLES: Readonly<Record<string, DocumentTitle>> = titles;

export const BUILT_IN_DOCUMENT_TYPES: readonly string[] = Object.keys(TITLES);

/** Types that change or cancel an earlier document and therefore show the reference block. */
const REFERENCING_TYPES = new Set(['80', '81', 'T07']);

export function documentTitle(doc: Pick<PdfDocument, 'documentTypeCode' | 'documentTitle'>): DocumentTitle {
  const title = TITLES[doc.documentTypeCode] ?? doc.documentTitle;
  if (!title) throw new Error(`No title for document type ${doc.documentTypeCode}`);
  return title;
}

export function showsReference(documentTypeCode: string): boolean {
  return REFERENCING_TYPES.has(documentTypeCode);
}
