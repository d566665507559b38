// A SoftHSM2 token of its own for a test file (docs/etax-signing.md, "PKCS#11 slots"): a config
// in a temporary folder with its own token directory, SOFTHSM2_CONF pointing at it (the module
// reads it when it is initialised; server test files run in forked processes), the token made by
// softhsm2-util like an operator makes one, and the slot's PIN in a file.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HsmConfig } from '../../../server/etax/signing/hsm-slots';

export const SOFTHSM_MODULE = '/usr/lib/softhsm/libsofthsm2.so';

export interface TestToken {
  /** createTestApp({ hsm }) — the slot HSM_1 on this token. */
  hsm: HsmConfig;
  slotCode: string;
  pin: string;
  /** Writes `pin` to the slot's PIN file (a wrong one, or the right one again). */
  setPin(pin: string): void;
  /** Takes the token away (its folder in the token directory moved aside) / puts it back. */
  remove(): void;
  restore(): void;
  dispose(): void;
}

export function initSoftHsmToken(label = 'etax-test', pin = '246810'): TestToken {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'softhsm-'));
  const tokenDir = path.join(dir, 'tokens');
  const awayDir = path.join(dir, 'away');
  mkdirSync(tokenDir);
  const conf = path.join(dir, 'softhsm2.conf');
  writeFileSync(conf, `directories.tokendir = ${tokenDir}\nobjectstore.backend = file\nlog.level = ERROR\n`);
  process.env.SOFTHSM2_CONF = conf;
  const made = spawnSync(
    'softhsm2-util',
    ['--init-token', '--free', '--label', label, '--pin', pin, '--so-pin', `${pin}0`],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`softhsm2-util: ${made.stdout}${made.stderr}`);
  // softhsm2-util makes one folder per token (named by its serial).
  const [tokenFolder] = readdirSync(tokenDir);
  if (!tokenFolder) throw new Error('softhsm2-util made no token folder');
  const pinFile = path.join(dir, 'hsm1-pin');
  const setPin = (value: string) => writeFileSync(pinFile, `${value}\n`);
  setPin(pin);
  return {
    hsm: { modulePath: SOFTHSM_MODULE, slots: [{ code: 'HSM_1', tokenLabel: label, pinFile }] },
    slotCode: 'HSM_1',
    pin,
    setPin,
    remove: () => renameSync(path.join(tokenDir, tokenFolder), awayDir),
    restore: () => renameSync(awayDir, path.join(tokenDir, tokenFolder)),
    dispose: () => rmSync(dir, { recursive: true, force: true }),
  };
}
