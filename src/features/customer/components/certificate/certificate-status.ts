import type { StatusTone } from 'src/components/status-label';

/** What the validity chip says of a certificate, as of now. */
export type CertificateState = 'valid' | 'expiring' | 'expired' | 'notYetValid';

/** Within this many days of its end a certificate is flagged, so that it is renewed in time. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export const CERTIFICATE_STATE_TONES: Record<CertificateState, StatusTone> = {
  valid: 'success',
  expiring: 'warning',
  expired: 'error',
  notYetValid: 'warning',
};

/** `notBefore` / `notAfter` are the certificate's ISO times. */
export function certificateState(
  { notBefore, notAfter }: { notBefore: string; notAfter: string },
  now: number = Date.now(),
): CertificateState {
  const end = Date.parse(notAfter);
  if (end <= now) return 'expired';
  if (Date.parse(notBefore) > now) return 'notYetValid';
  return end - now <= EXPIRY_WARNING_DAYS * DAY_MS ? 'expiring' : 'valid';
}
