// An E-TAX document's legal form (docs/etax-xml.md): its e-Tax XML, checked against the official
// schema and ETDA's rules before it is signed; signed (XAdES-BES) with the customer's certificate
// when there is one; and carried inside the PDF, which becomes a PDF/A-3. An XML that fails is
// not signed and the document gets no PDF: it is never delivered as valid.
import type { EtaxDocument } from '../../etax/etax-document';
import type { XmlSigner } from '../../etax/signing/xades';
import { buildEtaxXml } from '../../etax/xml/build-xml';
import type { XmlFailure } from '../../etax/xml/validate-xml';
import { lazy } from '../../lazy';

// Loaded with the first E-TAX document, not with the server (docs/memory.md): the XSD check
// (libxml2-wasm), the XML signature (xadesjs, xmldom) and pdf-lib.
const loadValidator = lazy(() => import('../../etax/xml/validate-xml'));
const loadSigner = lazy(() => import('../../etax/signing/xades'));
const loadPdfA3 = lazy(() => import('../../pdf/pdfa3'));

/**
 * The customer's signing key: its PKCS#12 unlocked once per process (SOFT_0,
 * server/etax/signing-keys.ts) or a key in a PKCS#11 token (server/etax/signing/pkcs11.ts).
 */
export interface DocumentSigner {
  signer: XmlSigner;
  /** The certificate's subject (RFC 4514): who the document page says signed. */
  subject: string;
}

export type EtaxOutput =
  | { valid: false; xml: string; failures: XmlFailure[] }
  | {
      valid: true;
      xml: string;
      pdf: Uint8Array;
      signature: { signedBy: string; signedAt: Date } | null;
    };

/**
 * The XML's name inside the PDF: printable ASCII only (a PDF file specification's /F is a byte
 * string), so a Thai or slashed document number becomes underscores there; the stored XML is
 * named after the document, Thai included (document-file-name.ts).
 */
export function attachmentName(documentNo: string): string {
  return `${documentNo.replace(/[^A-Za-z0-9._-]/g, '_')}.xml`;
}

export async function makeEtaxOutput(
  pdf: Uint8Array,
  doc: EtaxDocument,
  signer: DocumentSigner | undefined,
): Promise<EtaxOutput> {
  const [{ validateEtaxXml }, { toPdfA3 }] = await Promise.all([loadValidator(), loadPdfA3()]);
  const unsigned = buildEtaxXml(doc);
  const failures = await validateEtaxXml(unsigned);
  if (failures.length > 0) return { valid: false, xml: unsigned, failures };
  const signedAt = new Date();
  const xml = signer ? await (await loadSigner()).signEtaxXml(unsigned, signer.signer, signedAt) : unsigned;
  const pdfA3 = await toPdfA3(
    pdf,
    { fileName: attachmentName(doc.documentNo), xml, description: doc.name },
    {
      title: `${doc.name} ${doc.documentNo}`,
      documentNo: doc.documentNo,
      createdAt: doc.createdAt,
      documentType: doc.typeCode,
    },
  );
  return {
    valid: true,
    xml,
    pdf: pdfA3,
    signature: signer ? { signedBy: signer.subject, signedAt } : null,
  };
}
