import { normalisePhone, isThaiPhone } from '../../contract/phone';

// What the server adds to the contract's phone rules (contract/phone.ts): how a phone is stored.

/** An optional phone field as stored: null when blank, otherwise without separators. */
export function storedPhone(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? normalisePhone(trimmed) : null;
}

/** An optional phone field is fine when blank or a Thai number. */
export function isOptionalThaiPhone(value: string | null | undefined): boolean {
  const trimmed = value?.trim();
  return !trimmed || isThaiPhone(trimmed);
}
