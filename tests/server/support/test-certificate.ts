// A throw-away signing certificate for tests: an RSA key, a self-signed X.509 certificate and a
// password-protected PKCS#12, made fresh so that no key is ever committed.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

export interface TestPkcs12Options {
  password?: string;
  commonName?: string;
  /** The organisation in the subject (UTF-8, so Thai names work as on Thai CA certificates). */
  organization?: string;
  notBefore?: Date;
  notAfter?: Date;
  keyBits?: number;
}

export interface TestPkcs12 {
  /** The PKCS#12 (.p12 / .pfx) file. */
  p12: Buffer;
  password: string;
  certificatePem: string;
  certificateDer: Buffer;
  /** PKCS#8 PEM of the private key, for tools that want the key itself. */
  privateKeyPem: string;
  /** RFC 4514 order, as readPkcs12 reports it. */
  subject: string;
  /** Hex, as forge and certificate viewers show it. */
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
}

const DAY_MS = 86_400_000;

/** Node's native keygen: forge's pure-JS RSA keygen takes seconds on a busy CI machine. */
export function makeRsaKeyPair(keyBits = 2048): {
  privateKey: forge.pki.rsa.PrivateKey;
  publicKey: forge.pki.rsa.PublicKey;
} {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: keyBits,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(pair.privateKey),
    publicKey: forge.pki.publicKeyFromPem(pair.publicKey),
  };
}

/** A self-signed certificate for the key pair, subject CN/O/C=TH, SHA-256 signed. */
export function makeSelfSignedCertificate(
  keys: { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey },
  options: { commonName: string; organization: string; notBefore: Date; notAfter: Date },
): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = keys.publicKey;
  // A positive serial: a leading 0x01 byte keeps the DER INTEGER from reading as negative.
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = options.notBefore;
  cert.validity.notAfter = options.notAfter;
  // @types/node-forge types valueTagClass as a Class; forge reads it as the ASN.1 string type.
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  const name = [
    { shortName: 'C', value: 'TH' },
    { shortName: 'O', value: options.organization, valueTagClass: utf8 },
    { shortName: 'CN', value: options.commonName, valueTagClass: utf8 },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
  ]);
  cert.sign(keys.privateKey, forge.md.sha256.create());
  return cert;
}

export function pkcs12Der(
  key: forge.pki.rsa.PrivateKey | null,
  certs: forge.pki.Certificate[],
  password: string,
): Buffer {
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, certs, password, {
    algorithm: '3des',
    friendlyName: 'signing',
  });
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}

/** Generates a new key per call: call it once per test file (beforeAll) and reuse the result. */
export function makeTestPkcs12(options: TestPkcs12Options = {}): TestPkcs12 {
  const password = options.password ?? 'test-pass-1234';
  const commonName = options.commonName ?? 'Test Signer';
  const organization = options.organization ?? 'Test Company Co., Ltd.';
  const notBefore = options.notBefore ?? new Date(Date.now() - DAY_MS);
  const notAfter = options.notAfter ?? new Date(Date.now() + 365 * DAY_MS);
  const keys = makeRsaKeyPair(options.keyBits);
  const cert = makeSelfSignedCertificate(keys, { commonName, organization, notBefore, notAfter });
  const certificatePem = forge.pki.certificateToPem(cert);
  return {
    p12: pkcs12Der(keys.privateKey, [cert], password),
    password,
    certificatePem,
    certificateDer: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'),
    privateKeyPem: forge.pki.privateKeyInfoToPem(
      forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(keys.privateKey)),
    ),
    subject: `CN=${escapeRdn(commonName)}, O=${escapeRdn(organization)}, C=TH`,
    serialNumber: cert.serialNumber,
    // X.509 validity has one-second precision.
    notBefore: new Date(Math.floor(notBefore.getTime() / 1000) * 1000),
    notAfter: new Date(Math.floor(notAfter.getTime() / 1000) * 1000),
  };
}

function escapeRdn(value: string): string {
  return value.replace(/[,+"\\<>;]/g, (c) => `\\${c}`);
}

/**
 * A test CA's answer to a certificate request (PKCS#10 PEM): a certificate for the request's
 * public key and subject, issued by a throw-away CA, valid for a year. What a real CA does with
 * the CSR the certificate tab downloads.
 */
export function issueFromCsr(csrPem: string): { certificatePem: string; certificateDer: Buffer } {
  const csr = forge.pki.certificationRequestFromPem(csrPem);
  if (!csr.verify()) throw new Error('the CSR is not signed by its own key');
  const ca = makeRsaKeyPair();
  const caName = [
    { shortName: 'C', value: 'TH' },
    { shortName: 'CN', value: 'Test CA' },
  ];
  const cert = forge.pki.createCertificate();
  cert.publicKey = csr.publicKey!;
  cert.serialNumber = `01${randomBytes(8).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - DAY_MS);
  cert.validity.notAfter = new Date(Date.now() + 365 * DAY_MS);
  // forge reads a UTF8String's bytes undecoded and encodes on writing: decode once to copy it.
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  cert.setSubject(
    csr.subject.attributes.map((attribute) =>
      attribute.valueTagClass === utf8 && typeof attribute.value === 'string'
        ? { ...attribute, value: forge.util.decodeUtf8(attribute.value) }
        : attribute,
    ),
  );
  cert.setIssuer(caName);
  cert.setExtensions([{ name: 'keyUsage', digitalSignature: true, nonRepudiation: true }]);
  cert.sign(ca.privateKey, forge.md.sha512.create());
  return {
    certificatePem: forge.pki.certificateToPem(cert),
    certificateDer: Buffer.from(forge.asn1.toDer(forge.pki.certificateToAsn1(cert)).getBytes(), 'binary'),
  };
}
