// Rules of single document fields, whatever the column's input type: what a tax invoice may say
// (docs/tax-invoice-rules.md). Some need the customer and the day: the row context.
import { PREPAID_TYPE_CODES } from '../../../../contract/customer-upload';
import { FINE_PLACES, plainDecimal } from '../../../validation/money';
import { checkBranchCode, checkDate, checkDecimal, cellText, type Checked } from './cell-values';
import type { CellInput, RowContext } from './types';

/** How far ahead of today (Asia/Bangkok) an issue date may be: a document dated next week is a typo. */
export const ISSUE_DATE_MAX_DAYS_AHEAD = 3;
const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** '0.07' → '7': the same number in percent (its decimal point moved two places right). */
function timesHundred(value: string): string {
  const [whole = '', fraction = ''] = value.split('.');
  const padded = fraction.padEnd(2, '0');
  return plainDecimal(`${whole}${padded.slice(0, 2)}.${padded.slice(2)}`);
}

/**
 * A VAT rate in percent, one of the customer's. `7`, `7.00` and `7%` (a percent-formatted cell
 * reaches the rules as that text) are 7; a plain 0.07 is refused as the fraction it is, saying
 * which rate is meant, so that nobody signs a 0.07 % invoice.
 */
export function checkVatRate(cell: CellInput, context: RowContext): Checked {
  const text = cellText(cell);
  const percent = text.endsWith('%');
  // 4 places, so that 0.075 is recognised as 7.5 written as a fraction.
  const checked = checkDecimal(percent ? text.slice(0, -1).trim() : cell, FINE_PLACES);
  if ('code' in checked) return checked;
  const rates = context.vatRates;
  if (rates.includes(checked.value)) return checked;
  const meant = timesHundred(checked.value);
  if (!percent && meant !== '0' && rates.includes(meant)) {
    return { code: 'VAT_RATE_FRACTION', params: { value: checked.value, meant } };
  }
  return { code: 'VAT_RATE', params: { allowed: rates.join(', ') } };
}

/** A date no later than a few days ahead and, on e-Tax documents, not before the customer's e-Tax start. */
export function checkIssueDate(cell: CellInput, context: RowContext): Checked {
  const checked = checkDate(cell);
  if ('code' in checked) return checked;
  const latest = addDays(context.today, ISSUE_DATE_MAX_DAYS_AHEAD);
  if (checked.value > latest) {
    return { code: 'ISSUE_DATE_FUTURE', params: { latest, days: ISSUE_DATE_MAX_DAYS_AHEAD } };
  }
  if (context.etaxStartDate && checked.value < context.etaxStartDate) {
    return { code: 'ISSUE_DATE_BEFORE_START', params: { start: context.etaxStartDate } };
  }
  return checked;
}

/** A deposit deducted (docs/imports.md "Deposits"): an amount of 2 places, not negative. */
export function checkPrepaidAmount(cell: CellInput): Checked {
  const checked = checkDecimal(cell);
  if ('code' in checked) return checked;
  return checked.value.startsWith('-') ? { code: 'PREPAID_NEGATIVE' } : checked;
}

/** ETDA's kind of advance payment, PP001–PP006 (`pp001` is taken as PP001). */
export function checkPrepaidType(cell: CellInput): Checked {
  const code = cellText(cell).toUpperCase();
  return (PREPAID_TYPE_CODES as readonly string[]).includes(code)
    ? { value: code }
    : { code: 'PREPAID_TYPE', params: { allowed: PREPAID_TYPE_CODES.join(', ') } };
}

/** The field's own rule, or undefined when its column's input type decides. */
export function fieldRuleOf(
  dataTypeKey: string,
): ((cell: CellInput, context: RowContext) => Checked) | undefined {
  if (dataTypeKey === 'VAT_RATE') return checkVatRate;
  if (dataTypeKey === 'ISSUE_DATE') return checkIssueDate;
  if (dataTypeKey.endsWith('BRANCH_CODE')) return checkBranchCode;
  if (dataTypeKey === 'PREPAID_AMOUNT') return checkPrepaidAmount;
  if (dataTypeKey === 'PREPAID_TYPE') return checkPrepaidType;
  return undefined;
}
