// Money in satang (bigint) so that sums and the line VAT are exact; the model's amounts are
// decimal strings with at most 2 places, written back with exactly 2.

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** '1234.5' → 123450n. Throws on a value that is not a plain decimal with at most 2 places. */
export function toSatang(value: string, what: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match || (match[3] ?? '').length > 2) {
    throw new Error(`e-Tax XML: ${what} must be a decimal with at most 2 places, got "${value}"`);
  }
  const [, sign, whole = '0', fraction = ''] = match;
  const satang = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -satang : satang;
}

/** 123450n → '1234.50' */
export function formatSatang(satang: bigint): string {
  const sign = satang < 0n ? '-' : '';
  const abs = satang < 0n ? -satang : satang;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** A money string with exactly 2 places: '2469' → '2469.00'. */
export function money(value: string, what: string): string {
  return formatSatang(toSatang(value, what));
}

/**
 * A unit price or quantity as given (ETDA allows up to 5 and 17 fraction digits), only checked
 * to be a plain decimal: a price of 12.3456 must not be rounded away.
 */
export function decimal(value: string, what: string): string {
  const trimmed = value.trim();
  if (!DECIMAL.test(trimmed)) throw new Error(`e-Tax XML: ${what} must be a decimal, got "${value}"`);
  return trimmed;
}

/**
 * VAT of one line: amount × rate / 100, rounded half away from zero to the satang. The model
 * holds no per-line VAT, and ETDA's line tax is informative (the header carries the document's VAT).
 */
export function lineVat(amountSatang: bigint, rate: string): bigint {
  const match = DECIMAL.exec(rate.trim());
  if (!match) throw new Error(`e-Tax XML: VAT rate must be a decimal, got "${rate}"`);
  const [, sign, whole = '0', fraction = ''] = match;
  const scale = 10n ** BigInt(fraction.length);
  const rateScaled = BigInt(whole) * scale + BigInt(fraction || '0');
  const numerator = amountSatang * rateScaled * (sign === '-' ? -1n : 1n);
  const denominator = 100n * scale;
  const half = denominator / 2n;
  return numerator >= 0n ? (numerator + half) / denominator : -((-numerator + half) / denominator);
}
