/**
 * Thai tax ID / national ID (domain.md, Validation rules): 13 digits; the last is a check digit,
 * (11 − (Σ dᵢ·(14−i) for i = 1..12) mod 11) mod 10.
 */
export const TAX_ID_PATTERN = /^[0-9]{13}$/;

/** The check digit of the first 12 digits (given as a 12-digit string). */
export function taxIdCheckDigit(first12: string): number {
  if (!/^[0-9]{12}$/.test(first12)) throw new Error('taxIdCheckDigit needs exactly 12 digits');
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** 13 digits whose last digit is the check digit of the first 12. */
export function isValidTaxId(value: string): boolean {
  return TAX_ID_PATTERN.test(value) && taxIdCheckDigit(value.slice(0, 12)) === Number(value[12]);
}
