// A customer's signing certificate in server tests: uploaded through the API as an admin.
import { CUSTOMER_PREFIX } from '../../../contract/customer';
import { callMultipart, type Language } from './api';
import type { SignedIn } from './auth';
import type { TestPkcs12 } from './test-certificate';
import type { TestApp } from './test-app';

export function uploadCertificate(
  t: TestApp,
  as: SignedIn,
  input: { customerCode: string; p12: Buffer; password: string; fileName?: string },
  language?: Language,
) {
  return callMultipart(
    t,
    `${CUSTOMER_PREFIX}/uploadCertificate`,
    [
      { name: 'customerCode', content: input.customerCode },
      { name: 'password', content: input.password },
      { name: 'file', filename: input.fileName ?? 'signer.p12', content: input.p12 },
    ],
    { as, language },
  );
}

/** Uploads the test certificate for the customer; throws unless it was taken. */
export async function giveCertificate(t: TestApp, as: SignedIn, customerCode: string, cert: TestPkcs12) {
  const res = await uploadCertificate(t, as, { customerCode, p12: cert.p12, password: cert.password });
  if (res.statusCode !== 200) throw new Error(`certificate upload failed: ${res.body}`);
  return res.json().data as Record<string, unknown>;
}
