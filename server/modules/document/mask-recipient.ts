// A recipient as a list shows it: enough to recognise, not enough to copy (the buyer's contact
// details are personal data).

/** buyer@example.com → b***r@example.com; 0812345678 → 08x-xxx-5678. */
export function maskRecipient(recipient: string): string {
  const at = recipient.lastIndexOf('@');
  if (at > 0) {
    const local = recipient.slice(0, at);
    const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
    return `${shown}${recipient.slice(at)}`;
  }
  const digits = recipient.replace(/\D/g, '');
  return digits.length >= 4 ? `${digits.slice(0, 2)}x-xxx-${digits.slice(-4)}` : '***';
}
