// Signing keys held in PKCS#11 tokens (docs/etax-signing.md, "PKCS#11 slots"): a real HSM in
// production, SoftHSM2 in development and tests. node-webcrypto-p11 is the WebCrypto provider:
// xades.ts hands it the canonical SignedInfo and gets the signature value back; the private key
// is generated in the token, marked sensitive and not extractable, and never leaves it.
// The native libraries are loaded on first use, so a server with only SOFT_0 never loads them.
import { X509Certificate, createPublicKey } from 'node:crypto';
import type * as Graphene from 'graphene-pk11';
import type { Module as P11Library } from 'graphene-pk11';
import type * as WebCryptoP11 from 'node-webcrypto-p11';
import type { Crypto as P11Crypto, CryptoKey as P11Key } from 'node-webcrypto-p11';
import { readPin, type HsmConfig, type HsmSlotConfig } from './hsm-slots';
import type { XmlSigner } from './xades';

export type HsmErrorCode =
  /** The slot is not in HSM_SLOTS, or PKCS11_MODULE is not set. */
  | 'NOT_CONFIGURED'
  /** No token with the slot's label is present (removed, not initialised). */
  | 'TOKEN_MISSING'
  /** The PIN file / variable is missing, or the token refuses the PIN. */
  | 'WRONG_PIN'
  /** No private key with this label in the token. */
  | 'KEY_MISSING'
  /** Anything else the module answered. */
  | 'TOKEN_ERROR';

/** A key that cannot be reached now: a system error (the job retries), never "sign without". */
export class HsmError extends Error {
  override readonly name = 'HsmError';
  /** The HSM_SLOT code whose token failed. */
  slot?: string;
  constructor(
    readonly code: HsmErrorCode,
    readonly detail?: string,
  ) {
    super(`PKCS#11 ${code}${detail ? `: ${detail}` : ''}`);
  }
}

export interface HsmTokens {
  /** The configured slot codes (HSM_SLOT values other than SOFT_0). */
  readonly slots: readonly HsmSlotConfig[];
  slotOf(code: string): HsmSlotConfig;
  /** A signer with the key labelled `keyLabel` in the slot's token, `certificateDer` its certificate. */
  signer(slotCode: string, keyLabel: string, certificateDer: Buffer): Promise<XmlSigner>;
  /** A new RSA-2048 key pair in the token; answers its public key (SPKI DER). */
  generateKey(slotCode: string, keyLabel: string): Promise<Buffer>;
  /** RSASSA-PKCS1-v1_5 SHA-512 with the token's key (a CSR's or a test certificate's signature). */
  sign(slotCode: string, keyLabel: string, data: Uint8Array): Promise<Buffer>;
  /** The label of the token key whose public key is the certificate's, among labels starting with `prefix`. */
  keyOfCertificate(slotCode: string, certificateDer: Buffer, prefix: string): Promise<string | undefined>;
  /** Closes every session and the module (shutdown, tests). */
  close(): void;
}

const RSA_SHA512 = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-512' } as const;

/** node-webcrypto-p11 for WebCrypto over a session; graphene-pk11 (its own base) for the module and slots. */
interface Libraries {
  webcrypto: typeof WebCryptoP11;
  graphene: typeof Graphene;
}

interface OpenToken {
  crypto: P11Crypto;
  keys: Map<string, P11Key>;
  /** One operation at a time per session (PKCS#11 sessions are not concurrent). */
  queue: Promise<unknown>;
}

export function createHsmTokens(config: HsmConfig): HsmTokens {
  let libraries: Promise<Libraries> | undefined;
  /** The module, initialised once for every slot; finalised by reset(). */
  let library: P11Library | undefined;
  const open = new Map<string, OpenToken>();

  /** The token with the slot's label, a session on it (C_OpenSession, read-write). */
  async function openSession(slot: HsmSlotConfig): Promise<P11Crypto> {
    const { webcrypto, graphene } = await (libraries ??= Promise.all([
      import('node-webcrypto-p11'),
      import('graphene-pk11'),
    ]).then(([webcrypto, graphene]) => ({ webcrypto, graphene })));
    if (!library) {
      const loaded = graphene.Module.load(config.modulePath!);
      loaded.initialize();
      library = loaded;
    }
    const slots = library.getSlots(true);
    for (let index = 0; index < slots.length; index++) {
      const candidate = slots.items(index);
      let label: string;
      try {
        label = candidate.getToken().label.trim();
      } catch {
        continue; // A slot whose token the module does not recognise (SoftHSM: one taken away).
      }
      if (label !== slot.tokenLabel) continue;
      const session = candidate.open(graphene.SessionFlag.SERIAL_SESSION | graphene.SessionFlag.RW_SESSION);
      return new webcrypto.Crypto({ session });
    }
    throw new HsmError('TOKEN_MISSING', slot.tokenLabel);
  }

  function slotOf(code: string): HsmSlotConfig {
    const slot = config.slots.find((s) => s.code === code);
    if (!slot || !config.modulePath)
      throw Object.assign(new HsmError('NOT_CONFIGURED', code), { slot: code });
    return slot;
  }

  /** Opens the token of the slot (found by its label) and logs in; kept open until a failure. */
  async function tokenOf(code: string): Promise<OpenToken> {
    const known = open.get(code);
    if (known) return known;
    const slot = slotOf(code);
    const crypto = await openSession(slot);
    const pin = readPin(slot);
    try {
      if (!pin) throw new HsmError('WRONG_PIN', `no PIN for ${code}`);
      crypto.login(pin);
    } catch (error) {
      closeQuietly(crypto);
      throw toHsmError(error);
    }
    const token: OpenToken = { crypto, keys: new Map(), queue: Promise.resolve() };
    open.set(code, token);
    return token;
  }

  /**
   * Runs `work` on the slot's token, one at a time. A failure closes the module and tries once
   * more on a fresh one: a session that went stale (a token taken out and put back, a PIN changed)
   * recovers, and what still fails says why as the module now sees it (TOKEN_MISSING, WRONG_PIN).
   */
  async function withToken<T>(
    code: string,
    work: (token: OpenToken) => Promise<T>,
    again = true,
  ): Promise<T> {
    try {
      const token = await tokenOf(code);
      const run = token.queue.then(() => work(token));
      token.queue = run.catch(() => undefined);
      return await run;
    } catch (error) {
      reset();
      if (again && !(error instanceof HsmError && error.code === 'NOT_CONFIGURED'))
        return withToken(code, work, false);
      const failure = toHsmError(error);
      failure.slot ??= code;
      throw failure;
    }
  }

  async function privateKey(token: OpenToken, keyLabel: string): Promise<P11Key> {
    const known = token.keys.get(keyLabel);
    if (known) return known;
    for (const id of await token.crypto.keyStorage.keys()) {
      if (!id.startsWith('private-')) continue;
      const key = await token.crypto.keyStorage.getItem(id, RSA_SHA512, false, ['sign']);
      if (key.algorithm.label !== keyLabel) continue;
      token.keys.set(keyLabel, key);
      return key;
    }
    throw new HsmError('KEY_MISSING', keyLabel);
  }

  /**
   * Closes every session and finalises the module: the next use initialises it again, and only
   * then does a module see the tokens as they are now (put back, replaced).
   */
  function reset(): void {
    const tokens = [...open.values()];
    open.clear();
    for (const token of tokens) closeQuietly(token.crypto);
    const closing = library;
    library = undefined;
    quietly(() => closing?.finalize());
    quietly(() => closing?.close());
  }

  const sign = (code: string, keyLabel: string, data: Uint8Array) =>
    withToken(code, async (token) => {
      const key = await privateKey(token, keyLabel);
      return Buffer.from(await token.crypto.subtle.sign(RSA_SHA512, key, Uint8Array.from(data)));
    });

  return {
    slots: config.slots,
    slotOf,
    async signer(code, keyLabel, certificateDer) {
      // Reached now, so a missing token or key fails before any document is made.
      await withToken(code, (token) => privateKey(token, keyLabel));
      return {
        certificateDer,
        sign: async (data) => new Uint8Array(await sign(code, keyLabel, data)).buffer,
      };
    },
    generateKey: (code, keyLabel) =>
      withToken(code, async (token) => {
        const keys = await token.crypto.subtle.generateKey(
          {
            ...RSA_SHA512,
            modulusLength: 2048,
            publicExponent: new Uint8Array([1, 0, 1]),
            label: keyLabel,
            token: true,
            sensitive: true,
          } as RsaHashedKeyGenParams,
          false,
          ['sign', 'verify'],
        );
        return Buffer.from(await token.crypto.subtle.exportKey('spki', keys.publicKey));
      }),
    sign,
    keyOfCertificate: (code, certificateDer, prefix) =>
      withToken(code, async (token) => {
        const wanted = new X509Certificate(certificateDer).publicKey;
        for (const id of await token.crypto.keyStorage.keys()) {
          if (!id.startsWith('public-')) continue;
          const key = await token.crypto.keyStorage.getItem(id, RSA_SHA512, true, ['verify']);
          if (!key.algorithm.label?.startsWith(prefix)) continue;
          const spki = Buffer.from(await token.crypto.subtle.exportKey('spki', key));
          if (createPublicKey({ key: spki, format: 'der', type: 'spki' }).equals(wanted))
            return key.algorithm.label;
        }
        return undefined;
      }),
    close: reset,
  };
}

/** Logs out and closes the session, each on its own: with the token gone the logout fails. */
function closeQuietly(crypto: P11Crypto): void {
  quietly(() => crypto.logout());
  quietly(() => crypto.session.close());
}

function quietly(step: () => void): void {
  try {
    step();
  } catch {
    // Already closed or finalised, or the token is gone: nothing is left to close.
  }
}

function toHsmError(error: unknown): HsmError {
  if (error instanceof HsmError) return error;
  const message = messageOf(error);
  if (/CKR_PIN_(INCORRECT|INVALID|LEN_RANGE|LOCKED)/.test(message)) return new HsmError('WRONG_PIN', message);
  if (/CKR_(TOKEN_NOT_PRESENT|TOKEN_NOT_RECOGNIZED|DEVICE_REMOVED|SLOT_ID_INVALID)/.test(message))
    return new HsmError('TOKEN_MISSING', message);
  return new HsmError('TOKEN_ERROR', message);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
