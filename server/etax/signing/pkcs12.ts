// Reads a customer's signing certificate from a PKCS#12 (.p12 / .pfx) file and its password.
// node-forge decrypts the file (Node's crypto cannot read PKCS#12); Node's own X509Certificate and
// KeyObject then check what forge found, so the key/certificate match is decided by OpenSSL.
// This runs the file's key derivations synchronously: the server calls it only through
// unlockPkcs12() (unlock-pkcs12.ts), which bounds them and runs it in a worker thread.
import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import forge from 'node-forge';
import { rfc4514 } from './rfc4514';

export interface SigningKey {
  /** The private key, PKCS#8 DER (what WebCrypto imports). */
  privateKeyPkcs8Der: Buffer;
  /** The certificate that matches the private key, DER. */
  certificateDer: Buffer;
  /** The other certificates of the file (CA chain, in file order), DER. */
  chainDer: Buffer[];
  /** RFC 4514 order, e.g. 'CN=Somchai, O=บริษัท ตัวอย่าง จำกัด, C=TH'. */
  subject: string;
  issuer: string;
  /** Hex, uppercase, as certificate viewers show it. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
}

export type Pkcs12ErrorCode =
  | 'WRONG_PASSWORD'
  | 'NOT_PKCS12'
  | 'NO_KEY'
  | 'NO_CERTIFICATE'
  | 'NOT_RSA'
  | 'UNSUPPORTED'
  /** More key-derivation work than a real export asks (pkcs12-cost.ts), or the unlock ran too long. */
  | 'TOO_COSTLY';

const MESSAGES: Record<Pkcs12ErrorCode, string> = {
  WRONG_PASSWORD: 'The password does not open this PKCS#12 file.',
  NOT_PKCS12: 'The file is not a PKCS#12 (.p12 / .pfx) file.',
  NO_KEY: 'The PKCS#12 file holds no private key.',
  NO_CERTIFICATE: 'The PKCS#12 file holds no certificate for its private key.',
  NOT_RSA: 'The private key is not an RSA key (e-Tax signing uses RSA-SHA512).',
  UNSUPPORTED: 'The PKCS#12 file uses an encryption this system cannot read.',
  TOO_COSTLY: 'The PKCS#12 file asks for more key-derivation iterations than allowed.',
};

export class Pkcs12Error extends Error {
  constructor(
    readonly code: Pkcs12ErrorCode,
    readonly detail?: string,
  ) {
    super(MESSAGES[code]);
    this.name = 'Pkcs12Error';
  }
}

export function readPkcs12(p12: Buffer, password: string): SigningKey {
  const pfx = openPfx(p12, password);
  const keys = keyBags(pfx).map(toPrivateKey);
  if (keys.length === 0) throw new Pkcs12Error('NO_KEY');
  const certBag = forge.pki.oids.certBag!;
  const certificates = (pfx.getBags({ bagType: certBag })[certBag] ?? []).map(certificateDer);
  for (const key of keys) {
    if (key.asymmetricKeyType !== 'rsa') throw new Pkcs12Error('NOT_RSA', key.asymmetricKeyType);
    const index = certificates.findIndex((der) => new X509Certificate(der).checkPrivateKey(key));
    if (index < 0) continue;
    const certificateDer = certificates[index]!;
    const x509 = new X509Certificate(certificateDer);
    return {
      privateKeyPkcs8Der: key.export({ type: 'pkcs8', format: 'der' }),
      certificateDer,
      chainDer: certificates.filter((_, i) => i !== index),
      subject: rfc4514(x509.subject),
      issuer: rfc4514(x509.issuer),
      serialNumber: x509.serialNumber.toUpperCase(),
      notBefore: new Date(x509.validFrom),
      notAfter: new Date(x509.validTo),
    };
  }
  throw new Pkcs12Error('NO_CERTIFICATE');
}

function openPfx(p12: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    // A PFX is a DER SEQUENCE; checking the first byte avoids feeding forge arbitrary files.
    if (p12[0] !== 0x30) throw new Error('not a DER SEQUENCE');
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')), false);
  } catch (error) {
    throw new Pkcs12Error('NOT_PKCS12', messageOf(error));
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    throw new Pkcs12Error(pfxErrorCode(messageOf(error)), messageOf(error));
  }
}

/** forge reports everything as a plain Error: its messages are the only signal. */
function pfxErrorCode(message: string): Pkcs12ErrorCode {
  // A wrong password fails the MAC, or (files without a MAC) the decryption of a bag.
  if (/invalid password|wrong password|failed to decrypt|unable to decrypt/i.test(message))
    return 'WRONG_PASSWORD';
  if (/unsupported|not supported/i.test(message)) return 'UNSUPPORTED';
  return 'NOT_PKCS12';
}

function keyBags(pfx: forge.pkcs12.Pkcs12Pfx): forge.pkcs12.Bag[] {
  const shrouded = forge.pki.oids.pkcs8ShroudedKeyBag!;
  const plain = forge.pki.oids.keyBag!;
  return [
    ...(pfx.getBags({ bagType: shrouded })[shrouded] ?? []),
    ...(pfx.getBags({ bagType: plain })[plain] ?? []),
  ];
}

/** forge parses RSA keys only; for others it keeps the PrivateKeyInfo ASN.1, which Node reads. */
function toPrivateKey(bag: forge.pkcs12.Bag): KeyObject {
  const info = bag.key ? forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key)) : bag.asn1;
  const der = Buffer.from(forge.asn1.toDer(info).getBytes(), 'binary');
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

/**
 * forge keeps the parsed TBSCertificate, so re-encoding gives back the file's own bytes; a
 * certificate forge cannot parse (an EC key) comes as its ASN.1.
 */
function certificateDer(bag: forge.pkcs12.Bag): Buffer {
  const asn1 = bag.cert ? forge.pki.certificateToAsn1(bag.cert) : bag.asn1;
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
