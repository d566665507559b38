// A customer's PKCS#12 and its password as stored (customer_certificate.sealed_key): sealed
// together under SIGNING_KEY and bound to the customer's code, opened again when its documents
// are signed.
import { lazy } from '../lazy';
import { seal, unseal } from '../security/key-vault';
import type { SigningKey } from './signing/pkcs12';

/** The PKCS#12 reader (node-forge), loaded with the first certificate opened (docs/memory.md). */
const loadUnlock = lazy(() => import('./signing/unlock-pkcs12'));

interface Pkcs12WithPassword {
  p12: Buffer;
  password: string;
}

export function sealCertificate(secret: string, customerCode: string, value: Pkcs12WithPassword): Buffer {
  const plain = Buffer.from(JSON.stringify({ p12: value.p12.toString('base64'), password: value.password }));
  return seal(secret, plain, `customer-certificate:${customerCode}`);
}

/** The signing key of a stored certificate (rejects when the seal does not open here). */
export async function openCertificate(
  secret: string,
  customerCode: string,
  sealed: Buffer,
): Promise<SigningKey> {
  const plain = unseal(secret, sealed, `customer-certificate:${customerCode}`);
  const { p12, password } = JSON.parse(plain.toString('utf8')) as { p12: string; password: string };
  const { unlockPkcs12 } = await loadUnlock();
  return unlockPkcs12(Buffer.from(p12, 'base64'), password);
}
