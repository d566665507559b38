// A customer's signing certificate (docs/etax-signing.md), under /api/app/customerController/
// (ADMIN only): the PKCS#12 that signs the customer's e-Tax XML. Uploaded with its password; the
// key and the password never come back — only what the certificate says of itself.
import { codePatterns, schemaKit as k } from './customer';
import type { BodyOf, DataOf } from './schema-kit';

/** HSM_SLOT: the software key of the uploaded PKCS#12 (a PKCS#11 slot is a documented seam). */
export const SOFTWARE_SLOT = 'SOFT_0';
/** The PKCS#12's password: what the browser and the server accept. */
export const CERTIFICATE_PASSWORD_MAX = 128;
/** The file types the picker offers (the server reads the content, not the name). */
export const CERTIFICATE_FILE_ACCEPT = '.p12,.pfx,application/x-pkcs12';

/**
 * Refusals of `uploadCertificate`: 400 on `password` when the PKCS#12 does not open with it, 400
 * on `file` when it holds no private key, the key is not RSA or the certificate has expired, 415
 * FILE_TYPE when the file is not a PKCS#12, 413 over 5 MB.
 */
export const CERTIFICATE_FIELDS = ['customerCode', 'password', 'file'] as const;

const customerCode = k.pattern(codePatterns.customerCode);

const certificate = k.object({
  customerCode: k.str,
  hsmSlot: k.str,
  /** e.g. 'CN=บริษัท ตัวอย่าง จำกัด, O=…, C=TH' */
  subject: k.str,
  issuer: k.str,
  serialNumber: k.str,
  /** ISO times. */
  notBefore: k.str,
  notAfter: k.str,
  ...k.stamp,
});

export const certificateSchemas = {
  /** Multipart: customerCode, password, file (≤ 5 MB). Replaces the customer's certificate. */
  uploadCertificate: {
    consumes: ['multipart/form-data'],
    response: k.okEnvelope(certificate),
  },
  /** `data: null` when the customer has none. */
  getCertificate: {
    body: k.body({ customerCode }, ['customerCode']),
    response: k.okEnvelope({ anyOf: [certificate, { type: 'null' }] }),
  },
  /** Documents made afterwards are unsigned until a new certificate is uploaded. */
  deleteCertificate: {
    body: k.body({ customerCode, version: k.version }, ['customerCode', 'version']),
    response: k.emptyData,
  },
} as const;

export type CustomerCertificate = NonNullable<DataOf<typeof certificateSchemas.getCertificate>>;
export type CertificateCustomerRequest = BodyOf<typeof certificateSchemas.getCertificate>;
export type DeleteCertificateRequest = BodyOf<typeof certificateSchemas.deleteCertificate>;
/** The text fields of `uploadCertificate` (multipart), besides the file. */
export interface UploadCertificateFields {
  customerCode: string;
  password: string;
}
