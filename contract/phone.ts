/**
 * Thai phone numbers (domain.md): 9–10 digits starting with 0 — 9 for land lines (02 123 4567),
 * 10 for mobiles (08x xxx xxxx). People type them with spaces or dashes; those are dropped.
 */
const THAI_PHONE = /^0[0-9]{8,9}$/;

/** The number without the spaces and dashes people type in it. */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

const THAI_MOBILE = /^0[689][0-9]{8}$/;

/** A number an SMS can reach: 10 digits starting 06, 08 or 09 (spaces and dashes allowed). */
export function isThaiMobile(value: string): boolean {
  return THAI_MOBILE.test(normalisePhone(value));
}

/** Checks the number as typed (spaces and dashes allowed). */
export function isThaiPhone(value: string): boolean {
  return THAI_PHONE.test(normalisePhone(value));
}
