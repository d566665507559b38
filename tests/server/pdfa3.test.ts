// The document PDF turned PDF/A-3 (B) with its e-Tax XML (server/pdf/pdfa3.ts), checked with
// the tools at hand: qpdf for the file's syntax, Poppler's pdfdetach and pdftotext for the
// attachment and the text, pdf-lib and an XML parser for the catalog, trailer and XMP. veraPDF
// is not installable here (docs/pdfa3.md). Pure: no server, no database.
import { DOMParser } from '@xmldom/xmldom';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  decodePDFRawStream,
} from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PdfDocument } from '../../server/pdf/document-model';
import { formatAmount } from '../../server/pdf/format';
import { toPdfA3 } from '../../server/pdf/pdfa3';
import { srgbIccProfile, srgbToLinear } from '../../server/pdf/pdfa/srgb-icc';
import { ETDA_NAMESPACE } from '../../server/pdf/pdfa/xmp';
import { renderDocumentPdf } from '../../server/pdf/render-document';
import { pdfDetach, qpdfCheck, qpdfShowObject } from './support/document-tools';
import { BUYER_AT, pdfLine, SAMPLE_TOTALS, SELLER } from './support/pdf-documents';
import { pdfText } from './support/pdf-text';

const BUYER = 'บริษัท ญี่ปุ่นค้าส่ง จำกัด';
const DOCUMENT_NO = 'INV-2026-000123';
const FILE_NAME = 'ETDA-invoice.xml';
const CREATED_AT = new Date('2026-11-21T03:04:05.678Z');
// Hand-written, small: what matters is that its UTF-8 bytes come back unchanged.
const XML = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:TaxInvoice_CrossIndustryInvoice xmlns:rsm="urn:etda:uncefact:data:standard:TaxInvoice_CrossIndustryInvoice:2">
  <rsm:ExchangedDocument><ram:ID xmlns:ram="urn:etda:ram">${DOCUMENT_NO}</ram:ID><ram:Name xmlns:ram="urn:etda:ram">ใบกำกับภาษี</ram:Name></rsm:ExchangedDocument>
  <rsm:Buyer><ram:Name xmlns:ram="urn:etda:ram">${BUYER} น้ำ ปู่</ram:Name></rsm:Buyer>
</rsm:TaxInvoice_CrossIndustryInvoice>
`;
const META = { title: `ใบกำกับภาษี ${DOCUMENT_NO}`, documentNo: DOCUMENT_NO, createdAt: CREATED_AT };

function sample(lineCount: number): PdfDocument {
  return {
    documentTypeCode: '388',
    documentNo: DOCUMENT_NO,
    issueDate: '2026-11-21',
    seller: SELLER,
    buyer: { ...BUYER_AT, name: BUYER },
    lines: Array.from({ length: lineCount }, (_, i) => pdfLine(i + 1)),
    ...SAMPLE_TOTALS,
  };
}

let plain: Uint8Array;
let pdfa: Uint8Array;

beforeAll(async () => {
  plain = await renderDocumentPdf(sample(2));
  pdfa = await toPdfA3(plain, { fileName: FILE_NAME, xml: XML }, META);
});

const loaded = () => PDFDocument.load(pdfa, { updateMetadata: false });

/** pdf-lib's typed lookup knows no stream class: checked here instead. */
function rawStream(object: unknown): PDFRawStream {
  if (!(object instanceof PDFRawStream)) throw new Error('expected a stream');
  return object;
}

function xmpOf(doc: PDFDocument): { text: string; stream: PDFRawStream } {
  const stream = rawStream(doc.catalog.lookup(PDFName.of('Metadata')));
  return { text: Buffer.from(stream.getContents()).toString('utf8'), stream };
}

const XMP_NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  pdfaid: 'http://www.aiim.org/pdfa/ns/id/',
  dc: 'http://purl.org/dc/elements/1.1/',
  xmp: 'http://ns.adobe.com/xap/1.0/',
  pdf: 'http://ns.adobe.com/pdf/1.3/',
  pdfaSchema: 'http://www.aiim.org/pdfa/ns/schema#',
  pdfaProperty: 'http://www.aiim.org/pdfa/ns/property#',
  fx: ETDA_NAMESPACE,
} as const;

/** The text of every element `prefix:name` in the packet (parsed: it must be well-formed). */
function xmpValues(text: string) {
  const body = text.slice(text.indexOf('<x:xmpmeta'), text.indexOf('<?xpacket end'));
  const document = new DOMParser().parseFromString(body, 'text/xml');
  return (prefix: keyof typeof XMP_NS, name: string) =>
    Array.from(document.getElementsByTagNameNS(XMP_NS[prefix], name)).map((node) => node.textContent);
}

describe('toPdfA3', () => {
  it('passes qpdf --check without a warning, for a 1-page and a 3-page document', async () => {
    const threePages = await renderDocumentPdf(sample(90));
    expect(pdfText(threePages).split('\f').length - 1).toBe(3);
    for (const pdf of [pdfa, await toPdfA3(threePages, { fileName: FILE_NAME, xml: XML }, META)]) {
      const check = qpdfCheck(pdf);
      expect(check.ok, check.output).toBe(true);
      expect(check.output).toContain('No syntax or stream encoding errors found');
      expect(check.output).not.toMatch(/warning/i);
    }
  });

  it('embeds the XML byte for byte, as pdfdetach lists and saves it', () => {
    const attached = pdfDetach(pdfa);
    expect(attached.list).toContain(`1: ${FILE_NAME}`);
    expect(Buffer.compare(attached.first, Buffer.from(XML, 'utf8'))).toBe(0);
  });

  it('associates the file with the document: /AF, Alternative, MIME type and dates', async () => {
    const doc = await loaded();
    const af = doc.catalog.lookup(PDFName.of('AF'), PDFArray);
    expect(af.size()).toBe(1);
    const spec = af.lookup(0, PDFDict);
    expect(spec.get(PDFName.of('AFRelationship'))).toBe(PDFName.of('Alternative'));
    expect(spec.lookup(PDFName.of('F'), PDFString).decodeText()).toBe(FILE_NAME);
    expect(spec.lookup(PDFName.of('UF'), PDFHexString).decodeText()).toBe(FILE_NAME);
    expect(spec.lookup(PDFName.of('Desc'), PDFHexString).decodeText()).toContain(DOCUMENT_NO);
    const embedded = rawStream(spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')));
    expect(embedded.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('application/xml'));
    const params = embedded.dict.lookup(PDFName.of('Params'), PDFDict);
    expect(params.lookup(PDFName.of('ModDate'), PDFString).decodeDate()).toEqual(
      new Date('2026-11-21T03:04:05Z'),
    );
  });

  it('says PDF/A-3 B in an uncompressed XMP packet that describes ETDA’s properties', async () => {
    const { text, stream } = xmpOf(await loaded());
    expect(stream.dict.get(PDFName.of('Type'))).toBe(PDFName.of('Metadata'));
    expect(stream.dict.get(PDFName.of('Subtype'))).toBe(PDFName.of('XML'));
    expect(stream.dict.has(PDFName.of('Filter'))).toBe(false);
    expect(text).toMatch(/^<\?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"\?>/);
    const values = xmpValues(text);
    expect(values('pdfaid', 'part')).toEqual(['3']);
    expect(values('pdfaid', 'conformance')).toEqual(['B']);
    expect(values('pdfaSchema', 'namespaceURI')).toEqual([ETDA_NAMESPACE]);
    expect(values('pdfaSchema', 'prefix')).toEqual(['fx']);
    const described = ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel'];
    expect(values('pdfaProperty', 'name')).toEqual(described);
    expect(described.map((name) => values('fx', name))).toEqual([
      [FILE_NAME],
      ['INVOICE'],
      ['2.0'],
      ['BASIC'],
    ]);
  });

  it('keeps the Info dictionary and the XMP in agreement', async () => {
    const doc = await loaded();
    const values = xmpValues(xmpOf(doc).text);
    expect(values('dc', 'title')).toEqual([META.title]);
    expect(doc.getTitle()).toBe(META.title);
    expect(values('dc', 'creator')).toEqual([doc.getAuthor()]);
    expect(values('dc', 'description')).toEqual([doc.getSubject()]);
    expect(values('xmp', 'CreatorTool')).toEqual([doc.getCreator()]);
    expect(values('pdf', 'Producer')).toEqual([doc.getProducer()]);
    expect(doc.getProducer()).toBe('etax-edocument');
    const whole = new Date('2026-11-21T03:04:05Z');
    expect(doc.getCreationDate()).toEqual(whole);
    expect(doc.getModificationDate()).toEqual(whole);
    expect(values('xmp', 'CreateDate').map((date) => new Date(date!))).toEqual([whole]);
    expect(values('xmp', 'ModifyDate').map((date) => new Date(date!))).toEqual([whole]);
  });

  it('has an sRGB output intent (GTS_PDFA1, an ICC stream with /N 3)', async () => {
    const doc = await loaded();
    const intents = doc.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    expect(intents.size()).toBe(1);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('S'))).toBe(PDFName.of('GTS_PDFA1'));
    expect(intent.lookup(PDFName.of('OutputConditionIdentifier'), PDFString).decodeText()).toBe(
      'sRGB IEC61966-2.1',
    );
    const profile = rawStream(intent.lookup(PDFName.of('DestOutputProfile')));
    expect(profile.dict.lookup(PDFName.of('N'), PDFNumber).asNumber()).toBe(3);
    expect(
      Buffer.compare(Buffer.from(decodePDFRawStream(profile).decode()), Buffer.from(srgbIccProfile())),
    ).toBe(0);
  });

  it('names the file in the trailer: /ID of two equal 16-byte strings', () => {
    const trailer = qpdfShowObject(pdfa, 'trailer');
    expect(trailer.ok, trailer.output).toBe(true);
    const id = /\/ID \[ <([0-9a-f]{32})> <([0-9a-f]{32})> \]/i.exec(trailer.output);
    expect(id?.[1]).toBeDefined();
    expect(id?.[2]).toBe(id?.[1]);
  });

  it('keeps a PDF 1.7 header with its binary comment, embedded fonts, no JavaScript or encryption', async () => {
    const text = Buffer.from(pdfa).toString('latin1');
    expect(text.slice(0, 15)).toBe('%PDF-1.7\n%\x81\x81\x81\x81\n');
    for (const forbidden of ['/Encrypt', '/JavaScript', '/JS ', '/AA '])
      expect(text).not.toContain(forbidden);
    const doc = await loaded();
    const descriptors = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter(
        (object) =>
          object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'),
      );
    expect(descriptors).toHaveLength(2);
    for (const descriptor of descriptors)
      expect((descriptor as PDFDict).has(PDFName.of('FontFile2'))).toBe(true);
  });

  it('still gives the Thai text back as typed: number, buyer, total — as the plain PDF does', () => {
    const text = pdfText(pdfa, { layout: true });
    expect(text).toContain(DOCUMENT_NO);
    expect(text).toContain(BUYER);
    expect(text).toMatch(new RegExp(`Grand total\\s+${formatAmount('5283.66').replace('.', '\\.')}`));
    expect(text).toBe(pdfText(plain, { layout: true }));
  });

  it('writes the same bytes for the same input, other identifiers for another XML', async () => {
    const again = await toPdfA3(plain, { fileName: FILE_NAME, xml: XML }, META);
    expect(Buffer.compare(Buffer.from(again), Buffer.from(pdfa))).toBe(0);
    const other = await toPdfA3(plain, { fileName: FILE_NAME, xml: XML.replace('น้ำ', 'ปู่') }, META);
    const idOf = async (bytes: Uint8Array) =>
      String((await PDFDocument.load(bytes, { updateMetadata: false })).context.trailerInfo.ID);
    expect(await idOf(other)).not.toBe(await idOf(pdfa));
  });

  it('refuses a file name that the file specification cannot carry', async () => {
    await expect(toPdfA3(plain, { fileName: 'ใบกำกับ.xml', xml: XML }, META)).rejects.toThrow(/ASCII/);
  });
});

describe('the sRGB ICC profile', () => {
  const icc = Buffer.from(srgbIccProfile());
  const tag = (signature: string) => {
    const count = icc.readUInt32BE(128);
    for (let i = 0; i < count; i++) {
      const at = 132 + i * 12;
      if (icc.toString('latin1', at, at + 4) === signature) {
        return icc.subarray(icc.readUInt32BE(at + 4), icc.readUInt32BE(at + 4) + icc.readUInt32BE(at + 8));
      }
    }
    throw new Error(`No ${signature} tag`);
  };
  const xyz = (data: Buffer) => [8, 12, 16].map((at) => data.readInt32BE(at) / 65536);

  it('has a well-formed v2 display header', () => {
    expect(icc.readUInt32BE(0)).toBe(icc.length);
    expect(icc.length % 4).toBe(0);
    expect(icc.readUInt8(8)).toBe(2);
    expect(icc.toString('latin1', 12, 24)).toBe('mntrRGB XYZ ');
    expect(icc.toString('latin1', 36, 40)).toBe('acsp');
    expect(xyz(icc.subarray(60, 80))).toEqual([0.9642, 1, 0.8249].map((v) => Math.round(v * 65536) / 65536));
  });

  it('has every tag a matrix/TRC profile needs, each inside the data and 4-byte aligned', () => {
    const count = icc.readUInt32BE(128);
    expect(132 + count * 12).toBeLessThanOrEqual(icc.length);
    const signatures: string[] = [];
    for (let i = 0; i < count; i++) {
      const at = 132 + i * 12;
      signatures.push(icc.toString('latin1', at, at + 4));
      const offset = icc.readUInt32BE(at + 4);
      expect(offset % 4).toBe(0);
      expect(offset).toBeGreaterThanOrEqual(132 + count * 12);
      expect(offset + icc.readUInt32BE(at + 8)).toBeLessThanOrEqual(icc.length);
    }
    expect(signatures.sort()).toEqual([
      'bTRC',
      'bXYZ',
      'cprt',
      'desc',
      'gTRC',
      'gXYZ',
      'rTRC',
      'rXYZ',
      'wtpt',
    ]);
    expect(tag('desc').toString('latin1', 0, 4)).toBe('desc');
    expect(tag('desc').toString('latin1', 12, 12 + 'sRGB IEC61966-2.1'.length)).toBe('sRGB IEC61966-2.1');
  });

  it('adds up its colorants to the D50 white and follows the sRGB curve', () => {
    const sum = [0, 1, 2].map((i) => xyz(tag('rXYZ'))[i]! + xyz(tag('gXYZ'))[i]! + xyz(tag('bXYZ'))[i]!);
    sum.forEach((value, i) => expect(value).toBeCloseTo([0.9642, 1, 0.8249][i]!, 3));
    const curve = tag('rTRC');
    expect(curve.toString('latin1', 0, 4)).toBe('curv');
    const points = curve.readUInt32BE(8);
    const values = Array.from({ length: points }, (_, i) => curve.readUInt16BE(12 + i * 2));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(65535);
    values.forEach((value, i) =>
      expect(Math.abs(value / 65535 - srgbToLinear(i / (points - 1)))).toBeLessThan(1e-4),
    );
    expect(tag('gTRC').equals(curve) && tag('bTRC').equals(curve)).toBe(true);
  });
});
