// How values read on the printed document (design/domain.md "Thai conventions"): th-TH grouping
// with 2 decimals, Buddhist-era dates, the branch in words.

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Intl formats a decimal string exactly (no float on the way), rounding half away from zero.
const money = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 2 });
const quantityFormats = new Map<number, Intl.NumberFormat>();

/** A decimal string shown with `format`; text that is not a decimal is shown as it came. */
const decimalIn =
  (format: Intl.NumberFormat) =>
  (value: string): string => {
    const trimmed = value.trim();
    return DECIMAL.test(trimmed) ? format.format(trimmed as `${number}`) : trimmed;
  };

/** '1234.5' → '1,234.50'. */
export const formatAmount = decimalIn(money);

/** Quantities keep the decimals they were given (up to 6): '1200' → '1,200', '2.500' → '2.500'. */
export function formatQuantity(value: string): string {
  const decimals = Math.min(6, value.trim().split('.')[1]?.length ?? 0);
  let format = quantityFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('th-TH', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    quantityFormats.set(decimals, format);
  }
  return decimalIn(format)(value);
}

const unitPrice = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A unit price keeps up to 4 decimals (fuel by the litre): '32.5' → '32.50', '32.4567' → '32.4567'. */
export const formatUnitPrice = decimalIn(unitPrice);

/** '7.00' → '7', '6.5' → '6.5'. */
export const formatPercent = decimalIn(percent);

const THAI_MONTHS = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];

/** '2026-11-21' → '21 พ.ย. 2569' (Buddhist era = Gregorian + 543). */
export function formatThaiDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  const month = match ? THAI_MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${Number(match[1]) + 543}`;
}

const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-21' → '21 Nov 2026'. */
export function formatEnglishDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate.trim());
  const month = match ? ENGLISH_MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return isoDate;
  return `${Number(match[3])} ${month} ${match[1]}`;
}

export const HEAD_OFFICE_BRANCH = '00000';

/** '00000' → 'สำนักงานใหญ่', '00001' → 'สาขาที่ 00001'. */
export function formatBranch(branchCode: string): string {
  const code = branchCode.trim();
  return code === HEAD_OFFICE_BRANCH ? 'สำนักงานใหญ่' : `สาขาที่ ${code}`;
}
