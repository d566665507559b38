// Money without floating point: amounts with at most 2 decimals as BigInt satang (× 100). Shared
// by the import rules and document generation.

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** "1234.5" → 123450n; undefined for anything that is not a plain decimal of ≤ 2 places. */
export function toSatang(value: string | null | undefined): bigint | undefined {
  const match = value ? DECIMAL.exec(value) : null;
  if (!match) return undefined;
  const satang = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -satang : satang;
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

/** Within 0.01 of each other. */
export const withinSatang = (a: bigint, b: bigint): boolean => (a > b ? a - b : b - a) <= 1n;
