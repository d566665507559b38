// The customers' signing keys, unlocked once per process (docs/security.md, "Certificates"):
// unlocking a PKCS#12 costs seconds of key derivation, and every import of the customer signs
// with the same key. An entry holds while the stored certificate is the same one (its version and
// the digest of its sealed bytes: a certificate removed and uploaded again starts at version 1
// anew); an upload or a removal forgets it at once in this process, and other processes see the
// changed row at their next import.
import { createHash } from 'node:crypto';
import { CACHES, Cache } from '../cache/caches';
import { openCertificate } from './sealed-certificate';
import type { SigningKey } from './signing/pkcs12';

/** The stored certificate as the table holds it. */
export interface StoredCertificate {
  version: number;
  sealedKey: Buffer;
}

export interface SigningKeys {
  /** The key of this stored certificate; unlocked the first time, then answered from memory. */
  keyOf(customerCode: string, stored: StoredCertificate): Promise<SigningKey>;
  /** The customer's certificate changed or was removed. */
  forget(customerCode: string): void;
  /** How many unlocks were run (what the cache saved shows in tests and benchmarks). */
  readonly unlocks: number;
}

export function createSigningKeys(secret: string): SigningKeys {
  const keys = new Cache<{ stamp: string; key: Promise<SigningKey> }>(CACHES.signingKeys);
  let unlocks = 0;
  return {
    keyOf(customerCode, stored) {
      const stamp = `${stored.version}:${createHash('sha256').update(stored.sealedKey).digest('hex')}`;
      const known = keys.get(customerCode);
      if (known?.stamp === stamp) return known.key;
      unlocks += 1;
      const key = openCertificate(secret, customerCode, stored.sealedKey);
      // A failed unlock is not kept: the next import tries again.
      key.catch(() => {
        if (keys.get(customerCode)?.key === key) keys.delete(customerCode);
      });
      keys.set(customerCode, { stamp, key });
      return key;
    },
    forget(customerCode) {
      keys.delete(customerCode);
    },
    get unlocks() {
      return unlocks;
    },
  };
}
