// Texts of the sales tax report's .xlsx and PDF in Thai (default) and English; picked with say().
// The Thai headings are those of the Revenue Department's layout for รายงานภาษีขาย.
import { sharedHeaders as shared } from '../../exports/messages';
import type { Text } from '../../validation/messages';
import texts from './messages.json';

export const salesTaxMessages = {
  ...texts.salesTaxMessages,
  madeAt: shared.madeAt,
  /** The remark of a debit or credit note (a tax invoice needs none). */
  notes: texts.salesTaxMessages.notes as Record<string, Text | undefined>,
};

/** A month's name with its year: 'พฤศจิกายน 2569' (Buddhist era) / 'November 2026'. */
export function monthName(month: string, language: 'th' | 'en'): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const name = salesTaxMessages.months[language][index - 1] ?? month;
  return `${name} ${language === 'th' ? year + 543 : year}`;
}

/** '00000' → 'สำนักงานใหญ่', '00001' → 'สาขาที่ 00001'; '' when none is named. */
export function branchText(branchCode: string | null, language: 'th' | 'en'): string {
  if (!branchCode) return '';
  const m = salesTaxMessages;
  return branchCode === '00000' ? m.headOffice[language] : `${m.branchNo[language]} ${branchCode}`;
}

/** What a failed pattern of the report's own fields means. */
export const salesTaxPatternTexts = texts.salesTaxPatternTexts;
