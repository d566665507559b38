// Thai tax ID check digit (domain.md): property-based with fast-check.
//
// The official checksum has two blind spots, so "every one-digit change is refused" cannot hold
// for it: the 3rd digit has the weight 11 (≡ 0 mod 11), so changing it never changes the check
// digit; and the residues 0 and 10 both give the check digit 1. The properties below prove that
// every other one-digit change is refused, and pin the blind spots down so that nobody "fixes"
// the official formula by accident.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTaxId, taxIdCheckDigit } from '../../contract/tax-id';

const digit = fc.integer({ min: 0, max: 9 });
const first12 = fc.array(digit, { minLength: 12, maxLength: 12 }).map((d) => d.join(''));
/** Σ dᵢ·(14−i) for i = 1..12, straight from domain.md. */
const weightedSum = (id: string) => {
  let sum = 0;
  for (let i = 1; i <= 12; i += 1) sum += Number(id[i - 1]) * (14 - i);
  return sum;
};
/** A valid ID: 12 random digits and the check digit computed from the formula of domain.md. */
const validTaxId = first12.map((head) => head + String((11 - (weightedSum(head) % 11)) % 10));
const oneDigitChange = fc
  .record({
    id: validTaxId,
    position: fc.integer({ min: 0, max: 12 }),
    delta: fc.integer({ min: 1, max: 9 }),
  })
  .map(({ id, position, delta }) => ({
    id,
    position,
    changed: id.slice(0, position) + String((Number(id[position]) + delta) % 10) + id.slice(position + 1),
  }));

/** The checksum's blind spots: the 3rd digit, and a weighted sum moving between residues 0 and 10. */
function undetectable(id: string, changed: string, position: number): boolean {
  if (position === 12) return false;
  if (position === 2) return true;
  const residues = new Set([weightedSum(id) % 11, weightedSum(changed) % 11]);
  return residues.has(0) && residues.has(10);
}

describe('Thai tax ID', () => {
  it('accepts the example of domain.md and refuses the other', () => {
    expect(isValidTaxId('0105536112014')).toBe(true);
    expect(isValidTaxId('1234545678789')).toBe(false);
    expect(taxIdCheckDigit('010553611201')).toBe(4);
  });

  it('accepts every ID whose last digit is computed by the formula', () => {
    fc.assert(
      fc.property(validTaxId, (id) => isValidTaxId(id)),
      { numRuns: 2_000 },
    );
  });

  it('refuses every one-digit change outside the blind spots, the check digit itself included', () => {
    fc.assert(
      fc.property(
        oneDigitChange,
        ({ id, position, changed }) => isValidTaxId(changed) === undetectable(id, changed, position),
      ),
      { numRuns: 10_000 },
    );
  });

  it('refuses every change of the check digit', () => {
    fc.assert(
      fc.property(
        oneDigitChange.filter((c) => c.position === 12),
        ({ changed }) => !isValidTaxId(changed),
      ),
      { numRuns: 1_000 },
    );
  });

  it('has the blind spots of the official formula (kept on purpose)', () => {
    // The 3rd digit (weight 11) changed: same check digit.
    expect(isValidTaxId('0115536112014')).toBe(true);
    // Σ = 12 + 10 = 22 ≡ 0 → check digit 1; the 2nd digit 1 → 0 makes Σ = 10 ≡ 10 → check digit 1 again.
    expect(weightedSum('0101000000001') % 11).toBe(0);
    expect(isValidTaxId('0101000000001')).toBe(true);
    expect(isValidTaxId('0001000000001')).toBe(true);
  });

  it('refuses anything that is not exactly 13 digits', () => {
    fc.assert(fc.property(fc.string(), (text) => /^[0-9]{13}$/.test(text) || !isValidTaxId(text)));
    for (const value of [
      '',
      '010553611201',
      '01055361120140',
      '0105536112O14',
      ' 0105536112014',
      '０１０５５３６１１２０１４',
    ]) {
      expect(isValidTaxId(value)).toBe(false);
    }
  });
});
