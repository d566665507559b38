/** Trimmed text criterion of a search; blank means "no criterion". */
export function criterion(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A user's text as a substring LIKE pattern: its own % _ \ match literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
