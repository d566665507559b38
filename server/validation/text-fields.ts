/** Optional text of a request: absent, null or blank all mean "none" (stored as NULL). */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}
