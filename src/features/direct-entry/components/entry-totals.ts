// The totals of a typed-in document, computed as the user types, in satang (no float error):
// line = qty × unit price − discount; before VAT = Σ lines; VAT = before × rate %; total.

const DECIMAL = /^\s*(-?)(\d{1,13})(?:\.(\d{1,2}))?\s*$/;

/** "1,234.5" → 123450n; undefined when it is not an amount of ≤ 2 decimals. */
export function toSatang(text: string | undefined): bigint | undefined {
  const match = DECIMAL.exec((text ?? '').replace(/,/g, ''));
  if (!match) return undefined;
  const satang = BigInt(match[2]!) * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -satang : satang;
}

const divRound = (n: bigint, d: bigint) => {
  const sign = n < 0n ? -1n : 1n;
  return (sign * (sign * n * 2n + d)) / (2n * d);
};

/** 107000n → "1070.00" (the value a field takes). */
export function satangText(satang: bigint): string {
  const sign = satang < 0n ? '-' : '';
  const abs = satang < 0n ? -satang : satang;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

export function lineAmount(item: Record<string, string>): bigint | undefined {
  const qty = toSatang(item.ITEM_QTY);
  const price = toSatang(item.ITEM_UNIT_PRICE);
  const discount = item.ITEM_DISCOUNT?.trim() ? toSatang(item.ITEM_DISCOUNT) : 0n;
  if (qty === undefined || price === undefined || discount === undefined) return undefined;
  return divRound(qty * price - discount * 100n, 100n);
}

export interface Totals {
  beforeVat: bigint;
  vat: bigint | undefined;
  total: bigint;
}

/** The document's totals from its lines (a line's typed ITEM_AMOUNT wins over the computation). */
export function totalsOf(items: readonly Record<string, string>[], vatRate: string | undefined): Totals {
  let beforeVat = 0n;
  for (const item of items) beforeVat += toSatang(item.ITEM_AMOUNT) ?? lineAmount(item) ?? 0n;
  const rate = vatRate?.trim() ? toSatang(vatRate) : undefined;
  const vat = rate === undefined ? undefined : divRound(beforeVat * rate, 10_000n);
  return { beforeVat, vat, total: beforeVat + (vat ?? 0n) };
}
