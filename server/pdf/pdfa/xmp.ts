// The XMP metadata packet of a PDF/A-3 (B) e-Tax document: the PDF/A identification, the
// document information mirrored from the Info dictionary (ISO 19005-3 §6.6: the two must
// agree), and ETDA's description of the embedded XML, declared through a PDF/A extension schema
// as every property outside XMP's predefined schemas must be (ISO 19005-3 §6.6).

/**
 * ETDA's e-Tax extension schema on the ZUGFeRD/Factur-X pattern: prefix `fx`, the same four
 * properties, ETDA's namespace as the issue gives it (not checked here against the ขมธอ.3-2560
 * annex itself: docs/pdfa3.md "Limits").
 */
export const ETDA_NAMESPACE = 'urn:etda:pdfa:CrossIndustryDocument:invoice:1p0#';
export const ETDA_PREFIX = 'fx';
/** The version of ขมธอ.3-2560 that the embedded XML follows. */
export const ETDA_XML_VERSION = '2.0';
/**
 * ETDA's XML standard has no profiles of its own (unlike Factur-X): BASIC states "the standard's
 * XML as published, no extension", the value the ZUGFeRD-style readers expect to find.
 */
export const ETDA_CONFORMANCE_LEVEL = 'BASIC';

export interface EtdaProperties {
  documentFileName: string;
  documentType: string;
  version: string;
  conformanceLevel: string;
}

/** What the packet says; optional fields are left out when the Info dictionary has none. */
export interface XmpFields {
  title: string;
  author?: string;
  subject?: string;
  keywords?: string;
  creatorTool?: string;
  producer: string;
  /** The document number, as dc:identifier. */
  identifier: string;
  created: Date;
  modified: Date;
  /** A URI, such as `uuid:…`. */
  documentId: string;
  instanceId: string;
  etda: EtdaProperties;
}

const ETDA_PROPERTY_DESCRIPTIONS: [keyof EtdaProperties, string, string][] = [
  ['documentFileName', 'DocumentFileName', 'The name of the embedded e-Tax XML file'],
  ['documentType', 'DocumentType', 'The type of the electronic tax document'],
  ['version', 'Version', 'The version of the e-Tax XML standard (ETDA)'],
  ['conformanceLevel', 'ConformanceLevel', 'The conformance level of the embedded XML'],
];

/** XML 1.0 forbids most control characters even escaped: they are dropped. */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function xmlText(value: string): string {
  return value.replace(NOT_XML, '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** XMP's date form, to the second in UTC: the Info dictionary's dates have no finer part. */
export function xmpDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

const element = (name: string, value: string | undefined) =>
  value === undefined ? '' : `\n      <${name}>${xmlText(value)}</${name}>`;

const langAlt = (name: string, value: string | undefined) =>
  value === undefined
    ? ''
    : `\n      <${name}><rdf:Alt><rdf:li xml:lang="x-default">${xmlText(value)}</rdf:li></rdf:Alt></${name}>`;

const description = (namespaces: string, body: string) =>
  `\n    <rdf:Description rdf:about=""${namespaces}>${body}\n    </rdf:Description>`;

function extensionSchema(): string {
  const properties = ETDA_PROPERTY_DESCRIPTIONS.map(
    ([, name, text]) => `
                <rdf:li rdf:parseType="Resource">
                  <pdfaProperty:name>${name}</pdfaProperty:name>
                  <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                  <pdfaProperty:category>external</pdfaProperty:category>
                  <pdfaProperty:description>${xmlText(text)}</pdfaProperty:description>
                </rdf:li>`,
  ).join('');
  return description(
    `
      xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
      xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#"
      xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#"`,
    `
      <pdfaExtension:schemas>
        <rdf:Bag>
          <rdf:li rdf:parseType="Resource">
            <pdfaSchema:schema>ETDA e-Tax Invoice PDF/A Extension Schema</pdfaSchema:schema>
            <pdfaSchema:namespaceURI>${xmlText(ETDA_NAMESPACE)}</pdfaSchema:namespaceURI>
            <pdfaSchema:prefix>${ETDA_PREFIX}</pdfaSchema:prefix>
            <pdfaSchema:property>
              <rdf:Seq>${properties}
              </rdf:Seq>
            </pdfaSchema:property>
          </rdf:li>
        </rdf:Bag>
      </pdfaExtension:schemas>`,
  );
}

/** The packet as text; written to the PDF as UTF-8, uncompressed (ISO 19005-3 §6.6). */
export function buildXmp(fields: XmpFields): string {
  const etda = ETDA_PROPERTY_DESCRIPTIONS.map(([key, name]) =>
    element(`${ETDA_PREFIX}:${name}`, fields.etda[key]),
  ).join('');
  const creator =
    fields.author === undefined
      ? ''
      : `\n      <dc:creator><rdf:Seq><rdf:li>${xmlText(fields.author)}</rdf:li></rdf:Seq></dc:creator>`;
  // The header has no bytes or encoding attribute: ISO 19005-3 §6.6 forbids both.
  return (
    `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>\n` +
    `<x:xmpmeta xmlns:x="adobe:ns:meta/">\n  <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    description(
      ' xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"',
      element('pdfaid:part', '3') + element('pdfaid:conformance', 'B'),
    ) +
    description(
      ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
      element('dc:format', 'application/pdf') +
        langAlt('dc:title', fields.title) +
        creator +
        langAlt('dc:description', fields.subject) +
        element('dc:identifier', fields.identifier),
    ) +
    description(
      ' xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
      element('xmp:CreatorTool', fields.creatorTool) +
        element('xmp:CreateDate', xmpDate(fields.created)) +
        element('xmp:ModifyDate', xmpDate(fields.modified)) +
        element('xmp:MetadataDate', xmpDate(fields.modified)),
    ) +
    description(
      ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/"',
      element('pdf:Producer', fields.producer) + element('pdf:Keywords', fields.keywords),
    ) +
    description(
      ' xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"',
      element('xmpMM:DocumentID', fields.documentId) + element('xmpMM:InstanceID', fields.instanceId),
    ) +
    extensionSchema() +
    description(` xmlns:${ETDA_PREFIX}="${xmlText(ETDA_NAMESPACE)}"`, etda) +
    `\n  </rdf:RDF>\n</x:xmpmeta>\n<?xpacket end="w"?>`
  );
}
