// XAdES-BES enveloped signatures on e-Tax XML, shaped like ETDA's own signer (ETDA/etax-xades):
// ds:Signature as the last child of the root, inclusive C14N 1.0, RSA-SHA512, SHA-512 digests,
// one reference to the whole document (URI="", enveloped) and one to xades:SignedProperties
// (SigningTime, SigningCertificate). xadesjs builds and checks the XML; Node's WebCrypto signs.
import { X509Certificate, createHash, webcrypto } from 'node:crypto';
import { DOMImplementation, DOMParser, XMLSerializer, onErrorStopParsing } from '@xmldom/xmldom';
import type { Node as XmldomNode } from '@xmldom/xmldom';
import * as xadesjs from 'xadesjs';
import * as xpath from 'xpath';
import type { SigningKey } from './pkcs12';
import { rfc4514 } from './rfc4514';

xadesjs.setNodeDependencies({ DOMParser, XMLSerializer, DOMImplementation, xpath });
xadesjs.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const RSA_SHA512 = 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512';
const SIGNED_PROPERTIES_TYPE = 'http://uri.etsi.org/01903#SignedProperties';
const RSA_SHA512_PARAMS = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' };
/** What verification accepts; e-Tax signatures are RSA (ETDA signs with RSA-SHA512). */
const RSA_METHODS: Record<string, string> = {
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': 'SHA-256',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha384': 'SHA-384',
  [RSA_SHA512]: 'SHA-512',
};
const DIGESTS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#sha1': 'sha1',
  'http://www.w3.org/2001/04/xmlenc#sha256': 'sha256',
  'http://www.w3.org/2001/04/xmldsig-more#sha384': 'sha384',
  'http://www.w3.org/2001/04/xmlenc#sha512': 'sha512',
};

/**
 * Where the signature value comes from. The software key of a PKCS#12 is one (softwareSigner);
 * a PKCS#11 token / HSM slot would be another (docs/etax-signing.md): the private key never
 * leaves it, only the canonical SignedInfo goes in and the signature value comes out.
 */
export interface XmlSigner {
  /** The signing certificate, DER: goes in KeyInfo and in xades:SigningCertificate. */
  readonly certificateDer: Buffer;
  /** RSASSA-PKCS1-v1_5 with SHA-512 over `data` (the canonical ds:SignedInfo, UTF-8). */
  sign(data: Uint8Array): Promise<ArrayBuffer>;
}

// One WebCrypto import per SigningKey: a batch signs many documents with the same key.
const softwareSigners = new WeakMap<SigningKey, XmlSigner>();

export function softwareSigner(key: SigningKey): XmlSigner {
  let signer = softwareSigners.get(key);
  if (!signer) {
    const privateKey = webcrypto.subtle.importKey('pkcs8', key.privateKeyPkcs8Der, RSA_SHA512_PARAMS, false, [
      'sign',
    ]);
    signer = {
      certificateDer: key.certificateDer,
      sign: async (data) => webcrypto.subtle.sign(RSA_SHA512_PARAMS, await privateKey, data),
    };
    softwareSigners.set(key, signer);
  }
  return signer;
}

export class XmlSigningError extends Error {
  override readonly name = 'XmlSigningError';
}

/**
 * Signs an e-Tax XML. The result is the input with ds:Signature inserted just before the root's
 * end tag: the XML declaration and every other byte of the input stay as they were, so the
 * caller stores exactly the returned string (UTF-8).
 */
export async function signEtaxXml(
  xml: string,
  key: SigningKey | XmlSigner,
  signingTime: Date = new Date(),
): Promise<string> {
  const signer = 'sign' in key ? key : softwareSigner(key);
  const document = parseXml(xml);
  assertNotSigned(document);
  const root = document.documentElement;
  const signedXml = new EtaxSignedXml();
  await signedXml.signWith(signer, root, signingTime);
  const signatureXml = new XMLSerializer().serializeToString(signedXml.GetXml() as unknown as XmldomNode);
  return insertBeforeRootEnd(xml, root.tagName, signatureXml);
}

// xmldsigjs's Reference, named through xadesjs (xmldsigjs is not a direct dependency).
type Reference = NonNullable<
  ReturnType<xadesjs.SignedXml['XmlSignature']['SignedInfo']['References']['Item']>
>;

/**
 * xadesjs plus two things it lacks: signing through an XmlSigner (its Sign() wants a CryptoKey),
 * and processing instructions outside the root. With URI="" the whole document is signed, and
 * C14N of a document keeps its PIs (ETDA's v2.1 samples start with <?xml-model …?>); xadesjs
 * digests the root element only, so alone it neither verifies such a file nor signs one that
 * xmlsec1 or Java accept.
 */
class EtaxSignedXml extends xadesjs.SignedXml {
  private outsideRoot = { before: '', after: '' };

  constructor(document?: Document) {
    super(document);
    if (document) this.outsideRoot = canonicalOutsideRoot(document);
  }

  async signWith(signer: XmlSigner, root: Element, signingTime: Date): Promise<void> {
    this.outsideRoot = canonicalOutsideRoot(root.ownerDocument);
    const certificate = signer.certificateDer.toString('base64');
    // Only its algorithm is read (the hash of the SignedProperties reference).
    const publicKey = await publicCryptoKey(signer.certificateDer, 'SHA-512');
    await this.ApplySignOptions(this.XmlSignature, RSA_SHA512_PARAMS, publicKey, {
      x509: [certificate],
      references: [{ uri: '', hash: 'SHA-512', transforms: ['enveloped'] }],
      signingCertificate: { certificate, digestAlgorithm: 'SHA-512' },
      signingTime: { value: signingTime },
    });
    // xadesjs writes the issuer C-first ('C=TH, O=…'); strict XAdES checkers parse the string as
    // RFC 4514, where CN comes first, as Java (ETDA's signer) writes it.
    const issuerSerial =
      this.SignedProperties.SignedSignatureProperties.SigningCertificate.Item(0)!.IssuerSerial;
    issuerSerial.X509IssuerName = rfc4514(new X509Certificate(signer.certificateDer).issuer);
    await this.DigestReferences(root);
    this.XmlSignature.SignedInfo.SignatureMethod.Algorithm = RSA_SHA512;
    const signedInfo = this.TransformSignedInfo(root);
    this.XmlSignature.SignatureValue = new Uint8Array(await signer.sign(Buffer.from(signedInfo, 'utf8')));
  }

  protected override async DigestReference(
    source: Element | BufferSource,
    reference: Reference,
    checkHmac: boolean,
  ): Promise<Uint8Array> {
    const { before, after } = this.outsideRoot;
    const hash = DIGESTS[reference.DigestMethod.Algorithm];
    if (
      reference.Uri !== '' ||
      !(before || after) ||
      !hash ||
      !reference.Transforms.Count ||
      !isElement(source)
    ) {
      return super.DigestReference(source, reference, checkHmac);
    }
    const canonical: unknown = this.ApplyTransforms(reference.Transforms, source);
    if (typeof canonical !== 'string')
      throw new XmlSigningError('The document reference did not canonicalize.');
    return createHash(hash)
      .update(before + canonical + after, 'utf8')
      .digest();
  }
}

/** C14N 1.0 of the document's PIs around the root (comments are not part of C14N without comments). */
function canonicalOutsideRoot(document: Document): { before: string; after: string } {
  let before = '';
  let after = '';
  let seenRoot = false;
  for (let node = document.firstChild; node; node = node.nextSibling) {
    if (node === document.documentElement) seenRoot = true;
    // xmldom reports the XML declaration as a PI named "xml"; it is not part of the infoset.
    if (node.nodeType !== node.PROCESSING_INSTRUCTION_NODE || node.nodeName === 'xml') continue;
    const data = (node as ProcessingInstruction).data;
    const pi = `<?${node.nodeName}${data ? ` ${data}` : ''}?>`;
    if (seenRoot) after += `\n${pi}`;
    else before += `${pi}\n`;
  }
  return { before, after };
}

function isElement(source: Element | BufferSource): source is Element {
  return 'nodeType' in source && source.nodeType === 1;
}

export interface SignatureCheck {
  signed: boolean;
  valid: boolean;
  /** The subject of the signing certificate (RFC 4514 order). */
  signer?: string;
  signingTime?: Date;
  /** Why the signature is not valid. */
  reason?: string;
}

/**
 * Checks the signature with the certificate embedded in it. Deliberately no trust-chain, expiry
 * or revocation (OCSP/CRL) check: customers sign with their own, possibly self-signed,
 * certificates; this answers "was this exact XML signed by the holder of that certificate".
 */
export async function verifyEtaxXml(xml: string): Promise<SignatureCheck> {
  let document: Document;
  try {
    document = parseXml(xml);
  } catch (error) {
    return { signed: false, valid: false, reason: messageOf(error) };
  }
  const signatures = document.getElementsByTagNameNS(DS, 'Signature');
  if (signatures.length === 0) return { signed: false, valid: false };
  if (signatures.length > 1) return { signed: true, valid: false, reason: 'More than one ds:Signature.' };
  try {
    const signedXml = new EtaxSignedXml(document);
    signedXml.LoadXml(signatures[0]!);
    const properties = signedXml.SignedProperties.SignedSignatureProperties;
    const signingTime = properties.SigningTime.Value;
    const checked = checkStructure(signedXml);
    const certificate = signingCertificate(signatures[0]!, properties);
    const signer = rfc4514(certificate.subject);
    if (checked) return { signed: true, valid: false, signer, signingTime, reason: checked };
    const key = await publicCryptoKey(
      certificate.raw,
      RSA_METHODS[signedXml.XmlSignature.SignedInfo.SignatureMethod.Algorithm]!,
    );
    const valid = await signedXml.Verify(key);
    return {
      signed: true,
      valid,
      signer,
      signingTime,
      ...(valid ? {} : { reason: 'The signature value does not match.' }),
    };
  } catch (error) {
    // xadesjs throws on a digest mismatch ("Invalid digest for uri …") and on malformed signatures.
    return { signed: true, valid: false, reason: messageOf(error) };
  }
}

/** What xadesjs does not insist on: the whole document and the SignedProperties are signed. */
function checkStructure(signedXml: EtaxSignedXml): string | undefined {
  const info = signedXml.XmlSignature.SignedInfo;
  if (!RSA_METHODS[info.SignatureMethod.Algorithm])
    return `Unsupported SignatureMethod ${info.SignatureMethod.Algorithm}.`;
  const references = info.References.GetIterator();
  const wholeDocument = references.some(
    (r) => r.Uri === '' && r.Transforms.GetIterator().some((t) => t.Algorithm === `${DS}enveloped-signature`),
  );
  if (!wholeDocument)
    return 'The signature does not cover the whole document (no URI="" enveloped reference).';
  const propertiesId = signedXml.SignedProperties.Id;
  const coversProperties = references.some(
    (r) => r.Type === SIGNED_PROPERTIES_TYPE && r.Uri === `#${propertiesId}`,
  );
  if (!coversProperties) return 'The signature does not cover xades:SignedProperties.';
  return undefined;
}

/**
 * The KeyInfo certificate that xades:SigningCertificate names (digest and serial): the key that
 * checks the signature value must be the one the signed properties commit to.
 */
function signingCertificate(
  signature: Element,
  properties: xadesjs.xml.SignedSignatureProperties,
): X509Certificate {
  if (properties.SigningCertificate.Count !== 1) throw new Error('Expected one xades:SigningCertificate.');
  const named = properties.SigningCertificate.Item(0)!;
  const digest = DIGESTS[named.CertDigest.DigestMethod.Algorithm];
  if (!digest) throw new Error(`Unsupported CertDigest method ${named.CertDigest.DigestMethod.Algorithm}.`);
  const expected = Buffer.from(named.CertDigest.DigestValue).toString('base64');
  const embedded = Array.from(signature.getElementsByTagNameNS(DS, 'X509Certificate'), (node) =>
    Buffer.from(node.textContent ?? '', 'base64'),
  );
  const der = embedded.find((raw) => createHash(digest).update(raw).digest('base64') === expected);
  if (!der) throw new Error('No KeyInfo certificate matches xades:SigningCertificate.');
  const certificate = new X509Certificate(der);
  if (BigInt(`0x${certificate.serialNumber}`) !== BigInt(named.IssuerSerial.X509SerialNumber)) {
    throw new Error('The xades:SigningCertificate serial number does not match the certificate.');
  }
  return certificate;
}

async function publicCryptoKey(certificateDer: Buffer, hash: string): Promise<CryptoKey> {
  const spki = new X509Certificate(certificateDer).publicKey.export({ type: 'spki', format: 'der' });
  return webcrypto.subtle.importKey('spki', spki, { name: 'RSASSA-PKCS1-v1_5', hash }, true, ['verify']);
}

/**
 * XML 1.0's line ends (§2.11): CR LF and a lone CR become LF, nothing else. xmldom's default is
 * XML 1.1's, which also turns U+0085, U+2028 and U+2029 into LF: the DOM then differs from what
 * xmlsec1 and every XML 1.0 parser read, and a signature over it verifies nowhere else.
 */
const xml10LineEnds = (text: string) => text.replace(/\r\n?/g, '\n');

function parseXml(xml: string): Document {
  // onErrorStopParsing: a recoverable error would otherwise give a DOM that differs from what
  // xmlsec1 / Java parse, and so a digest nobody else computes.
  // A byte-order mark is not content (xmldom would see text before the root); it stays in the output.
  const text = xml.startsWith('\uFEFF') ? xml.slice(1) : xml;
  const document = new DOMParser({
    onError: onErrorStopParsing,
    normalizeLineEndings: xml10LineEnds,
  }).parseFromString(text, 'application/xml');
  if (!document.documentElement) throw new XmlSigningError('The XML has no root element.');
  return document as unknown as Document;
}

function assertNotSigned(document: Document): void {
  if (document.getElementsByTagNameNS(DS, 'Signature').length > 0) {
    throw new XmlSigningError('The XML is already signed.');
  }
}

/** The Signature goes where ETDA's signer puts it: the last child of the root. */
function insertBeforeRootEnd(xml: string, rootName: string, signatureXml: string): string {
  const end = xml.lastIndexOf(`</${rootName}`);
  // Only white space, comments and PIs may follow the root's end tag: then `end` is that tag.
  const tail = /^<\/[^\s>]+\s*>(?:\s|<!--[\s\S]*?-->|<\?[\s\S]*?\?>)*$/;
  if (end < 0 || !tail.test(xml.slice(end))) throw new XmlSigningError('The root element has no end tag.');
  return xml.slice(0, end) + signatureXml + xml.slice(end);
}

/** xml-core's XmlError is not an Error subclass, but it has a message. */
function messageOf(error: unknown): string {
  if (typeof error === 'object' && error && 'message' in error && typeof error.message === 'string')
    return error.message;
  return String(error);
}
