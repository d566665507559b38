// Validation of an e-Tax XML the way ETDA checks it: the official XSD of its root in the version the
// message names (schemeVersionID, as ETDA's MessageInfo.json reads it; libxml2, which agrees with
// xmllint), then — only when the XSD passes, as ETDA's rules assume a well-formed message — ETDA's
// Schematron of that root and version. An empty list means valid.
import { readFile } from 'node:fs/promises';
import { XmlDocument, XmlLibError, XsdValidator } from 'libxml2-wasm';
import { CACHES, Cache } from '../../cache/caches';
import { etaxVersionOfSchemeVersion, xsdFileOf, type EtaxVersion } from './etax-versions';
import { etaxMessageOfRoot, type EtaxMessage } from './message-types';
import { registerSchemaFiles, schemaPath } from './schema-files';
import { runSchematron } from './schematron';

export interface XmlFailure {
  source: 'XSD' | 'SCHEMATRON';
  /** 'XSD' for a schema error, 'XML' for a document that does not parse, 'ROOT' for an unknown root; ETDA's rule id for Schematron. */
  ruleId: string;
  /** The element's path (libxml2's, or the Schematron rule's context), else 'line N'. */
  path: string;
  message: string;
}

interface CompiledXsd {
  schemaDoc: XmlDocument;
  validator: XsdValidator;
}

const compiled = new Cache<Promise<CompiledXsd>>(CACHES.compiledSchemas);

/**
 * Each root's schema is compiled once per process (≈0.2 s, the TISI code lists are large) and
 * kept with its document for the life of the process: the validator is reused for every message.
 */
function xsdOf(message: EtaxMessage, version: EtaxVersion): Promise<CompiledXsd> {
  const file = schemaPath(xsdFileOf(message, version));
  return compiled.keep(file, async () => {
    const bytes = await readFile(file);
    registerSchemaFiles();
    const schemaDoc = XmlDocument.fromBuffer(bytes, { url: file });
    try {
      return { schemaDoc, validator: XsdValidator.fromDoc(schemaDoc) };
    } catch (error) {
      schemaDoc.dispose();
      throw error;
    }
  });
}

function libxmlFailures(error: unknown, ruleId: string): XmlFailure[] {
  if (!(error instanceof XmlLibError)) throw error;
  const details =
    error.details.length > 0 ? error.details : [{ message: error.message, line: 0, xpath: undefined }];
  return details.map((detail) => ({
    source: 'XSD',
    ruleId,
    path: detail.xpath ?? `line ${detail.line}`,
    message: detail.message.trim(),
  }));
}

const SCHEME_VERSION =
  'string(/*/*[local-name() = "ExchangedDocumentContext"]/*[local-name() = "GuidelineSpecifiedDocumentContextParameter"]/*[local-name() = "ID"]/@schemeVersionID)';

/** The version whose rules check a parsed message (etaxVersionOfSchemeVersion). */
export function etaxVersionOfMessage(doc: XmlDocument): EtaxVersion {
  const named = doc.eval(SCHEME_VERSION);
  return etaxVersionOfSchemeVersion(typeof named === 'string' ? named : '');
}

export async function validateEtaxXml(xml: string): Promise<XmlFailure[]> {
  // A byte-order mark is legal in a file but not in a string handed to the parsers.
  const text = xml.startsWith('\uFEFF') ? xml.slice(1) : xml;
  let doc: XmlDocument;
  try {
    // Default options: no entity substitution, no DTD loading, no network. The bytes, not the
    // string: libxml2-wasm encodes a string in JavaScript a character at a time (~8 % of an
    // upload's XML check), a buffer is copied into WASM memory at once.
    doc = XmlDocument.fromBuffer(Buffer.from(text, 'utf8'));
  } catch (error) {
    return libxmlFailures(error, 'XML');
  }
  try {
    const root = doc.root;
    const message = etaxMessageOfRoot(root.namespaceUri, root.name);
    if (!message) {
      return [
        {
          source: 'XSD',
          ruleId: 'ROOT',
          path: `/${root.name}`,
          message: `{${root.namespaceUri}}${root.name} is not an ETDA e-Tax message root`,
        },
      ];
    }
    const version = etaxVersionOfMessage(doc);
    const { validator } = await xsdOf(message, version);
    try {
      validator.validate(doc);
    } catch (error) {
      return libxmlFailures(error, 'XSD');
    }
    // On the same parsed document: the rules are XPath 1.0, which libxml2 evaluates itself.
    const failures = await runSchematron(message, version, doc);
    return failures.map((failure) => ({ source: 'SCHEMATRON', ...failure }));
  } finally {
    // libxml2 documents live in WASM memory, outside the garbage collector.
    doc.dispose();
  }
}
