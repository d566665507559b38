// A customer's signing certificate (docs/etax-signing.md), under /api/app/customerController/
// (ADMIN only): the PKCS#12 that signs the customer's e-Tax XML. Uploaded with its password; the
// key and the password never come back — only what the certificate says of itself.
import { codePatterns, schemaKit as k } from './customer';
import type { BodyOf, DataOf } from './schema-kit';

/** HSM_SLOT: the software key of the uploaded PKCS#12; other codes are the operator's PKCS#11 slots. */
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
/** An HSM_SLOT code configured by the operator (HSM_SLOTS), e.g. HSM_1. */
const hsmSlot = k.pattern('^[A-Z0-9_]{1,30}$');
/** A CSR's subject names: what the CA puts in the certificate. */
export const CSR_NAME_MAX = 200;

/**
 * Refusals of `uploadHsmCertificate`: 400 on `file` when it is not an X.509 certificate (PEM or
 * DER), has expired, or matches no key made for this customer in the slot's token.
 */
export const HSM_CERTIFICATE_FIELDS = ['customerCode', 'hsmSlot', 'file'] as const;

const certificate = k.object({
  customerCode: k.str,
  hsmSlot: k.str,
  /** A PKCS#11 slot's token and the key's label in it; null for SOFT_0 (the sealed PKCS#12). */
  tokenLabel: k.nullableStr,
  keyLabel: k.nullableStr,
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
  /** The operator's PKCS#11 slots (HSM_SLOTS), each with its token's label. */
  listHsmSlots: {
    body: k.body({}, []),
    response: k.listEnvelope(k.object({ hsmSlot: k.str, tokenLabel: k.str })),
  },
  /**
   * Moving a customer to a PKCS#11 slot, step 1: a new key pair is generated in the slot's token
   * (labelled `<customerCode>-<UTC time>`) and its certificate request (PKCS#10, PEM) is answered
   * for the CA. The customer keeps signing as before until step 2. A token that cannot be
   * reached: 503 with the reason on `hsmSlot`.
   */
  requestHsmKey: {
    body: k.body(
      {
        customerCode,
        hsmSlot,
        commonName: k.text(CSR_NAME_MAX),
        organization: k.optionalText(CSR_NAME_MAX),
      },
      ['customerCode', 'hsmSlot', 'commonName'],
    ),
    response: k.okEnvelope(k.object({ hsmSlot: k.str, tokenLabel: k.str, keyLabel: k.str, csrPem: k.str })),
  },
  /**
   * Step 2, multipart: customerCode, hsmSlot, file (the issued certificate, PEM or DER). Taken when
   * its public key is one of the customer's keys in the token; the customer then signs there.
   */
  uploadHsmCertificate: {
    consumes: ['multipart/form-data'],
    response: k.okEnvelope(certificate),
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
export type HsmSlot = DataOf<typeof certificateSchemas.listHsmSlots>[number];
export type RequestHsmKeyRequest = BodyOf<typeof certificateSchemas.requestHsmKey>;
export type HsmKeyRequest = DataOf<typeof certificateSchemas.requestHsmKey>;
