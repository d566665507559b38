// A certificate signing request (PKCS#10) for a key that stays in its token: node-forge writes the
// request's body, the token signs it (RSA-SHA512), and the PEM goes to the CA. The names are
// UTF-8 strings, so a Thai company name reaches the CA as written.
import forge from 'node-forge';

export interface CsrSubject {
  commonName: string;
  organization?: string;
}

export async function makeCsr(
  publicKeySpki: Buffer,
  subject: CsrSubject,
  sign: (data: Uint8Array) => Promise<Buffer>,
): Promise<string> {
  const csr = forge.pki.createCertificationRequest();
  csr.publicKey = forge.pki.publicKeyFromAsn1(forge.asn1.fromDer(publicKeySpki.toString('binary')));
  // @types/node-forge types valueTagClass as a Class; forge reads it as the ASN.1 string type.
  const utf8 = forge.asn1.Type.UTF8 as unknown as forge.asn1.Class;
  csr.setSubject([
    { shortName: 'C', value: 'TH' },
    ...(subject.organization ? [{ shortName: 'O', value: subject.organization, valueTagClass: utf8 }] : []),
    { shortName: 'CN', value: subject.commonName, valueTagClass: utf8 },
  ]);
  const sha512WithRsa = forge.pki.oids.sha512WithRSAEncryption!;
  // forge writes the signature algorithm from these when it serialises the request.
  csr.signatureOid = sha512WithRsa;
  (csr as unknown as { siginfo: { algorithmOid: string } }).siginfo.algorithmOid = sha512WithRsa;
  // Present in forge, missing from @types/node-forge.
  const pki = forge.pki as unknown as { getCertificationRequestInfo(csr: unknown): forge.asn1.Asn1 };
  const info = forge.asn1.toDer(pki.getCertificationRequestInfo(csr)).getBytes();
  csr.signature = (await sign(Buffer.from(info, 'binary'))).toString('binary');
  return forge.pki.certificationRequestToPem(csr);
}
