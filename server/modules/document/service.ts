// What other modules use of the document module: an upload checks its documents' e-Tax XML before
// approval exactly as generation will make it (customer-upload/xml-check.ts) — the same drafts
// from the staged rows, the same message, the same seller; and the review before approval reads
// the documents an approval will make (staged-documents.ts).
export {
  BUYER_PLACE_KEY,
  buildDocuments,
  defaultVatRate,
  satangToDecimal,
  type DocumentDraft,
} from './build-documents';
export { etaxDocumentOf, type EtaxSeller } from './etax-document-of';
export { loadEtaxSeller } from './etax-seller';
export { stagedDrafts, willBeUnsigned } from './staged-documents';
// A correction (customer-upload/correction-service.ts) reads the document it corrects, and its notes.
export { findDocument, type DocumentRecord } from './repository';
export { correctionsOf, isCancelledBy } from './corrections';
