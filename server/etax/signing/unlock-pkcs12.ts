// Opens a customer's PKCS#12 without stopping the server (docs/security.md, "Certificates"): the
// file's own iteration counts are read first and a file asking for more than the bound is refused
// at once (pkcs12-cost.ts); the rest runs in a worker thread, so every other request is answered
// meanwhile, and a worker that runs past the time limit is stopped.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { Pkcs12Error, type Pkcs12ErrorCode, type SigningKey } from './pkcs12';
import { pkcs12Cost } from './pkcs12-cost';
import type { UnlockRequest } from './pkcs12-worker';

/** Far beyond what the bounded work takes (a 1,000,000-iteration export: ~30 s on a busy core). */
const UNLOCK_TIME_LIMIT_MS = 180_000;

/**
 * The worker is TypeScript like the rest of the server: it registers tsx's loader (as
 * `node --import tsx` does for the main thread) before importing its module.
 */
const tsxApi = ((): string => {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  return pathToFileURL(path.join(path.dirname(manifest), exports['./esm/api']!.import.default)).href;
})();
const workerModule = new URL('./pkcs12-worker.ts', import.meta.url).href;
const BOOTSTRAP = `import(${JSON.stringify(tsxApi)}).then(({ register }) => {
  register();
  return import(${JSON.stringify(workerModule)});
});`;

type WorkerAnswer = { key: SigningKey } | { error: { code?: Pkcs12ErrorCode; detail?: string } };

export async function unlockPkcs12(p12: Buffer, password: string): Promise<SigningKey> {
  assertBoundedCost(p12);
  const request: UnlockRequest = { p12, password };
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: request });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Pkcs12Error('TOO_COSTLY', `no answer in ${UNLOCK_TIME_LIMIT_MS} ms`));
    }, UNLOCK_TIME_LIMIT_MS);
    const settle = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: WorkerAnswer) => {
      settle();
      if ('key' in answer) resolve(withBuffers(answer.key));
      else if (answer.error.code) reject(new Pkcs12Error(answer.error.code, answer.error.detail));
      else reject(new Error(`PKCS#12 worker: ${answer.error.detail}`));
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code) => {
      settle();
      reject(new Error(`PKCS#12 worker exited (${code}) without an answer`));
    });
  });
}

function assertBoundedCost(p12: Buffer): void {
  let cost;
  try {
    // A PFX is a DER SEQUENCE; anything else is not given to the ASN.1 reader at all.
    if (p12[0] !== 0x30) throw new Error('not a DER SEQUENCE');
    cost = pkcs12Cost(p12);
  } catch (error) {
    throw new Pkcs12Error('NOT_PKCS12', error instanceof Error ? error.message : String(error));
  }
  if (!cost.ok) throw new Pkcs12Error('TOO_COSTLY', `iterations: ${cost.iterations.join(', ')}`);
}

/** Structured cloning gives Uint8Arrays back; the key's users expect Buffers. */
function withBuffers(key: SigningKey): SigningKey {
  return {
    ...key,
    privateKeyPkcs8Der: Buffer.from(key.privateKeyPkcs8Der),
    certificateDer: Buffer.from(key.certificateDer),
    chainDer: key.chainDer.map((der) => Buffer.from(der)),
  };
}
