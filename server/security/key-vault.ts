// Seals secrets the server must read back later (a customer's PKCS#12 and its password) with
// AES-256-GCM under a key derived from SIGNING_KEY (or DATA_DIR's signing-key file). The database
// alone opens nothing. The sealed bytes are bound to what they belong to (e.g. the customer code):
// a sealed key copied to another customer's row does not open there.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The layout's version, first byte of every sealed value (a future layout can read old ones). */
const LAYOUT = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const keys = new Map<string, Buffer>();

function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'etax-key-vault', 'sealed secrets v1', 32));
    keys.set(secret, key);
  }
  return key;
}

export function seal(secret: string, plain: Buffer, boundTo: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(boundTo, 'utf8'));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([Buffer.from([LAYOUT]), iv, cipher.getAuthTag(), body]);
}

/** Throws when the value was sealed under another key, for something else, or was changed. */
export function unseal(secret: string, sealed: Buffer, boundTo: string): Buffer {
  if (sealed[0] !== LAYOUT || sealed.length < 1 + IV_BYTES + TAG_BYTES)
    throw new Error('Not a sealed value of this layout');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv);
  decipher.setAAD(Buffer.from(boundTo, 'utf8'));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
}
