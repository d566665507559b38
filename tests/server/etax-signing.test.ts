// XAdES-BES signing of e-Tax XML with a customer's PKCS#12: what the signature holds, that our
// verifier and xmlsec1 (an independent implementation) both accept it and both reject a one-
// character change, and that ETDA's own Java-signed samples verify here.
import { spawnSync } from 'node:child_process';
import { createHash, createPrivateKey, randomBytes, sign as rsaSign } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as xpath from 'xpath';
import { Pkcs12Error, readPkcs12, type SigningKey } from '../../server/etax/signing/pkcs12';
import { signEtaxXml, softwareSigner, verifyEtaxXml, XmlSigningError } from '../../server/etax/signing/xades';
import { xmlsec1Verify } from './support/document-tools';
import {
  makeRsaKeyPair,
  makeSelfSignedCertificate,
  makeTestPkcs12,
  pkcs12Der,
  type TestPkcs12,
} from './support/test-certificate';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/etax/xades/${name}`, import.meta.url), 'utf8');
const SIGNING_TIME = new Date('2026-01-02T03:04:05.678Z');
const ROOT_END = '</rsm:TaxInvoice_CrossIndustryInvoice>';

let workDir: string;
let cert: TestPkcs12;
let key: SigningKey;
let otherCertificate: forge.pki.Certificate;
let unsignedXml: string;
let signedXml: string;

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'etax-signing-'));
  cert = makeTestPkcs12({ commonName: 'Somchai Signer', organization: 'บริษัท ทดสอบ จำกัด' });
  key = readPkcs12(cert.p12, cert.password);
  otherCertificate = makeSelfSignedCertificate(makeRsaKeyPair(), {
    commonName: 'Another Key',
    organization: 'Other Co., Ltd.',
    notBefore: new Date(Date.now() - 86_400_000),
    notAfter: new Date(Date.now() + 86_400_000),
  });
  unsignedXml = fixture('ETDA-invoice.xml');
  signedXml = await signEtaxXml(unsignedXml, key, SIGNING_TIME);
});

afterAll(() => rmSync(workDir, { recursive: true, force: true }));

function replaceOnce(xml: string, from: string, to: string): string {
  expect(xml.split(from)).toHaveLength(2);
  return xml.replace(from, to);
}

const pemFile = (certificate: forge.pki.Certificate) => forge.pki.certificateToPem(certificate);

describe('readPkcs12', () => {
  it('reads the key, the certificate and its subject, issuer, serial and validity', () => {
    expect(key).toMatchObject({
      subject: 'CN=Somchai Signer, O=บริษัท ทดสอบ จำกัด, C=TH',
      issuer: 'CN=Somchai Signer, O=บริษัท ทดสอบ จำกัด, C=TH',
      serialNumber: cert.serialNumber.toUpperCase(),
      notBefore: cert.notBefore,
      notAfter: cert.notAfter,
      chainDer: [],
    });
    expect(key.certificateDer.equals(cert.certificateDer)).toBe(true);
    expect(
      createPrivateKey({ key: key.privateKeyPkcs8Der, format: 'der', type: 'pkcs8' }).asymmetricKeyType,
    ).toBe('rsa');
  });

  it('takes the certificate of the key, not the first one in the file', () => {
    const keys = makeRsaKeyPair();
    const own = makeSelfSignedCertificate(keys, {
      commonName: 'Own Key',
      organization: 'Own Co., Ltd.',
      notBefore: new Date('2026-01-01T00:00:00Z'),
      notAfter: new Date('2027-01-01T00:00:00Z'),
    });
    const read = readPkcs12(pkcs12Der(keys.privateKey, [otherCertificate, own], 'pw'), 'pw');
    expect(read.subject).toBe('CN=Own Key, O=Own Co.\\, Ltd., C=TH');
    expect(read.chainDer.map((der) => der.toString('base64'))).toEqual([
      Buffer.from(
        forge.asn1.toDer(forge.pki.certificateToAsn1(otherCertificate)).getBytes(),
        'binary',
      ).toString('base64'),
    ]);
  });

  /** `openssl pkcs12 -export` with its defaults: the key and certificate files into `p12File` (exit 0). */
  const opensslExport = (keyFile: string, certFile: string, password: string, p12File: string) => {
    const args = ['-inkey', keyFile, '-in', certFile, '-passout', `pass:${password}`, '-out', p12File];
    expect(spawnSync('openssl', ['pkcs12', '-export', ...args]).status).toBe(0);
  };

  it('reads a PKCS#12 made by OpenSSL 3 with its defaults (AES-256, PBKDF2, SHA-256 MAC)', () => {
    const keyFile = path.join(workDir, 'openssl-key.pem');
    const certFile = path.join(workDir, 'openssl-cert.pem');
    const p12File = path.join(workDir, 'openssl.p12');
    writeFileSync(keyFile, cert.privateKeyPem);
    writeFileSync(certFile, cert.certificatePem);
    opensslExport(keyFile, certFile, 'ab', p12File);
    expect(readPkcs12(readFileSync(p12File), 'ab').certificateDer.equals(cert.certificateDer)).toBe(true);
  });

  const codeOf = (p12: Buffer, password: string) => {
    try {
      readPkcs12(p12, password);
    } catch (error) {
      return error instanceof Pkcs12Error ? error.code : error;
    }
    return 'read';
  };

  it('says WRONG_PASSWORD for a wrong password', () => {
    expect(codeOf(cert.p12, `${cert.password}x`)).toBe('WRONG_PASSWORD');
  });

  it('says NOT_PKCS12 for random bytes, a certificate and an empty file', () => {
    expect(codeOf(randomBytes(2048), 'pw')).toBe('NOT_PKCS12');
    expect(codeOf(cert.certificateDer, 'pw')).toBe('NOT_PKCS12');
    expect(codeOf(Buffer.alloc(0), 'pw')).toBe('NOT_PKCS12');
  });

  it('says NO_KEY for a PKCS#12 holding only a certificate', () => {
    expect(codeOf(pkcs12Der(null, [otherCertificate], 'pw'), 'pw')).toBe('NO_KEY');
  });

  it('says NO_CERTIFICATE when no certificate matches the key', () => {
    expect(codeOf(pkcs12Der(makeRsaKeyPair().privateKey, [otherCertificate], 'pw'), 'pw')).toBe(
      'NO_CERTIFICATE',
    );
  });

  it('says NOT_RSA for an EC key', () => {
    const keyFile = path.join(workDir, 'ec-key.pem');
    const certFile = path.join(workDir, 'ec-cert.pem');
    const p12File = path.join(workDir, 'ec.p12');
    const req = ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes'];
    const made = spawnSync('openssl', [
      ...req,
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-subj',
      '/CN=EC',
      '-days',
      '1',
    ]);
    expect(made.status).toBe(0);
    opensslExport(keyFile, certFile, 'pw', p12File);
    expect(codeOf(readFileSync(p12File), 'pw')).toBe('NOT_RSA');
  });
});

describe('signEtaxXml', () => {
  const select = (expression: string, xml = signedXml) => {
    const document = new DOMParser().parseFromString(xml.replace(/^\uFEFF/, ''), 'application/xml');
    const namespaces = {
      ds: 'http://www.w3.org/2000/09/xmldsig#',
      xades: 'http://uri.etsi.org/01903/v1.3.2#',
    };
    return xpath.useNamespaces(namespaces)(expression, document as unknown as Node) as Node[];
  };
  const text = (expression: string) => select(expression).map((node) => node.textContent);
  const attribute = (expression: string) => select(expression).map((node) => node.nodeValue);

  it('keeps every byte of the input and adds ds:Signature as the last child of the root', () => {
    const end = unsignedXml.lastIndexOf(ROOT_END);
    expect(signedXml.startsWith(unsignedXml.slice(0, end))).toBe(true);
    expect(signedXml.endsWith(unsignedXml.slice(end))).toBe(true);
    expect(signedXml.startsWith('\uFEFF<?xml version="1.0" encoding="UTF-8"?>\r\n<rsm:')).toBe(true);
    expect(select('/*/*[last()]').map((node) => node.nodeName)).toEqual(['ds:Signature']);
  });

  it('signs with RSA-SHA512, SHA-512 digests, inclusive C14N, the whole document and the SignedProperties', () => {
    expect(attribute('//ds:SignatureMethod/@Algorithm')).toEqual([
      'http://www.w3.org/2001/04/xmldsig-more#rsa-sha512',
    ]);
    expect(attribute('//ds:DigestMethod/@Algorithm')).toEqual(
      Array(3).fill('http://www.w3.org/2001/04/xmlenc#sha512'),
    );
    expect(attribute('//ds:CanonicalizationMethod/@Algorithm')).toEqual([
      'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    ]);
    expect(attribute('//ds:Reference[@URI=""]/ds:Transforms/ds:Transform/@Algorithm')).toEqual([
      'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
    ]);
    const propertiesId = attribute('//xades:SignedProperties/@Id')[0];
    expect(attribute('//ds:Reference[@Type="http://uri.etsi.org/01903#SignedProperties"]/@URI')).toEqual([
      `#${propertiesId}`,
    ]);
  });

  it('puts the certificate in KeyInfo and names it, with the signing time, in the SignedProperties', () => {
    expect(text('//ds:KeyInfo/ds:X509Data/ds:X509Certificate')).toEqual([
      cert.certificateDer.toString('base64'),
    ]);
    expect(text('//xades:SigningTime')).toEqual(['2026-01-02T03:04:05.678Z']);
    const signingCertificate = '//xades:SigningCertificate/xades:Cert';
    expect(text(`${signingCertificate}/xades:CertDigest/ds:DigestValue`)).toEqual([
      createHash('sha512').update(cert.certificateDer).digest('base64'),
    ]);
    expect(text(`${signingCertificate}/xades:IssuerSerial/ds:X509IssuerName`)).toEqual([
      'CN=Somchai Signer, O=บริษัท ทดสอบ จำกัด, C=TH',
    ]);
    expect(text(`${signingCertificate}/xades:IssuerSerial/ds:X509SerialNumber`)).toEqual([
      BigInt(`0x${cert.serialNumber}`).toString(),
    ]);
  });

  it('refuses to sign a signed XML again', async () => {
    await expect(signEtaxXml(signedXml, key)).rejects.toBeInstanceOf(XmlSigningError);
  });

  it('imports the key into WebCrypto once per SigningKey', () => {
    expect(softwareSigner(key)).toBe(softwareSigner(key));
  });

  it('signs through an XmlSigner (the seam for a PKCS#11 / HSM key)', async () => {
    const privateKey = createPrivateKey(cert.privateKeyPem);
    let calls = 0;
    const signer = {
      certificateDer: cert.certificateDer,
      sign: (data: Uint8Array) => {
        calls += 1;
        return Promise.resolve(new Uint8Array(rsaSign('sha512', data, privateKey)).buffer);
      },
    };
    const signed = await signEtaxXml(unsignedXml, signer, SIGNING_TIME);
    expect(calls).toBe(1);
    expect(await verifyEtaxXml(signed)).toMatchObject({ signed: true, valid: true });
  });
});

describe('verifyEtaxXml and xmlsec1', () => {
  it('both accept our signature, with its signer and signing time', async () => {
    expect(await verifyEtaxXml(signedXml)).toEqual({
      signed: true,
      valid: true,
      signer: 'CN=Somchai Signer, O=บริษัท ทดสอบ จำกัด, C=TH',
      signingTime: SIGNING_TIME,
    });
    const xmlsec1 = xmlsec1Verify(signedXml, cert.certificatePem);
    expect(xmlsec1.output).toContain('SignedInfo References (ok/all): 2/2');
    expect(xmlsec1).toMatchObject({ ok: true, output: expect.stringMatching(/^OK$/m) });
  });

  it('xmlsec1 rejects it checked with another key (so the check above used ours)', () => {
    expect(xmlsec1Verify(signedXml, pemFile(otherCertificate)).ok).toBe(false);
  });

  it('both reject a one-digit change in the grand total', async () => {
    const changed = replaceOnce(
      signedXml,
      '<ram:GrandTotalAmount>10698.93<',
      '<ram:GrandTotalAmount>10698.98<',
    );
    expect(await verifyEtaxXml(changed)).toMatchObject({
      signed: true,
      valid: false,
      reason: expect.stringMatching(/digest/i),
    });
    expect(xmlsec1Verify(changed, cert.certificatePem).ok).toBe(false);
  });

  it('both reject a one-digit change in the signing time', async () => {
    const changed = replaceOnce(signedXml, '2026-01-02T03:04:05.678Z', '2026-01-02T03:04:06.678Z');
    expect(await verifyEtaxXml(changed)).toMatchObject({ signed: true, valid: false });
    expect(xmlsec1Verify(changed, cert.certificatePem).ok).toBe(false);
  });

  it('both accept a signed XML with a processing instruction before the root (ETDA v2.1 sample)', async () => {
    const unsigned = fixture('Example_TaxInvoice_2p1_v1.xml');
    expect(unsigned).toMatch(/^<\?xml [^>]*\?>\n<\?xml-model /);
    const signed = await signEtaxXml(unsigned, key, SIGNING_TIME);
    expect(await verifyEtaxXml(signed)).toMatchObject({ signed: true, valid: true });
    expect(xmlsec1Verify(signed, cert.certificatePem).ok).toBe(true);
    const changed = replaceOnce(signed, 'TaxInvoice_Schematron_2p1.sch', 'TaxInvoice_Schematron_2p2.sch');
    expect(await verifyEtaxXml(changed)).toMatchObject({ valid: false });
    expect(xmlsec1Verify(changed, cert.certificatePem).ok).toBe(false);
  });

  it("accepts ETDA's Java-signed samples and rejects them changed", async () => {
    const v20 = fixture('signed-ETDA-invoice.xml');
    expect(await verifyEtaxXml(v20)).toEqual({
      signed: true,
      valid: true,
      signer: 'CN=Code Signing Certificate, O=Electronic Transactions Development Agency, C=TH',
      signingTime: new Date('2019-07-04T16:14:02.934+07:00'),
    });
    const changed = replaceOnce(v20, '<ram:GrandTotalAmount>10698.93<', '<ram:GrandTotalAmount>10698.98<');
    expect(await verifyEtaxXml(changed)).toMatchObject({ signed: true, valid: false });
    const v21 = fixture('signed-Example_TaxInvoice_2p1_v1.xml');
    expect(await verifyEtaxXml(v21)).toMatchObject({
      signed: true,
      valid: true,
      signer: expect.stringContaining('CN=Manichanan'),
    });
  });

  it('says signed:false for an unsigned XML and for text that is not XML', async () => {
    expect(await verifyEtaxXml(unsignedXml)).toEqual({ signed: false, valid: false });
    expect(await verifyEtaxXml('not xml')).toMatchObject({ signed: false, valid: false });
  });
});

describe('every separator and control character XML 1.0 allows', () => {
  // Line and paragraph separators, NEL, the C1 controls, every Unicode space, the invisible
  // formatters and the noncharacter-adjacent U+FFFD: each in element text and in an attribute.
  const characters = [
    '\t',
    '\n',
    '\r',
    '\r\n',
    '\r\u0085',
    ...Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)),
    '\u00a0',
    '\u1680',
    ...Array.from({ length: 11 }, (_, i) => String.fromCharCode(0x2000 + i)),
    '\u200b',
    '\u200c',
    '\u200d',
    '\u200e',
    '\u200f',
    '\u2028',
    '\u2029',
    '\u202f',
    '\u205f',
    '\u2060',
    '\u3000',
    '\ufeff',
    '\ufffd',
  ];
  const name = (text: string) =>
    [...text].map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`).join(' ');

  it.each(characters.map((c) => [name(c), c]))('%s: signed, and both verifiers accept it', async (_n, c) => {
    const xml = replaceOnce(
      replaceOnce(unsignedXml, '<ram:Name>บริษัททำดีจำกัด</ram:Name>', `<ram:Name>บริษัท${c}ทำดี</ram:Name>`),
      '<ram:Name>ใบกำกับภาษี</ram:Name>',
      `<ram:Name languageID="x${c}y">ใบกำกับภาษี</ram:Name>`,
    );
    const signed = await signEtaxXml(xml, key, SIGNING_TIME);
    expect(await verifyEtaxXml(signed)).toMatchObject({ signed: true, valid: true });
    expect(xmlsec1Verify(signed, cert.certificatePem)).toMatchObject({ ok: true });
  });
});
