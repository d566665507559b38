// The document PDF as PDF/A-3 (B) with its e-Tax XML embedded, as ETDA's e-Tax programmes take
// it (docs/pdfa3.md): the XML as an associated file (AFRelationship Alternative), XMP metadata
// with ETDA's extension schema, an sRGB output intent and a trailer /ID. The page content, fonts
// (embedded subsets) and PDF version (1.7) come from the renderer as they are.
import { createHash } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { AFRelationship, PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';
import { SRGB_PROFILE_NAME, srgbIccProfile } from './pdfa/srgb-icc';
import { ETDA_CONFORMANCE_LEVEL, ETDA_XML_VERSION, buildXmp } from './pdfa/xmp';

export interface PdfA3Attachment {
  /** The embedded file's name, printable ASCII (ETDA's samples use `ETDA-invoice.xml`). */
  fileName: string;
  /** Embedded as its UTF-8 bytes, unchanged. */
  xml: string;
  description?: string;
}

export interface PdfA3Meta {
  /** dc:title and the Info dictionary's Title. */
  title: string;
  documentNo: string;
  /** CreationDate / ModDate, xmp:CreateDate / ModifyDate and the embedded file's dates. */
  createdAt: Date;
  /** ETDA's fx:DocumentType; INVOICE when not given. */
  documentType?: string;
}

const PRODUCER = 'etax-edocument';
const DEFAULT_DOCUMENT_TYPE = 'INVOICE';
// The file specification's /F is written by pdf-lib as a byte string: only ASCII survives it.
const FILE_NAME = /^[\x20-\x7E]+$/;

let deflatedProfile: Uint8Array | undefined;

export async function toPdfA3(
  pdf: Uint8Array,
  attachment: PdfA3Attachment,
  meta: PdfA3Meta,
): Promise<Uint8Array> {
  if (!FILE_NAME.test(attachment.fileName) || attachment.fileName.includes('/')) {
    throw new Error(`The embedded file name must be printable ASCII: ${JSON.stringify(attachment.fileName)}`);
  }
  const xml = Buffer.from(attachment.xml, 'utf8');
  // The Info dictionary's dates have whole seconds: the XMP's must be the very same instants.
  const date = new Date(Math.floor(meta.createdAt.getTime() / 1000) * 1000);
  const documentType = meta.documentType ?? DEFAULT_DOCUMENT_TYPE;
  // updateMetadata: false, or pdf-lib would stamp its own Producer and the load time.
  const doc = await PDFDocument.load(pdf, { updateMetadata: false });

  await doc.attach(xml, attachment.fileName, {
    mimeType: 'application/xml',
    description: attachment.description ?? `e-Tax XML of ${meta.documentNo}`,
    creationDate: date,
    // ISO 19005-3 §6.8: the embedded file's /Params carries its /ModDate.
    modificationDate: date,
    // The XML says what the pages show (ETDA); pdf-lib also lists the file in the catalog's /AF.
    afRelationship: AFRelationship.Alternative,
  });
  addOutputIntent(doc);

  // Deterministic identifiers: the same input gives the same bytes.
  const digest = createHash('sha256')
    .update(pdf)
    .update(xml)
    .update(JSON.stringify([attachment.fileName, meta.title, meta.documentNo, documentType, date.getTime()]))
    .digest();
  const xmp = buildXmp({
    ...mirrorInfo(doc, meta.title, date),
    identifier: meta.documentNo,
    documentId: uuid(digest.subarray(0, 16)),
    instanceId: uuid(digest.subarray(16, 32)),
    etda: {
      documentFileName: attachment.fileName,
      documentType,
      version: ETDA_XML_VERSION,
      conformanceLevel: ETDA_CONFORMANCE_LEVEL,
    },
  });
  const context = doc.context;
  // Unfiltered: ISO 19005-3 §6.6 keeps the metadata readable without a PDF parser.
  const metadata = context.stream(Buffer.from(xmp, 'utf8'), { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), context.register(metadata));

  // ISO 19005-3 §6.1: the trailer names the file; both halves alike for a file's first version.
  const id = digest.subarray(0, 16).toString('hex').toUpperCase();
  context.trailerInfo.ID = context.obj([PDFHexString.of(id), PDFHexString.of(id)]);

  // Classic cross-reference table, no object streams: as the renderer writes (PDF/A-3 would
  // allow either), and the metadata stays outside of compressed object streams.
  return doc.save({ useObjectStreams: false, objectsPerTick: Infinity });
}

/**
 * Sets the Info dictionary's Title, Producer and dates, and returns what the XMP must repeat
 * of it (ISO 19005-3 §6.6: Info entries and their XMP equivalents agree).
 */
function mirrorInfo(doc: PDFDocument, title: string, date: Date) {
  const producer = doc.getProducer() ?? PRODUCER;
  doc.setTitle(title);
  doc.setProducer(producer);
  doc.setCreationDate(date);
  doc.setModificationDate(date);
  return {
    title,
    author: doc.getAuthor(),
    subject: doc.getSubject(),
    keywords: doc.getKeywords(),
    creatorTool: doc.getCreator(),
    producer,
    created: date,
    modified: date,
  };
}

/**
 * ISO 19005-3 §6.2: device colour (the renderer's DeviceGray) needs a PDF/A output intent; sRGB
 * is the one ETDA's samples and most PDF/A producers use.
 */
function addOutputIntent(doc: PDFDocument): void {
  const context = doc.context;
  deflatedProfile ??= deflateSync(srgbIccProfile());
  const profile = context.stream(deflatedProfile, { N: 3, Filter: 'FlateDecode' });
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_PROFILE_NAME),
    RegistryName: PDFString.of('http://www.color.org'),
    Info: PDFString.of(SRGB_PROFILE_NAME),
    DestOutputProfile: context.register(profile),
  });
  doc.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(intent)]));
}

function uuid(bytes: Buffer): string {
  const hex = bytes.toString('hex');
  return `uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
