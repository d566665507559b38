// Texts of the monthly filing in Thai (default) and English: refusals picked with say() per
// request, and the reminder mail (both languages in one mail, Thai first).
import { RD_DUE_DAY } from '../../../contract/rd-filing';
import texts from './messages.json';

export const rdFilingText = texts;

const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** "พฤศจิกายน 2569" (Buddhist era) / "November 2026". */
export const thaiMonth = (month: string) => monthName(month, 'th-TH-u-ca-buddhist');
export const englishMonth = (month: string) => monthName(month, 'en-GB');

export interface ReminderMailInput {
  to: string;
  customerName: string;
  /** YYYY-MM of each month not filed, oldest first. */
  months: string[];
  /** The customer app's filing screen. */
  url: string;
}

export function reminderMail(input: ReminderMailInput) {
  const th = input.months.map(thaiMonth).join(', ');
  const en = input.months.map(englishMonth).join(', ');
  const text = [
    `เรียน ผู้ดูแลระบบของ ${input.customerName}`,
    `เอกสาร e-Tax ของเดือน ${th} ยังไม่ได้ยื่นต่อกรมสรรพากร ต้องยื่นภายในวันที่ ${RD_DUE_DAY} ของเดือนถัดไป`,
    'ดาวน์โหลดชุดเอกสารและบันทึกการยื่นได้ที่',
    input.url,
    '',
    `To the administrators of ${input.customerName}:`,
    `the e-Tax documents of ${en} are not yet filed with the Revenue Department; they are due by the ${RD_DUE_DAY}th of the next month.`,
    'Download the pack and record the filing at',
    input.url,
  ].join('\n');
  return {
    to: input.to,
    subject: `เตือนยื่นเอกสาร e-Tax ต่อกรมสรรพากร เดือน ${th} / e-Tax filing due: ${en}`,
    text,
  };
}
