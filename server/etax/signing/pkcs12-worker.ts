// The worker thread of unlockPkcs12(): opens one PKCS#12 with its password (node-forge's key
// derivations take seconds of CPU) and posts back the signing key or the reason it did not open.
import { parentPort, workerData } from 'node:worker_threads';
import { Pkcs12Error, readPkcs12 } from './pkcs12';

export interface UnlockRequest {
  p12: Uint8Array;
  password: string;
}

const { p12, password } = workerData as UnlockRequest;
try {
  parentPort!.postMessage({ key: readPkcs12(Buffer.from(p12), password) });
} catch (error) {
  parentPort!.postMessage({
    error:
      error instanceof Pkcs12Error
        ? { code: error.code, detail: error.detail }
        : { detail: error instanceof Error ? error.message : String(error) },
  });
}
