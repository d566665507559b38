/**
 * One e-mail address in the practical form of RFC 5322 (domain.md): a dot-atom local part and a
 * domain of dot-separated labels with a top-level part of letters. Quoted local parts, comments,
 * IP-literal domains and display names ("Name <a@b>") are refused on purpose: nobody types them
 * in a form, and mail relays handle them badly.
 */
export const EMAIL_MAX_LENGTH = 254;

const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^[A-Za-z]{2,63}$|^xn--[A-Za-z0-9-]{1,59}$/;

export function isEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]!);
}
