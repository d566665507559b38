// Money without floating point: amounts with at most 2 decimals as BigInt satang (× 100);
// quantities and unit prices with at most 4 as BigInt ten-thousandths (× 10^4). Shared by the
// import rules and document generation.

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n; undefined for anything that is not a plain decimal of ≤ 2 places. */
export function toSatang(value: string | null | undefined): bigint | undefined {
  const match = value ? DECIMAL.exec(value) : null;
  if (!match) return undefined;
  const satang = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -satang : satang;
}

const FINE = /^(-?)(\d+)(?:\.(\d{1,4}))?$/;
/** Quantities and unit prices carry up to 4 decimals (fuel by the litre). */
export const FINE_PLACES = 4;

/** "1.2345" → 12345n (× 10^4); undefined for anything that is not a plain decimal of ≤ 4 places. */
export function toFine(value: string | null | undefined): bigint | undefined {
  const match = value ? FINE.exec(value) : null;
  if (!match) return undefined;
  const fine = BigInt(match[2]!) * 10_000n + BigInt((match[3] ?? '').padEnd(FINE_PLACES, '0'));
  return match[1] ? -fine : fine;
}

/** 12345n → "1.2345", 20000n → "2.00": at least 2 decimals, and the others only when not 0. */
export function formatFine(fine: bigint): string {
  const sign = fine < 0n ? '-' : '';
  const abs = fine < 0n ? -fine : fine;
  const fraction = (abs % 10_000n)
    .toString()
    .padStart(FINE_PLACES, '0')
    .replace(/0{1,2}$/, '');
  return `${sign}${abs / 10_000n}.${fraction.length < 2 ? fraction.padEnd(2, '0') : fraction}`;
}

/**
 * A line's amount in satang: quantity × unit price (each × 10^4, so the product is × 10^8)
 * rounded half away from zero to the satang, less the discount — ETDA's amounts have 2 places.
 */
export function lineSatang(qtyFine: bigint, unitPriceFine: bigint, discountSatang: bigint): bigint {
  return divRound(qtyFine * unitPriceFine, 1_000_000n) - discountSatang;
}

/** n / d rounded half away from zero (d > 0): products of satang back to satang. */
export function divRound(n: bigint, d: bigint): bigint {
  const sign = n < 0n ? -1n : 1n;
  return (sign * (sign * n * 2n + d)) / (2n * d);
}

/** 107000n → "1,070.00". */
export function formatSatang(satang: bigint): string {
  const sign = satang < 0n ? '-' : '';
  const abs = satang < 0n ? -satang : satang;
  const baht = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${baht}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** 107000n → "1070.00": the API's decimal string (no grouping). */
export function decimalOfSatang(satang: bigint): string {
  const sign = satang < 0n ? '-' : '';
  const abs = satang < 0n ? -satang : satang;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** Within 0.01 of each other. */
export const withinSatang = (a: bigint, b: bigint): boolean => (a > b ? a - b : b - a) <= 1n;

/** A plain decimal without padding: '07.50' → '7.5', '7.00' → '7', '-0.0' → '0'. */
export function plainDecimal(value: string): string {
  const [whole = '', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^-/, '').replace(/^0+(?=\d)/, '');
  const places = fraction.replace(/0+$/, '');
  const text = places ? `${digits}.${places}` : digits;
  return sign && /[1-9]/.test(text) ? `-${text}` : text;
}
