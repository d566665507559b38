// What opening a PKCS#12 would cost, read before any key is derived: the file itself says how many
// iterations its MAC key and each password-encrypted part take (MacData, and the PBE parameters
// of the encrypted contents and shrouded keys), and node-forge would run them all in JavaScript.
// A file that asks for more than the bound is refused unopened (docs/security.md).
import forge from 'node-forge';

/**
 * The most iterations one derivation may ask. OpenSSL 3 exports with 2,048, Windows and Java
 * with 2,000–10,000; 600,000 is the most a current tool uses (OWASP's figure for
 * PBKDF2-HMAC-SHA256). 1,000,000 admits all of them with room, and caps an unlock at a few
 * tens of seconds of node-forge in a worker instead of minutes.
 */
export const MAX_PKCS12_ITERATIONS = 1_000_000;
/** A normal export derives three keys (MAC, certificates, private key); more is not a real file. */
export const MAX_PKCS12_DERIVATIONS = 4;

const OID = {
  data: '1.2.840.113549.1.7.1',
  encryptedData: '1.2.840.113549.1.7.6',
  pkcs8ShroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
  safeContentsBag: '1.2.840.113549.1.12.10.1.6',
  pbes2: '1.2.840.113549.1.5.13',
  pbkdf2: '1.2.840.113549.1.5.12',
};

type Asn1 = forge.asn1.Asn1;

export interface Pkcs12Cost {
  /** Within both bounds. */
  ok: boolean;
  /** The iteration count of each derivation seen, in file order (the MAC's first). */
  iterations: number[];
}

/**
 * Every key derivation the file asks for that can be seen before one is run, and whether they
 * stay within the bounds. A part this reader does not understand adds nothing: forge then
 * refuses the file itself, and the worker's time limit stands behind both.
 */
export function pkcs12Cost(p12: Buffer): Pkcs12Cost {
  const iterations: number[] = [];
  const pfx = fromDer(p12);
  const items = children(pfx);
  const macData = items[2];
  // MacData ::= SEQUENCE { mac DigestInfo, macSalt OCTET STRING, iterations INTEGER DEFAULT 1 }
  if (macData) iterations.push(integerOf(children(macData)[2]) ?? 1);
  const authSafe = items[1];
  const safe = authSafe && contentOfData(authSafe);
  for (const contentInfo of safe ? children(fromDer(safe)) : []) {
    const [type, wrapped] = children(contentInfo);
    const oid = oidOf(type);
    if (oid === OID.data) {
      const safeContents = contentOfData(contentInfo);
      if (safeContents) bagCosts(fromDer(safeContents), iterations);
    } else if (oid === OID.encryptedData) {
      // EncryptedData ::= SEQUENCE { version, EncryptedContentInfo SEQUENCE { type, algorithm, … } }
      const encryptedContentInfo = children(children(children(wrapped)[0])[1]);
      iterations.push(...pbeIterations(encryptedContentInfo[1]));
    }
  }
  const ok =
    iterations.length <= MAX_PKCS12_DERIVATIONS &&
    iterations.every((count) => count <= MAX_PKCS12_ITERATIONS);
  return { ok, iterations };
}

/** SafeContents ::= SEQUENCE OF SafeBag { bagId, [0] bagValue, attributes } */
function bagCosts(safeContents: Asn1, into: number[]): void {
  for (const bag of children(safeContents)) {
    const [id, value] = children(bag);
    const bagValue = children(value)[0];
    if (oidOf(id) === OID.pkcs8ShroudedKeyBag) into.push(...pbeIterations(children(bagValue)[0]));
    else if (oidOf(id) === OID.safeContentsBag && bagValue) bagCosts(bagValue, into);
  }
}

/**
 * The iteration count of a password-based AlgorithmIdentifier: PBES2 keeps it in its PBKDF2
 * parameters; PKCS#12's and PKCS#5 v1's own schemes in SEQUENCE { salt, iterations }.
 */
function pbeIterations(algorithm: Asn1 | undefined): number[] {
  const [id, params] = children(algorithm);
  if (!params) return [];
  if (oidOf(id) === OID.pbes2) {
    const [kdfId, kdfParams] = children(children(params)[0]);
    if (oidOf(kdfId) !== OID.pbkdf2) return [];
    return [integerOf(children(kdfParams)[1]) ?? 1];
  }
  const count = integerOf(children(params)[1]);
  return count === undefined ? [] : [count];
}

function fromDer(bytes: Buffer | string): Asn1 {
  const binary = typeof bytes === 'string' ? bytes : bytes.toString('binary');
  return forge.asn1.fromDer(forge.util.createBuffer(binary), false);
}

function children(node: Asn1 | undefined): Asn1[] {
  return node && Array.isArray(node.value) ? node.value : [];
}

/** ContentInfo of type data: [0] EXPLICIT OCTET STRING (possibly in BER pieces) → its bytes. */
function contentOfData(contentInfo: Asn1): string | undefined {
  const [type, wrapped] = children(contentInfo);
  if (oidOf(type) !== OID.data) return undefined;
  const octets = children(wrapped)[0];
  if (!octets) return undefined;
  if (typeof octets.value === 'string') return octets.value;
  return children(octets)
    .map((piece) => (typeof piece.value === 'string' ? piece.value : ''))
    .join('');
}

function oidOf(node: Asn1 | undefined): string | undefined {
  if (!node || node.type !== forge.asn1.Type.OID || typeof node.value !== 'string') return undefined;
  return forge.asn1.derToOid(node.value);
}

/** An INTEGER's value; a huge one (more than 6 bytes) reads as infinite, which is refused. */
function integerOf(node: Asn1 | undefined): number | undefined {
  if (!node || node.type !== forge.asn1.Type.INTEGER || typeof node.value !== 'string') return undefined;
  const bytes = node.value.replace(/^\0+/, '');
  if (bytes.length > 6) return Number.POSITIVE_INFINITY;
  let value = 0;
  for (const char of bytes) value = value * 256 + char.charCodeAt(0);
  return value;
}
