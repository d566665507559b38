// The operator's PKCS#11 slots (docs/etax-signing.md, "PKCS#11 slots"): which module to load and,
// per HSM_SLOT code, the token's label and where its PIN is. Read from the environment only — a
// PIN is never in the database; it is read when a token is opened, so a file can be rotated.
import { readFileSync } from 'node:fs';

export interface HsmSlotConfig {
  /** The HSM_SLOT listbox code, e.g. 'HSM_1'. */
  code: string;
  /** CKA_LABEL of the token (softhsm2-util --init-token --label …). */
  tokenLabel: string;
  /** The user PIN: from this environment variable … */
  pinEnv?: string;
  /** … or the first line of this file. */
  pinFile?: string;
}

export interface HsmConfig {
  /** The PKCS#11 module, e.g. /usr/lib/softhsm/libsofthsm2.so; none = no PKCS#11 slot. */
  modulePath: string | undefined;
  slots: HsmSlotConfig[];
}

/**
 * HSM_SLOTS: `CODE:label=…:pin_file=…` or `CODE:label=…:pin_env=…`, several separated by `;`,
 * e.g. `HSM_1:label=etax1:pin_file=/run/secrets/hsm1-pin;HSM_2:label=etax2:pin_env=HSM_2_PIN`.
 */
export function parseHsmSlots(value: string | undefined): HsmSlotConfig[] {
  if (!value?.trim()) return [];
  return value.split(';').map((entry) => {
    const [code, ...fields] = entry.trim().split(':');
    const slot: Partial<HsmSlotConfig> = { code: code?.trim() };
    for (const field of fields) {
      const at = field.indexOf('=');
      const [name, text] = [field.slice(0, at).trim(), field.slice(at + 1).trim()];
      if (name === 'label') slot.tokenLabel = text;
      else if (name === 'pin_file') slot.pinFile = text;
      else if (name === 'pin_env') slot.pinEnv = text;
      else throw new Error(`HSM_SLOTS: unknown field "${name}" in ${entry}`);
    }
    if (!slot.code || !/^[A-Z0-9_]+$/.test(slot.code) || slot.code === 'SOFT_0')
      throw new Error(`HSM_SLOTS: "${entry}" needs a slot code like HSM_1 (SOFT_0 is the software key)`);
    if (!slot.tokenLabel) throw new Error(`HSM_SLOTS: ${slot.code} needs label=<token label>`);
    if (!slot.pinFile === !slot.pinEnv)
      throw new Error(`HSM_SLOTS: ${slot.code} needs one of pin_file / pin_env`);
    return slot as HsmSlotConfig;
  });
}

export function loadHsmConfig(env: NodeJS.ProcessEnv): HsmConfig {
  const slots = parseHsmSlots(env.HSM_SLOTS);
  const modulePath = env.PKCS11_MODULE || undefined;
  if (slots.length > 0 && !modulePath) throw new Error('HSM_SLOTS is set but PKCS11_MODULE is not');
  return { modulePath, slots };
}

/** The slot's PIN as it is now (undefined when the file or variable is missing). */
export function readPin(slot: HsmSlotConfig, env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (slot.pinEnv) return env[slot.pinEnv] || undefined;
  try {
    return readFileSync(slot.pinFile!, 'utf8').split(/\r?\n/)[0];
  } catch {
    return undefined;
  }
}
