// The operator's PKCS#11 configuration (docs/etax-signing.md, "PKCS#11 slots"): HSM_SLOTS read as
// written, a mistake refused when the server starts (never a slot that silently cannot sign), and
// the PIN read from its file or variable each time it is asked.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadHsmConfig, parseHsmSlots, readPin } from '../../server/etax/signing/hsm-slots';

describe('HSM_SLOTS', () => {
  it('reads each slot: its code, token label and where its PIN is', () => {
    expect(
      parseHsmSlots('HSM_1:label=etax1:pin_file=/run/secrets/hsm1; HSM_2:label=etax 2:pin_env=HSM_2_PIN'),
    ).toEqual([
      { code: 'HSM_1', tokenLabel: 'etax1', pinFile: '/run/secrets/hsm1' },
      { code: 'HSM_2', tokenLabel: 'etax 2', pinEnv: 'HSM_2_PIN' },
    ]);
    expect(parseHsmSlots(undefined)).toEqual([]);
    expect(parseHsmSlots('  ')).toEqual([]);
  });

  it.each([
    ['SOFT_0:label=x:pin_env=P', /SOFT_0 is the software key/],
    ['hsm-1:label=x:pin_env=P', /needs a slot code/],
    ['HSM_1:pin_env=P', /HSM_1 needs label=/],
    ['HSM_1:label=x', /one of pin_file \/ pin_env/],
    ['HSM_1:label=x:pin_env=P:pin_file=/f', /one of pin_file \/ pin_env/],
    ['HSM_1:label=x:pin=1234', /unknown field "pin"/],
  ])('refuses %s', (value, message) => {
    expect(() => parseHsmSlots(value)).toThrow(message);
  });

  it('wants the module when there are slots', () => {
    expect(() => loadHsmConfig({ HSM_SLOTS: 'HSM_1:label=x:pin_env=P' })).toThrow(/PKCS11_MODULE/);
    expect(loadHsmConfig({})).toEqual({ modulePath: undefined, slots: [] });
  });

  it('reads the PIN as it is now: the first line of its file, or its variable', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hsm-pin-'));
    try {
      const pinFile = path.join(dir, 'pin');
      const slot = { code: 'HSM_1', tokenLabel: 'x', pinFile };
      expect(readPin(slot)).toBeUndefined();
      writeFileSync(pinFile, '1234\n');
      expect(readPin(slot)).toBe('1234');
      writeFileSync(pinFile, '5678\r\nignored\n');
      expect(readPin(slot)).toBe('5678');
      expect(readPin({ code: 'HSM_2', tokenLabel: 'y', pinEnv: 'HSM_2_PIN' }, { HSM_2_PIN: '9999' })).toBe(
        '9999',
      );
      expect(readPin({ code: 'HSM_2', tokenLabel: 'y', pinEnv: 'HSM_2_PIN' }, {})).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
