// The totals of a typed-in document, computed as the user types, in satang (no float error):
// line = qty × unit price (each up to 4 decimals) rounded to the satang − discount; before VAT =
// Σ lines − a deposit deducted (PREPAID_AMOUNT); VAT = before × rate %; total — the server's
// arithmetic (server/validation/money.ts, docs/imports.md "Deposits").

/** "1,234.5" → 123450n at 2 places (× 10^places); undefined when it has more places. */
function scaled(text: string | undefined, places: number): bigint | undefined {
  const match = new RegExp(`^\\s*(-?)(\\d{1,13})(?:\\.(\\d{1,${places}}))?\\s*$`).exec(
    (text ?? '').replace(/,/g, ''),
  );
  if (!match) return undefined;
  const value = BigInt(match[2]!) * 10n ** BigInt(places) + BigInt((match[3] ?? '').padEnd(places, '0'));
  return match[1] ? -value : value;
}

/** "1,234.5" → 123450n; undefined when it is not an amount of ≤ 2 decimals. */
export const toSatang = (text: string | undefined) => scaled(text, 2);

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
  const qty = scaled(item.ITEM_QTY, 4);
  const price = scaled(item.ITEM_UNIT_PRICE, 4);
  const discount = item.ITEM_DISCOUNT?.trim() ? toSatang(item.ITEM_DISCOUNT) : 0n;
  if (qty === undefined || price === undefined || discount === undefined) return undefined;
  // 10^4 × 10^4 → back to satang (10^2).
  return divRound(qty * price, 1_000_000n) - discount;
}

export interface Totals {
  /** Σ lines. */
  subtotal: bigint;
  /** A deposit deducted before VAT (0 when none, or not an amount yet). */
  prepaid: bigint;
  beforeVat: bigint;
  vat: bigint | undefined;
  total: bigint;
}

/** The document's totals from its lines (a line's typed ITEM_AMOUNT wins over the computation). */
export function totalsOf(
  items: readonly Record<string, string>[],
  vatRate: string | undefined,
  prepaidAmount?: string,
): Totals {
  let subtotal = 0n;
  for (const item of items) subtotal += toSatang(item.ITEM_AMOUNT) ?? lineAmount(item) ?? 0n;
  const prepaid = (prepaidAmount?.trim() ? toSatang(prepaidAmount) : undefined) ?? 0n;
  const beforeVat = subtotal - prepaid;
  const rate = vatRate?.trim() ? toSatang(vatRate) : undefined;
  const vat = rate === undefined ? undefined : divRound(beforeVat * rate, 10_000n);
  return { subtotal, prepaid, beforeVat, vat, total: beforeVat + (vat ?? 0n) };
}
