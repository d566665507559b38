import type { EmptyData } from 'contract/auth';
import { CUSTOMER_PREFIX } from 'contract/customer';
import type {
  CertificateCustomerRequest,
  CustomerCertificate,
  DeleteCertificateRequest,
  HsmKeyRequest,
  HsmSlot,
  RequestHsmKeyRequest,
  UploadCertificateFields,
} from 'contract/customer-certificate';
import { UPLOAD_FIELD } from 'contract/file';
import { apiPost, apiUpload, type ApiRequestOptions } from 'src/lib/api-client';

/**
 * Query key of the certificate tab, per customer (the admin's customer page can show several
 * customers one after the other). An upload writes its answer here; a removal refetches it.
 */
export const certificateKeys = {
  detail: (customerCode: string) => ['customer-certificate', customerCode] as const,
};

/** The customer's signing certificate, or null when it has none. */
export function getCertificate(
  body: CertificateCustomerRequest,
  options?: ApiRequestOptions,
): Promise<CustomerCertificate | null> {
  return apiPost<CustomerCertificate | null>(`${CUSTOMER_PREFIX}/getCertificate`, body, options);
}

/** Multipart: the text fields and the PKCS#12; replaces the customer's certificate. */
export function uploadCertificate(fields: UploadCertificateFields, file: File): Promise<CustomerCertificate> {
  const form = new FormData();
  form.append('customerCode', fields.customerCode);
  form.append('password', fields.password);
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload<CustomerCertificate>(`${CUSTOMER_PREFIX}/uploadCertificate`, form);
}

/** With the version read: 409 STALE_RECORD when it was replaced meanwhile. */
export function deleteCertificate(
  body: DeleteCertificateRequest,
  options?: ApiRequestOptions,
): Promise<EmptyData> {
  return apiPost<EmptyData>(`${CUSTOMER_PREFIX}/deleteCertificate`, body, options);
}

/** The operator's PKCS#11 slots (HSM_SLOTS), each with its token's label. */
export function listHsmSlots(options?: ApiRequestOptions): Promise<HsmSlot[]> {
  return apiPost<HsmSlot[]>(`${CUSTOMER_PREFIX}/listHsmSlots`, {}, options);
}

/** A new key in the slot's token; answers its certificate request (PEM) for the CA. */
export function requestHsmKey(body: RequestHsmKeyRequest): Promise<HsmKeyRequest> {
  return apiPost<HsmKeyRequest>(`${CUSTOMER_PREFIX}/requestHsmKey`, body);
}

/** The certificate the CA issued for a key in the slot; the customer signs there from now on. */
export function uploadHsmCertificate(
  customerCode: string,
  hsmSlot: string,
  file: File,
): Promise<CustomerCertificate> {
  const form = new FormData();
  form.append('customerCode', customerCode);
  form.append('hsmSlot', hsmSlot);
  form.append(UPLOAD_FIELD, file, file.name);
  return apiUpload<CustomerCertificate>(`${CUSTOMER_PREFIX}/uploadHsmCertificate`, form);
}
